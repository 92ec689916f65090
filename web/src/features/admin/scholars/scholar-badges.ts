import type { ControlNumberStatus, EnrollmentStatus } from '@/gql/graphql';
import type { BadgeTone } from '@/shared/ui/Badge';

// How the desk shows enrollment and control-number statuses: a word and a colour that repeats it.
export const ENROLLMENT: Record<EnrollmentStatus, { label: string; tone: BadgeTone }> = {
  ACTIVE: { label: 'Active', tone: 'success' },
  SUSPENDED: { label: 'Suspended', tone: 'warning' },
  GRADUATED: { label: 'Graduated', tone: 'info' },
  WITHDRAWN: { label: 'Withdrawn', tone: 'neutral' },
};

export const CONTROL_NUMBER: Record<ControlNumberStatus, { label: string; tone: BadgeTone }> = {
  UNPAID: { label: 'Unpaid', tone: 'neutral' },
  PROCESSING: { label: 'Processing', tone: 'info' },
  PAID: { label: 'Paid', tone: 'success' },
  FAILED: { label: 'Failed', tone: 'danger' },
};

export const MISSING_LABELS = { RESULTS: 'Results', UNIVERSITY_FEE: 'University fee', NHIF: 'NHIF' } as const;
