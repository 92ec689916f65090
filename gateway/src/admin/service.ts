import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { asAdmin } from '../access/admin.js';
import type { FailureRules } from '../errors/provider-failure.js';
import type { AuditFilter, EnrollmentStatus, InvitationStatus, ProgrammeSettingsInput } from '../generated/resolvers.js';
import { failureOf } from '../provider/client.js';
import type { ProviderBody } from '../provider/contract.js';
import { ProviderInvalidResponseError } from '../provider/errors.js';
import type { ProviderSession } from '../provider/session.js';
import type {
  AdministratorDTO,
  AdministratorInvitationDTO,
  AuditEntryDTO,
  BatchesDTO,
  InvitationDTO,
  OverviewDTO,
  PageDTO,
  ProgrammeSettingsDTO,
  RosterImportDTO,
  ScholarDTO,
  ScholarRowDTO,
} from './dto.js';
import { adminFailure } from './messages.js';
import { auditQuery, invitationQuery, pageQuery, scholarQuery, yearQuery, type Query, type ScholarListArgs } from './query-string.js';

export type InviteBody = ProviderBody<'/api/admin/students/invite', 'post'>;

const id = (value: string) => encodeURIComponent(value);

/** A written record the provider answers as `{ message, data }`. */
type Written<T> = { message: string; data: T };

/**
 * The provider's programme desk (ADMIN only), failing in the admin screens' words. Every call first makes
 * sure the caller is an administrator, so nothing reaches the provider for anyone else.
 */
export class AdminService {
  constructor(private readonly provider: ProviderSession) {}

  private asAdmin<T>(work: () => Promise<T>, rules: FailureRules): Promise<T> {
    return asAdmin(this.provider, work, rules);
  }

  /** `POST /admin/students/invite`: answers `{message, invited}`. */
  invite(body: InviteBody): Promise<unknown> {
    return this.asAdmin(() => this.provider.send<unknown>('POST', '/admin/students/invite', body), adminFailure('invite'));
  }

  overview(year?: string | null): Promise<OverviewDTO> {
    return this.asAdmin(() => this.provider.get<OverviewDTO>(`/admin/overview${yearQuery(year)}`), adminFailure('overview'));
  }

  scholars(args: ScholarListArgs): Promise<PageDTO<ScholarRowDTO>> {
    return this.asAdmin(() => this.provider.get<PageDTO<ScholarRowDTO>>(`/admin/students${scholarQuery(args)}`), adminFailure('scholars'));
  }

  /** A scholar's page; null when the provider knows no such scholar. */
  scholar(scholarId: string): Promise<ScholarDTO | null> {
    return this.asAdmin(async () => {
      const answer = await this.provider.exchange({ method: 'GET', path: `/admin/students/${id(scholarId)}` });
      if (answer.statusCode === 404) return answer.body.dump().then(() => null);
      return readJson<ScholarDTO>(answer);
    }, adminFailure('scholar'));
  }

  /** The CSV of the filtered scholars, to stream back unread. */
  exportScholars(query: Query): Promise<Dispatcher.ResponseData> {
    return this.asAdmin(
      async () => {
        const answer = await this.provider.exchange({ method: 'GET', path: `/admin/students/export.csv${query}` });
        if (answer.statusCode >= 200 && answer.statusCode < 300) return answer;
        throw await failureOf(answer);
      },
      { ...adminFailure('export'), exposeHttpStatus: true },
    );
  }

  changeStatus(scholarId: string, change: { status: EnrollmentStatus; reason: string; expectedStatus?: EnrollmentStatus | null }) {
    return this.asAdmin(
      () => this.provider.send<Written<ScholarRowDTO>>('PUT', `/admin/students/${id(scholarId)}/status`, change),
      adminFailure('statusChange'),
    );
  }

  /** The roster's report: 200 for a dry run or an import, 422 (the same report) when a row is invalid. */
  importRoster(csv: string, dryRun: boolean): Promise<RosterImportDTO> {
    return this.asAdmin(async () => {
      const answer = await this.provider.exchange({
        method: 'POST',
        path: `/admin/students/import?dryRun=${dryRun}`,
        headers: { 'content-type': 'text/csv; charset=utf-8' },
        body: Readable.from([Buffer.from(csv, 'utf8')]),
      });
      if (answer.statusCode === 422 || (answer.statusCode >= 200 && answer.statusCode < 300)) return readJson<RosterImportDTO>(answer);
      throw await failureOf(answer);
    }, adminFailure('roster'));
  }

  invitations(
    status: InvitationStatus | null | undefined,
    search: string | null | undefined,
    page?: number | null,
    pageSize?: number | null,
  ) {
    return this.asAdmin(
      () => this.provider.get<PageDTO<InvitationDTO>>(`/admin/invitations${invitationQuery(status, search, page, pageSize)}`),
      adminFailure('invitations'),
    );
  }

  resendInvitation(invitationId: string) {
    return this.asAdmin(
      () => this.provider.send<Written<InvitationDTO>>('POST', `/admin/invitations/${id(invitationId)}/resend`),
      adminFailure('resend'),
    );
  }

  revokeInvitation(invitationId: string) {
    return this.asAdmin(
      () => this.provider.send<{ message: string }>('DELETE', `/admin/invitations/${id(invitationId)}`),
      adminFailure('revoke'),
    );
  }

  administrators(page?: number | null, pageSize?: number | null) {
    return this.asAdmin(
      () => this.provider.get<PageDTO<AdministratorDTO>>(`/admin/admins${pageQuery(page, pageSize)}`),
      adminFailure('administrators'),
    );
  }

  inviteAdministrator(email: string, name: string) {
    return this.asAdmin(
      () => this.provider.send<Written<InvitationDTO>>('POST', '/admin/admins/invite', { email, name }),
      adminFailure('inviteAdministrator'),
    );
  }

  /** `GET /admin/admins/invitations`: the administrators' invitations not used yet, as the viewer may act on them. */
  async administratorInvitations(): Promise<AdministratorInvitationDTO[]> {
    const answer = await this.asAdmin(
      () => this.provider.get<{ items: AdministratorInvitationDTO[] }>('/admin/admins/invitations'),
      adminFailure('administratorInvitations'),
    );
    return answer.items;
  }

  confirmAdminInvitation(invitationId: string) {
    return this.asAdmin(
      () => this.provider.send<Written<AdministratorInvitationDTO>>('POST', `/admin/admins/invitations/${id(invitationId)}/confirm`),
      adminFailure('confirmInvitation'),
    );
  }

  setAdministratorActive(adminId: string, active: boolean) {
    return this.asAdmin(
      () => this.provider.send<Written<AdministratorDTO>>('PUT', `/admin/admins/${id(adminId)}/active`, { active }),
      adminFailure('administratorActive'),
    );
  }

  auditLog(filter: AuditFilter | null | undefined, page?: number | null, pageSize?: number | null) {
    return this.asAdmin(
      () => this.provider.get<PageDTO<AuditEntryDTO>>(`/admin/audit${auditQuery(filter, page, pageSize)}`),
      adminFailure('audit'),
    );
  }

  settings() {
    return this.asAdmin(() => this.provider.get<ProgrammeSettingsDTO>('/admin/settings/programme'), adminFailure('settings'));
  }

  /** `GET /admin/batches`: the batches every batch choice offers. */
  async batches(): Promise<number[]> {
    return (await this.asAdmin(() => this.provider.get<BatchesDTO>('/admin/batches'), adminFailure('batches'))).batches;
  }

  saveSettings(input: ProgrammeSettingsInput) {
    return this.asAdmin(
      () =>
        this.provider.send<Written<ProgrammeSettingsDTO>>('PUT', '/admin/settings/programme', {
          ...input,
          // Left out (or null), the provider keeps each money setting as it is.
          stipendAmountTzs: input.stipendAmountTzs ?? undefined,
          stipendInstalments: input.stipendInstalments ?? undefined,
          maxStipendsPerYear: input.maxStipendsPerYear ?? undefined,
        }),
      adminFailure('saveSettings'),
    );
  }
}

async function readJson<T>(answer: Dispatcher.ResponseData): Promise<T> {
  try {
    return (await answer.body.json()) as T;
  } catch (error) {
    throw new ProviderInvalidResponseError(error, answer.statusCode);
  }
}
