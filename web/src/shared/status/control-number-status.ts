import { defineMessages } from 'react-intl';
import type { ControlNumberStatus } from '@/gql/graphql';
import { statusBadge, type StatusBadge } from './status-badge';

const WORDS = defineMessages<ControlNumberStatus>({
  UNPAID: { id: 'shared.controlNumberStatus.unpaid', defaultMessage: 'Unpaid' },
  PROCESSING: { id: 'shared.controlNumberStatus.processing', defaultMessage: 'Processing' },
  PAID: { id: 'shared.controlNumberStatus.paid', defaultMessage: 'Paid' },
  FAILED: { id: 'shared.controlNumberStatus.failed', defaultMessage: 'Failed' },
});

// Where a submitted control number stands on the payments desk (the schema's ControlNumberStatus), as a badge.
const STATUSES: Record<ControlNumberStatus, StatusBadge> = {
  UNPAID: statusBadge(WORDS.UNPAID, 'neutral'),
  PROCESSING: statusBadge(WORDS.PROCESSING, 'info'),
  PAID: statusBadge(WORDS.PAID, 'success'),
  FAILED: statusBadge(WORDS.FAILED, 'danger'),
};

export function controlNumberStatusBadge(status: ControlNumberStatus): StatusBadge {
  return STATUSES[status];
}
