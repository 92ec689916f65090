import { BULK_APPROVAL_EMPTY, BULK_APPROVAL_TOO_MANY, MAX_BULK_APPROVAL, reviewCommentProblem } from '@nuru/rules/results';
import type { Dispatcher } from 'undici';
import { asAdmin } from '../access/admin.js';
import type { FailureRules } from '../errors/provider-failure.js';
import { refuseBadInput } from '../errors/user-facing.js';
import type { ResultReviewFilter, ResultStatus, ReviewDecision } from '../generated/resolvers.js';
import { failureOf } from '../provider/client.js';
import type { ProviderSession } from '../provider/session.js';
import type { PageDTO } from '../lists/connection.js';
import { queryString as query } from '../lists/query-string.js';
import type { BulkApprovalDTO, ReviewQueueItemDTO, ScholarWithoutResultsDTO } from './review-dto.js';
import { reviewFailure } from './review-messages.js';

const file = (fileName: string) => encodeURIComponent(fileName);

/**
 * The officers' results desk at the provider (ADMIN only), failing in the desk's words. Every call first makes
 * sure the caller is an administrator, so nothing reaches the provider for anyone else.
 */
export class ResultReviewService {
  constructor(private readonly provider: ProviderSession) {}

  private asAdmin<T>(work: () => Promise<T>, rules: FailureRules): Promise<T> {
    return asAdmin(this.provider, work, rules);
  }

  queue(filter: ResultReviewFilter | null | undefined, page?: number | null, pageSize?: number | null) {
    const search = query({ year: filter?.year, batchNo: filter?.batchNo, status: filter?.status, page, pageSize });
    return this.asAdmin(() => this.provider.get<PageDTO<ReviewQueueItemDTO>>(`/admin/results${search}`), reviewFailure('queue'));
  }

  notUploaded(year?: string | null, batchNo?: number | null, page?: number | null, pageSize?: number | null) {
    const search = query({ year, batchNo, page, pageSize });
    return this.asAdmin(
      () => this.provider.get<PageDTO<ScholarWithoutResultsDTO>>(`/admin/results/missing${search}`),
      reviewFailure('notUploaded'),
    );
  }

  review(fileName: string, change: { status: ReviewDecision; comment?: string | null; expectedStatus?: ResultStatus | null }) {
    return this.asAdmin(() => {
      refuseBadInput(reviewCommentProblem(change.status, change.comment));
      return this.provider.send<{ message: string; data: ReviewQueueItemDTO }>('PUT', `/admin/results/${file(fileName)}/review`, {
        status: change.status,
        comment: change.comment?.trim() || null,
        ...(change.expectedStatus ? { expectedStatus: change.expectedStatus } : {}),
      });
    }, reviewFailure('review'));
  }

  approve(fileNames: readonly string[]) {
    return this.asAdmin(() => {
      refuseBadInput(fileNames.length === 0 ? BULK_APPROVAL_EMPTY : fileNames.length > MAX_BULK_APPROVAL ? BULK_APPROVAL_TOO_MANY : null);
      return this.provider.send<BulkApprovalDTO>('POST', '/admin/results/review', { fileNames, status: 'APPROVED' });
    }, reviewFailure('approve'));
  }

  /** Any scholar's document, to stream back unread. */
  document(fileName: string): Promise<Dispatcher.ResponseData> {
    return this.asAdmin(
      async () => {
        const answer = await this.provider.exchange({ method: 'GET', path: `/admin/results/${file(fileName)}/download` });
        if (answer.statusCode >= 200 && answer.statusCode < 300) return answer;
        throw await failureOf(answer);
      },
      reviewFailure('download', { exposeHttpStatus: true }),
    );
  }
}
