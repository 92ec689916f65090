import { defineMessages } from 'react-intl';
import type { EnrollmentStatus, ScholarDocument } from '@/gql/graphql';
import { statusBadge, type StatusBadge } from '@/shared/status/status-badge';

// How the desk shows enrollment statuses: words in the reader's language and a colour that repeats them.

const ENROLLMENT_WORDS = defineMessages<EnrollmentStatus>({
  ACTIVE: { id: 'admin.scholars.scholarBadges.active', defaultMessage: 'Active' },
  SUSPENDED: { id: 'admin.scholars.scholarBadges.suspended', defaultMessage: 'Suspended' },
  GRADUATED: { id: 'admin.scholars.scholarBadges.graduated', defaultMessage: 'Graduated' },
  WITHDRAWN: { id: 'admin.scholars.scholarBadges.withdrawn', defaultMessage: 'Withdrawn' },
});

export const ENROLLMENT: Record<EnrollmentStatus, StatusBadge> = {
  ACTIVE: statusBadge(ENROLLMENT_WORDS.ACTIVE, 'success'),
  SUSPENDED: statusBadge(ENROLLMENT_WORDS.SUSPENDED, 'warning'),
  GRADUATED: statusBadge(ENROLLMENT_WORDS.GRADUATED, 'info'),
  WITHDRAWN: statusBadge(ENROLLMENT_WORDS.WITHDRAWN, 'neutral'),
};

/** What a scholar can be missing for a year, in the reader's language. */
export const MISSING = defineMessages<ScholarDocument>({
  RESULTS: { id: 'admin.scholars.scholarBadges.results', defaultMessage: 'Results' },
  UNIVERSITY_FEE: { id: 'admin.scholars.scholarBadges.universityFee', defaultMessage: 'University fee' },
  NHIF: { id: 'admin.scholars.scholarBadges.nhif', defaultMessage: 'NHIF' },
});
