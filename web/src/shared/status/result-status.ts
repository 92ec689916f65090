import { defineMessages } from 'react-intl';
import type { ResultStatus } from '@/gql/graphql';
import { statusBadge, type StatusBadge } from './status-badge';

const WORDS = defineMessages<ResultStatus>({
  SUBMITTED: { id: 'shared.resultStatus.submitted', defaultMessage: 'Submitted' },
  APPROVED: { id: 'shared.resultStatus.approved', defaultMessage: 'Approved' },
  REJECTED: { id: 'shared.resultStatus.rejected', defaultMessage: 'Rejected' },
  COMPLETED: { id: 'shared.resultStatus.completed', defaultMessage: 'Completed' },
});

// docs/behaviour.md §4: 'Submitted' right after an upload and while it waits, otherwise the review's outcome, 'Completed' by default.
const BADGES: Record<ResultStatus, StatusBadge> = {
  SUBMITTED: statusBadge(WORDS.SUBMITTED, 'info'),
  APPROVED: statusBadge(WORDS.APPROVED, 'success'),
  REJECTED: statusBadge(WORDS.REJECTED, 'danger'),
  COMPLETED: statusBadge(WORDS.COMPLETED, 'neutral'),
};

export function resultStatusBadge(status: ResultStatus): StatusBadge {
  return BADGES[status];
}

export function isRejected(status: ResultStatus): boolean {
  return status === 'REJECTED';
}
