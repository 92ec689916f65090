import { MAX_STATUS_REASON_LENGTH, STATUS_REASON_REQUIRED } from '@nuru/rules/admin';

/** What stops a status change from being sent: no new status, or no reason (kept in the audit log). */
export function statusChangeProblem(current: string, next: string, reason: string): string | null {
  if (!next || next === current) return 'Choose a different status';
  const trimmed = reason.trim();
  if (!trimmed) return STATUS_REASON_REQUIRED;
  if (trimmed.length > MAX_STATUS_REASON_LENGTH) return `The reason must be at most ${MAX_STATUS_REASON_LENGTH} characters`;
  return null;
}
