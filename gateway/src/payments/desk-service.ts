import { Readable } from 'node:stream';
import { asAdmin } from '../access/admin.js';
import { BULK_SELECTION_REQUIRED, BULK_TOO_MANY, flagNoteProblem, MAX_BULK_PAYMENTS, statusChangeProblem } from '@nuru/rules/payments';
import type { FailureRules } from '../errors/provider-failure.js';
import { refuseBadInput } from '../errors/user-facing.js';
import type { ControlNumberListFilter, ControlNumberStatus, PaymentType } from '../generated/resolvers.js';
import type { PageDTO } from '../lists/connection.js';
import { failureOf } from '../provider/client.js';
import { ProviderError, ProviderInvalidResponseError } from '../provider/errors.js';
import type { ProviderSession } from '../provider/session.js';
import type { BankRefusalDTO, BulkChangeDTO, ControlNumberRowDTO, PaymentScholarDTO, ReconciliationDTO } from './desk-dto.js';
import { statusRefusalDetails } from './desk-mapping.js';
import { bankFileRefusal, deskFailure } from './desk-messages.js';
import { controlNumberQuery, missingQuery, reconcileQuery } from './desk-query.js';

const id = (value: string) => encodeURIComponent(value);
type Written<T> = { message: string; data: T };
type Maybe<T> = T | null | undefined;

/**
 * The provider's payments desk (ADMIN only), failing in the desk's words. Every call first makes sure the caller
 * is an administrator, so nothing reaches the provider for anyone else.
 */
export class PaymentDeskService {
  constructor(private readonly provider: ProviderSession) {}

  /** An administrator first (a student learns nothing, not even what is wrong with the input), then the input's check. */
  private asAdmin<T>(work: () => Promise<T>, rules: FailureRules, problem: string | null = null): Promise<T> {
    return asAdmin(
      this.provider,
      async () => {
        refuseBadInput(problem);
        return work();
      },
      rules,
    );
  }

  controlNumbers(filter: Maybe<ControlNumberListFilter>, page: Maybe<number>, pageSize: Maybe<number>) {
    return this.asAdmin(
      () => this.provider.get<PageDTO<ControlNumberRowDTO>>(`/admin/payments${controlNumberQuery(filter, page, pageSize)}`),
      deskFailure('controlNumbers'),
    );
  }

  missing(args: { type: PaymentType; year?: Maybe<string>; batchNo?: Maybe<number>; page?: Maybe<number>; pageSize?: Maybe<number> }) {
    return this.asAdmin(
      () => this.provider.get<PageDTO<PaymentScholarDTO>>(`/admin/payments/missing${missingQuery(args)}`),
      deskFailure('missing'),
    );
  }

  setStatus(
    paymentId: string,
    change: { status: ControlNumberStatus; reason?: Maybe<string>; expectedStatus?: Maybe<ControlNumberStatus> },
  ) {
    return this.asAdmin(
      () =>
        this.provider.send<Written<ControlNumberRowDTO>>('PUT', `/admin/payments/${id(paymentId)}/status`, {
          ...change,
          reason: change.reason?.trim() || undefined,
        }),
      { ...deskFailure('status'), details: statusRefusalDetails },
      statusChangeProblem(change.status, change.reason),
    );
  }

  setStatuses(ids: string[], status: ControlNumberStatus, reason: Maybe<string>) {
    return this.asAdmin(
      () => this.provider.send<BulkChangeDTO>('POST', '/admin/payments/status', { ids, status, reason: reason?.trim() || undefined }),
      deskFailure('bulkStatus'),
      ids.length === 0 ? BULK_SELECTION_REQUIRED : ids.length > MAX_BULK_PAYMENTS ? BULK_TOO_MANY : statusChangeProblem(status, reason),
    );
  }

  resolveFlag(paymentId: string, note: string) {
    return this.asAdmin(
      () =>
        this.provider.send<Written<ControlNumberRowDTO>>('POST', `/admin/payments/${id(paymentId)}/flags/resolve`, { note: note.trim() }),
      deskFailure('resolve'),
      flagNoteProblem(note),
    );
  }

  /** The report (200), or a file the provider could not read line by line (400 with its line errors). */
  reconcile(year: string, type: PaymentType, csv: string, dryRun: boolean): Promise<ReconciliationDTO | BankRefusalDTO> {
    return this.asAdmin(async () => {
      const answer = await this.provider.exchange({
        method: 'POST',
        path: `/admin/payments/reconcile${reconcileQuery(year, type, dryRun)}`,
        headers: { 'content-type': 'text/csv; charset=utf-8' },
        body: Readable.from([Buffer.from(csv, 'utf8')]),
      });
      if (answer.statusCode !== 200 && answer.statusCode !== 400) throw await failureOf(answer);
      let body: unknown;
      try {
        body = await answer.body.json();
      } catch (error) {
        throw new ProviderInvalidResponseError(error, answer.statusCode);
      }
      if (answer.statusCode === 200) return body as ReconciliationDTO;
      const refusal = body as Partial<BankRefusalDTO>;
      if (Array.isArray(refusal.errors) && refusal.errors.length) return refusal as BankRefusalDTO;
      throw new ProviderError(400, bankFileRefusal(refusal));
    }, deskFailure('reconcile'));
  }
}
