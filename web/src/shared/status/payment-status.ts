import type { BadgeTone } from '../ui/Badge';

// The portal's payment statuses (spec 4 maps the provider's onto these) as badges.
const STATUSES: Record<string, { label: string; tone: BadgeTone }> & { pending: { label: string; tone: BadgeTone } } = {
  pending: { label: 'Pending', tone: 'warning' },
  processing: { label: 'Processing', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

export function paymentStatusBadge(status: string): { label: string; tone: BadgeTone } {
  return STATUSES[status] ?? STATUSES.pending;
}
