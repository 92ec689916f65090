import { defineMessages } from 'react-intl';
import type { StipendStatus } from '@/gql/graphql';
import { statusBadge, type StatusBadge } from './status-badge';

const WORDS = defineMessages<StipendStatus>({
  IN_RUN: { id: 'shared.stipendStatus.inRun', defaultMessage: 'In a run' },
  APPROVED: { id: 'shared.stipendStatus.approved', defaultMessage: 'Approved' },
  PAID: { id: 'shared.stipendStatus.paid', defaultMessage: 'Paid' },
  FAILED: { id: 'shared.stipendStatus.failed', defaultMessage: 'Transfer failed' },
  NOT_INCLUDED: { id: 'shared.stipendStatus.notIncluded', defaultMessage: 'Not included' },
  ELIGIBLE: { id: 'shared.stipendStatus.eligible', defaultMessage: 'Eligible' },
  NOT_ELIGIBLE: { id: 'shared.stipendStatus.notEligible', defaultMessage: 'Not eligible' },
});

// Where a scholar's stipend stands (the schema's StipendStatus), as the dashboard's card and the Payments page's
// history show it: the provider's sentence says the rest.
const STATUSES: Record<StipendStatus, StatusBadge> = {
  IN_RUN: statusBadge(WORDS.IN_RUN, 'info'),
  APPROVED: statusBadge(WORDS.APPROVED, 'info'),
  PAID: statusBadge(WORDS.PAID, 'success'),
  FAILED: statusBadge(WORDS.FAILED, 'danger'),
  NOT_INCLUDED: statusBadge(WORDS.NOT_INCLUDED, 'warning'),
  ELIGIBLE: statusBadge(WORDS.ELIGIBLE, 'success'),
  NOT_ELIGIBLE: statusBadge(WORDS.NOT_ELIGIBLE, 'warning'),
};

export function stipendStatusBadge(status: StipendStatus): StatusBadge {
  return STATUSES[status];
}
