import { defineMessages } from 'react-intl';
import type { EnrollmentStatus } from '@/gql/graphql';
import { statusBadge, type StatusBadge } from './status-badge';

const WORDS = defineMessages<EnrollmentStatus>({
  ACTIVE: { id: 'shared.enrollmentStatus.active', defaultMessage: 'Active' },
  SUSPENDED: { id: 'shared.enrollmentStatus.suspended', defaultMessage: 'Suspended' },
  GRADUATED: { id: 'shared.enrollmentStatus.graduated', defaultMessage: 'Graduated' },
  WITHDRAWN: { id: 'shared.enrollmentStatus.withdrawn', defaultMessage: 'Withdrawn' },
});

// Where a scholar stands in the programme, as the scholar's own pages and the desk show it: words and a colour.
const BADGES: Record<EnrollmentStatus, StatusBadge> = {
  ACTIVE: statusBadge(WORDS.ACTIVE, 'success'),
  SUSPENDED: statusBadge(WORDS.SUSPENDED, 'warning'),
  GRADUATED: statusBadge(WORDS.GRADUATED, 'info'),
  WITHDRAWN: statusBadge(WORDS.WITHDRAWN, 'neutral'),
};

export function enrollmentStatusBadge(status: EnrollmentStatus): StatusBadge {
  return BADGES[status];
}
