import { MAX_STATUS_REASON_LENGTH, STATUS_REASON_REQUIRED } from '@nuru/rules/admin';
import { defineMessages, type IntlShape, type NoMessageValues } from 'react-intl';
import { english } from '@/shared/ui/shared-intl';

const PROBLEMS = defineMessages<{ sameStatus: NoMessageValues; reasonTooLong: { max: number } }>({
  sameStatus: { id: 'admin.scholars.statusChangeRules.sameStatus', defaultMessage: 'Choose a different status' },
  reasonTooLong: { id: 'admin.scholars.statusChangeRules.reasonTooLong', defaultMessage: 'The reason must be at most {max} characters' },
});

/** Why a status change cannot be sent, and the field it belongs under. */
export type StatusChangeCheck = { field: 'status' | 'reason'; text: string };

/**
 * What stops a status change from being sent: no new status, or no reason (kept in the audit log), in the reader's
 * language (the rules' own sentence for a missing reason, which the field says in the reader's language).
 */
export function statusChangeCheck(current: string, next: string, reason: string, intl: IntlShape = english): StatusChangeCheck | null {
  if (!next || next === current) return { field: 'status', text: intl.formatMessage(PROBLEMS.sameStatus) };
  const trimmed = reason.trim();
  if (!trimmed) return { field: 'reason', text: STATUS_REASON_REQUIRED };
  if (trimmed.length > MAX_STATUS_REASON_LENGTH)
    return { field: 'reason', text: intl.formatMessage(PROBLEMS.reasonTooLong, { max: MAX_STATUS_REASON_LENGTH }) };
  return null;
}

/** The same check as a sentence, or null when the change can be sent. */
export function statusChangeProblem(current: string, next: string, reason: string, intl: IntlShape = english): string | null {
  return statusChangeCheck(current, next, reason, intl)?.text ?? null;
}
