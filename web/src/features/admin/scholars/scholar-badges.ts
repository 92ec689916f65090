import { defineMessages } from 'react-intl';
import type { ControlNumberStatus, EnrollmentStatus, ScholarDocument } from '@/gql/graphql';
import { statusBadge, type StatusBadge } from '@/shared/status/status-badge';
import { english } from '@/shared/ui/shared-intl';

// How the desk shows enrollment and control-number statuses: words in the reader's language and a colour that repeats them.

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

const CONTROL_NUMBER_WORDS = defineMessages<ControlNumberStatus>({
  UNPAID: { id: 'admin.scholars.scholarBadges.unpaid', defaultMessage: 'Unpaid' },
  PROCESSING: { id: 'admin.scholars.scholarBadges.processing', defaultMessage: 'Processing' },
  PAID: { id: 'admin.scholars.scholarBadges.paid', defaultMessage: 'Paid' },
  FAILED: { id: 'admin.scholars.scholarBadges.failed', defaultMessage: 'Failed' },
});

export const CONTROL_NUMBER: Record<ControlNumberStatus, StatusBadge> = {
  UNPAID: statusBadge(CONTROL_NUMBER_WORDS.UNPAID, 'neutral'),
  PROCESSING: statusBadge(CONTROL_NUMBER_WORDS.PROCESSING, 'info'),
  PAID: statusBadge(CONTROL_NUMBER_WORDS.PAID, 'success'),
  FAILED: statusBadge(CONTROL_NUMBER_WORDS.FAILED, 'danger'),
};

/** What a scholar can be missing for a year, in the reader's language. */
export const MISSING = defineMessages<ScholarDocument>({
  RESULTS: { id: 'admin.scholars.scholarBadges.results', defaultMessage: 'Results' },
  UNIVERSITY_FEE: { id: 'admin.scholars.scholarBadges.universityFee', defaultMessage: 'University fee' },
  NHIF: { id: 'admin.scholars.scholarBadges.nhif', defaultMessage: 'NHIF' },
});

/** The same in English, for the screens that do not speak Kiswahili yet. */
export const MISSING_LABELS: Record<ScholarDocument, string> = {
  RESULTS: english.formatMessage(MISSING.RESULTS),
  UNIVERSITY_FEE: english.formatMessage(MISSING.UNIVERSITY_FEE),
  NHIF: english.formatMessage(MISSING.NHIF),
};
