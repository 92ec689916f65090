import type { BadgeTone } from '../ui/Badge';

// Spec 4: 'Submitted' right after an upload, otherwise the provider's status, 'completed' by default.
const STATUSES: Record<string, { label: string; tone: BadgeTone }> = {
  Submitted: { label: 'Submitted', tone: 'info' },
  SUBMITTED: { label: 'Submitted', tone: 'info' },
  APPROVED: { label: 'Approved', tone: 'success' },
  REJECTED: { label: 'Rejected', tone: 'danger' },
  completed: { label: 'Completed', tone: 'neutral' },
};

/** The badge for a result's status; a status the portal does not know is shown as it came. */
export function resultStatusBadge(status: string): { label: string; tone: BadgeTone } {
  return STATUSES[status] ?? { label: status || 'Completed', tone: 'neutral' };
}

export function isRejected(status: string): boolean {
  return status === 'REJECTED';
}
