import { defineMessages } from 'react-intl';
import { statusBadge, type StatusBadge } from './status-badge';

const WORDS = defineMessages({
  pending: { id: 'shared.paymentStatus.pending', defaultMessage: 'Pending' },
  processing: { id: 'shared.paymentStatus.processing', defaultMessage: 'Processing' },
  completed: { id: 'shared.paymentStatus.completed', defaultMessage: 'Completed' },
  failed: { id: 'shared.paymentStatus.failed', defaultMessage: 'Failed' },
});

// The portal's payment statuses (docs/behaviour.md §4 maps the provider's onto these) as badges.
const STATUSES: Record<string, StatusBadge> & { pending: StatusBadge } = {
  pending: statusBadge(WORDS.pending, 'warning'),
  processing: statusBadge(WORDS.processing, 'info'),
  completed: statusBadge(WORDS.completed, 'success'),
  failed: statusBadge(WORDS.failed, 'danger'),
};

export function paymentStatusBadge(status: string): StatusBadge {
  return STATUSES[status] ?? STATUSES.pending;
}
