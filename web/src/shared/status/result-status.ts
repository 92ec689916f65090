import type { ResultStatus } from '@/gql/graphql';
import type { BadgeTone } from '../ui/Badge';

// Spec 4: 'Submitted' right after an upload and while it waits, otherwise the review's outcome, 'Completed' by default.
const BADGES: Record<ResultStatus, { label: string; tone: BadgeTone }> = {
  SUBMITTED: { label: 'Submitted', tone: 'info' },
  APPROVED: { label: 'Approved', tone: 'success' },
  REJECTED: { label: 'Rejected', tone: 'danger' },
  COMPLETED: { label: 'Completed', tone: 'neutral' },
};

export function resultStatusBadge(status: ResultStatus): { label: string; tone: BadgeTone } {
  return BADGES[status];
}

export function isRejected(status: ResultStatus): boolean {
  return status === 'REJECTED';
}
