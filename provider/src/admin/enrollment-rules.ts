// Enrollment statuses: stored as the spec's profile shows them ('Active', ...), written on the admin API as
// ACTIVE, SUSPENDED, GRADUATED, WITHDRAWN.
export const ENROLLMENT_STATUSES = ['ACTIVE', 'SUSPENDED', 'GRADUATED', 'WITHDRAWN'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

const STORED: Record<EnrollmentStatus, string> = {
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
  GRADUATED: 'Graduated',
  WITHDRAWN: 'Withdrawn',
};

export const isEnrollmentStatus = (value: unknown): value is EnrollmentStatus =>
  typeof value === 'string' && (ENROLLMENT_STATUSES as readonly string[]).includes(value);

export const storedStatus = (status: EnrollmentStatus): string => STORED[status];

/** The wire form of a stored status; anything unknown reads as ACTIVE, the default every account starts with. */
export function wireStatus(stored: string): EnrollmentStatus {
  const found = ENROLLMENT_STATUSES.find((status) => STORED[status].toLowerCase() === stored.trim().toLowerCase());
  return found ?? 'ACTIVE';
}

export const MAX_REASON_LENGTH = 500;

export const STATUS_CHANGE_MESSAGES = {
  invalidStatus: `status must be one of ${ENROLLMENT_STATUSES.join(', ')}`,
  reasonRequired: 'A reason is required to change the enrollment status',
  reasonTooLong: `The reason must be at most ${MAX_REASON_LENGTH} characters`,
  sameStatus: 'The scholar already has this enrollment status',
  stale: 'The enrollment status was changed by someone else since you loaded it. Reload and try again.',
  notFound: 'Student not found',
  changed: 'Enrollment status updated',
} as const;

export interface StatusChange {
  status: EnrollmentStatus;
  reason: string;
  /** The status the officer saw; when it is no longer the scholar's, the change is refused. */
  expected?: EnrollmentStatus;
}

/** A status-change body read, or why it is refused. */
export function parseStatusChange(body: {
  status?: unknown;
  reason?: unknown;
  expectedStatus?: unknown;
}): StatusChange | { problem: string } {
  if (!isEnrollmentStatus(body.status)) return { problem: STATUS_CHANGE_MESSAGES.invalidStatus };
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!reason) return { problem: STATUS_CHANGE_MESSAGES.reasonRequired };
  if (reason.length > MAX_REASON_LENGTH) return { problem: STATUS_CHANGE_MESSAGES.reasonTooLong };
  if (body.expectedStatus !== undefined && body.expectedStatus !== null && !isEnrollmentStatus(body.expectedStatus))
    return { problem: `expectedStatus must be one of ${ENROLLMENT_STATUSES.join(', ')}` };
  return { status: body.status, reason, ...(isEnrollmentStatus(body.expectedStatus) ? { expected: body.expectedStatus } : {}) };
}
