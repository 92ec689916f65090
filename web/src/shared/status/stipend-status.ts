import type { BadgeTone } from '../ui/Badge';

// Where a scholar's stipend stands (the schema's StipendStatus), as the dashboard's card and the Payments page's
// history show it: the provider's sentence says the rest.
const STATUSES: Record<string, { label: string; tone: BadgeTone }> = {
  IN_RUN: { label: 'In a run', tone: 'info' },
  APPROVED: { label: 'Approved', tone: 'info' },
  PAID: { label: 'Paid', tone: 'success' },
  FAILED: { label: 'Transfer failed', tone: 'danger' },
  NOT_INCLUDED: { label: 'Not included', tone: 'warning' },
  ELIGIBLE: { label: 'Eligible', tone: 'success' },
  NOT_ELIGIBLE: { label: 'Not eligible', tone: 'warning' },
};

export function stipendStatusBadge(status: string): { label: string; tone: BadgeTone } {
  return STATUSES[status] ?? { label: status, tone: 'neutral' };
}
