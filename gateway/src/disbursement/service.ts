import type { Dispatcher } from 'undici';
import { asAdmin } from '../access/admin.js';
import { readViewer } from '../access/viewer.js';
import { withProviderErrors, type FailureRules } from '../errors/provider-failure.js';
import type { CreateDisbursementRunInput, DisbursementRunStatus, UpdateDisbursementItemInput } from '../generated/resolvers.js';
import type { PageDTO } from '../lists/connection.js';
import { queryString } from '../lists/query-string.js';
import { failureOf } from '../provider/client.js';
import type { Lenient, ProviderSchema } from '../provider/contract.js';
import { ProviderError } from '../provider/errors.js';
import type { ProviderSession } from '../provider/session.js';
import type { CreateRunBody, ItemEditBody, MyStipendDTO, RunDTO, RunSummaryDTO } from './dto.js';
import { bankFileFailure, disbursementFailure } from './messages.js';

const id = (value: string) => encodeURIComponent(value);
type Maybe<T> = T | null | undefined;
type Viewer = Lenient<Pick<ProviderSchema<'Profile'>, 'id' | 'role'>>;

/**
 * The provider's stipend runs (ADMIN only) and a scholar's own stipend, failing in the runs' words. Every admin call
 * first makes sure the caller is an administrator, so nothing reaches the provider for anyone else; the caller's id
 * is read with it (the same memoised GET /profile), before any write, for the runs' viewerCan* answers.
 */
export class DisbursementService {
  private viewer: Promise<Viewer> | undefined;

  constructor(private readonly provider: ProviderSession) {}

  private asAdmin<T>(work: () => Promise<T>, rules: FailureRules): Promise<T> {
    return asAdmin(
      this.provider,
      async () => {
        await this.viewerId();
        return work();
      },
      rules,
    );
  }

  /** The caller's id, read once per request (null when the profile has none). */
  async viewerId(): Promise<string | null> {
    this.viewer ??= readViewer<Viewer>(this.provider);
    return (await this.viewer).id ?? null;
  }

  runs(status: Maybe<DisbursementRunStatus>, page: Maybe<number>, pageSize: Maybe<number>) {
    const query = queryString({ status, page, pageSize });
    return this.asAdmin(() => this.provider.get<PageDTO<RunSummaryDTO>>(`/admin/disbursements${query}`), disbursementFailure('runs'));
  }

  /** A run with its rows and changes (memoised per request like every read); null when the provider knows none. */
  run(runId: string): Promise<RunDTO | null> {
    return this.asAdmin(async () => {
      try {
        return await this.provider.get<RunDTO>(`/admin/disbursements/${id(runId)}`);
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return null;
        throw error;
      }
    }, disbursementFailure('run'));
  }

  create(input: CreateDisbursementRunInput) {
    const body: CreateRunBody = {
      instalment: input.instalment,
      academicYear: input.academicYear,
      batchNo: input.batchNo ?? null,
      ...(input.amountTzs == null ? {} : { amountTzs: input.amountTzs }),
    };
    return this.asAdmin(() => this.provider.send<RunDTO>('POST', '/admin/disbursements', body), disbursementFailure('create'));
  }

  editItem({ runId, studentId, version, amountTzs, excluded, reason }: UpdateDisbursementItemInput) {
    const body: ItemEditBody = {
      version,
      reason,
      ...(amountTzs == null ? {} : { amountTzs }),
      ...(excluded == null ? {} : { excluded }),
    };
    return this.asAdmin(
      () => this.provider.send<RunDTO>('PUT', `/admin/disbursements/${id(runId)}/items/${id(studentId)}`, body),
      disbursementFailure('editItem'),
    );
  }

  approve(runId: string, version: number) {
    return this.asAdmin(
      () => this.provider.send<RunDTO>('POST', `/admin/disbursements/${id(runId)}/approve`, { version }),
      disbursementFailure('approve'),
    );
  }

  cancel(runId: string, version: number, reason: string) {
    return this.asAdmin(
      () => this.provider.send<RunDTO>('POST', `/admin/disbursements/${id(runId)}/cancel`, { version, reason }),
      disbursementFailure('cancel'),
    );
  }

  /** A waiting cancellation confirmed by a second administrator, or withdrawn. */
  settleCancel(runId: string, version: number, how: 'confirm' | 'withdraw') {
    return this.asAdmin(
      () => this.provider.send<RunDTO>('POST', `/admin/disbursements/${id(runId)}/cancel/${how}`, { version }),
      disbursementFailure('cancel'),
    );
  }

  markPaid(runId: string, version: number, paidAt: Maybe<string>) {
    return this.asAdmin(
      () => this.provider.send<RunDTO>('POST', `/admin/disbursements/${id(runId)}/paid`, { version, ...(paidAt ? { paidAt } : {}) }),
      disbursementFailure('paid'),
    );
  }

  markTransferFailed(runId: string, studentId: string, reason: string) {
    return this.asAdmin(
      () => this.provider.send<RunDTO>('PUT', `/admin/disbursements/${id(runId)}/items/${id(studentId)}/failed`, { reason }),
      disbursementFailure('transferFailed'),
    );
  }

  /** A reported failure confirmed by a second administrator, or dismissed. */
  settleTransferFailure(runId: string, studentId: string, how: 'confirm' | 'dismiss') {
    return this.asAdmin(
      () => this.provider.send<RunDTO>('POST', `/admin/disbursements/${id(runId)}/items/${id(studentId)}/failed/${how}`),
      disbursementFailure('transferFailed'),
    );
  }

  /** The run's bank file, to stream back unread. */
  bankFile(runId: string): Promise<Dispatcher.ResponseData> {
    return this.asAdmin(async () => {
      const answer = await this.provider.exchange({ method: 'GET', path: `/admin/disbursements/${id(runId)}/bank-file.csv` });
      if (answer.statusCode >= 200 && answer.statusCode < 300) return answer;
      throw await failureOf(answer);
    }, bankFileFailure());
  }

  /** "Where is my stipend?" for the signed-in scholar (the provider answers an administrator 403). */
  mine() {
    return withProviderErrors(() => this.provider.get<MyStipendDTO>('/disbursements/mine'), disbursementFailure('mine'));
  }
}
