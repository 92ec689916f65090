// How an audit entry reads to an officer, in their language: "Changed the enrollment status", not "student.status_changed".
import { toPortalYear } from '@nuru/rules/academic-year';
import { paymentTypeLabel } from '@nuru/rules/payments';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { ControlNumberStatus, EnrollmentStatus, ResultStatus, type ScholarDocument } from '@/gql/graphql';
import { serverWords } from '@/shared/i18n/words';
import { formatShillings } from '@/shared/rules/format';
import { controlNumberStatusBadge } from '@/shared/status/control-number-status';
import { enrollmentStatusBadge } from '@/shared/status/enrollment-status';
import { resultStatusBadge } from '@/shared/status/result-status';
import { MISSING } from '../scholars/scholar-badges';

const ACTIONS: Record<string, MessageDescriptor> = defineMessages({
  'student.status_changed': { id: 'admin.components.auditWords.studentStatusChanged', defaultMessage: 'Changed the enrollment status' },
  'student.bank_account_changed': {
    id: 'admin.components.auditWords.studentBankAccountChanged',
    defaultMessage: 'Changed the bank account number',
  },
  'invitation.created': { id: 'admin.components.auditWords.invitationCreated', defaultMessage: 'Invited' },
  'invitation.resent': { id: 'admin.components.auditWords.invitationResent', defaultMessage: 'Sent an invitation again' },
  'invitation.revoked': { id: 'admin.components.auditWords.invitationRevoked', defaultMessage: 'Revoked an invitation' },
  'admin.invited': { id: 'admin.components.auditWords.adminInvited', defaultMessage: 'Invited an administrator' },
  'admin.deactivated': { id: 'admin.components.auditWords.adminDeactivated', defaultMessage: 'Deactivated an administrator' },
  'admin.activated': { id: 'admin.components.auditWords.adminActivated', defaultMessage: 'Reactivated an administrator' },
  'admin.invitation_confirmed': {
    id: 'admin.components.auditWords.adminInvitationConfirmed',
    defaultMessage: "Confirmed an administrator's invitation",
  },
  'account.deleted': { id: 'admin.components.auditWords.accountDeleted', defaultMessage: 'Deleted their own account' },
  'programme_settings.updated': {
    id: 'admin.components.auditWords.programmeSettingsUpdated',
    defaultMessage: 'Changed the programme settings',
  },
  'payment.status_changed': { id: 'admin.components.auditWords.paymentStatusChanged', defaultMessage: "Changed a control number's status" },
  'payment.flag_resolved': { id: 'admin.components.auditWords.paymentFlagResolved', defaultMessage: "Resolved a control number's flag" },
  'payment.reconciled': {
    id: 'admin.components.auditWords.paymentReconciled',
    defaultMessage: 'Marked a control number paid from the bank file',
  },
  'result.reviewed': { id: 'admin.components.auditWords.resultReviewed', defaultMessage: 'Reviewed results' },
  'reminder.sent': { id: 'admin.components.auditWords.reminderSent', defaultMessage: 'Sent a reminder' },
  'reminder.failed': { id: 'admin.components.auditWords.reminderFailed', defaultMessage: 'Could not send a reminder' },
  'announcement.created': { id: 'admin.components.auditWords.announcementCreated', defaultMessage: 'Sent an announcement' },
  'announcement.updated': { id: 'admin.components.auditWords.announcementUpdated', defaultMessage: 'Changed an announcement' },
  'announcement.pinned': { id: 'admin.components.auditWords.announcementPinned', defaultMessage: 'Pinned an announcement' },
  'announcement.unpinned': { id: 'admin.components.auditWords.announcementUnpinned', defaultMessage: 'Unpinned an announcement' },
  'announcement.deleted': { id: 'admin.components.auditWords.announcementDeleted', defaultMessage: 'Deleted an announcement' },
  'mentor.created': { id: 'admin.components.auditWords.mentorCreated', defaultMessage: 'Added a mentor' },
  'mentor.updated': { id: 'admin.components.auditWords.mentorUpdated', defaultMessage: 'Changed a mentor' },
  'mentor.deleted': { id: 'admin.components.auditWords.mentorDeleted', defaultMessage: 'Removed a mentor' },
  'mentorship_session.created': { id: 'admin.components.auditWords.sessionCreated', defaultMessage: 'Added a mentorship session' },
  'mentorship_session.updated': { id: 'admin.components.auditWords.sessionUpdated', defaultMessage: 'Changed a mentorship session' },
  'mentorship_session.deleted': { id: 'admin.components.auditWords.sessionDeleted', defaultMessage: 'Removed a mentorship session' },
  'mentorship_resource.created': { id: 'admin.components.auditWords.resourceCreated', defaultMessage: 'Added a mentorship resource' },
  'mentorship_resource.updated': { id: 'admin.components.auditWords.resourceUpdated', defaultMessage: 'Changed a mentorship resource' },
  'mentorship_resource.deleted': { id: 'admin.components.auditWords.resourceDeleted', defaultMessage: 'Removed a mentorship resource' },
  'disbursement.created': { id: 'admin.components.auditWords.runCreated', defaultMessage: 'Created a stipend run' },
  'disbursement.item_changed': {
    id: 'admin.components.auditWords.runItemChanged',
    defaultMessage: "Changed a scholar's row of a stipend run",
  },
  'disbursement.approved': { id: 'admin.components.auditWords.runApproved', defaultMessage: 'Approved a stipend run' },
  'disbursement.cancelled': { id: 'admin.components.auditWords.runCancelled', defaultMessage: 'Cancelled a stipend run' },
  'disbursement.cancel_requested': {
    id: 'admin.components.auditWords.runCancelRequested',
    defaultMessage: 'Asked to cancel a stipend run',
  },
  'disbursement.cancel_withdrawn': {
    id: 'admin.components.auditWords.runCancelWithdrawn',
    defaultMessage: 'Withdrew the cancellation of a stipend run',
  },
  'disbursement.paid': { id: 'admin.components.auditWords.runPaid', defaultMessage: 'Marked a stipend run paid' },
  'disbursement.item_failure_reported': {
    id: 'admin.components.auditWords.runItemFailureReported',
    defaultMessage: 'Reported a stipend transfer failed',
  },
  'disbursement.item_failure_dismissed': {
    id: 'admin.components.auditWords.runItemFailureDismissed',
    defaultMessage: 'Dismissed the report of a failed stipend transfer',
  },
  'disbursement.item_failed': { id: 'admin.components.auditWords.runItemFailed', defaultMessage: 'Marked a stipend transfer failed' },
  'disbursement.bank_file_downloaded': {
    id: 'admin.components.auditWords.runBankFileDownloaded',
    defaultMessage: "Downloaded a stipend run's bank file",
  },
});

type Change = { before: string; after: string };

const CHANGES = defineMessages<{
  year: Change;
  batches: Change;
  stipend: Change;
  results: Change & { year: string };
  bankAccount: Change;
  noAccount: Record<string, never>;
}>({
  year: { id: 'admin.components.auditWords.year', defaultMessage: 'Year {before} → {after}' },
  batches: { id: 'admin.components.auditWords.batches', defaultMessage: 'batches {before} → {after}' },
  stipend: { id: 'admin.components.auditWords.stipend', defaultMessage: 'stipend {before} → {after}' },
  results: { id: 'admin.components.auditWords.results', defaultMessage: 'Results {year}: {before} → {after}' },
  bankAccount: { id: 'admin.components.auditWords.bankAccount', defaultMessage: 'Bank account {before} → {after}' },
  noAccount: { id: 'admin.components.auditWords.noAccount', defaultMessage: 'none' },
});

/** An action in the reader's words; one this screen does not know yet is shown as the log names it. */
export function actionWords(intl: IntlShape, action: string): string {
  const known = ACTIONS[action];
  return known ? intl.formatMessage(known) : action;
}

type Entry = Record<string, unknown>;
/** One kind of entry's summary, or undefined when the entry is of another kind. */
type Summary = (intl: IntlShape, was: Entry, now: Entry) => string | undefined;

/** The log holds codes (SUSPENDED, Y2024_2025); each is shown in the reader's words, an unknown one as it is. */
function codeWords<Code extends string>(words: (code: Code) => MessageDescriptor, codes: readonly Code[]) {
  return (intl: IntlShape, value: unknown) =>
    typeof value === 'string' && (codes as readonly string[]).includes(value) ? intl.formatMessage(words(value as Code)) : text(value);
}
const enrollmentWords = codeWords((status: EnrollmentStatus) => enrollmentStatusBadge(status).message, Object.values(EnrollmentStatus));
const resultWords = codeWords((status: ResultStatus) => resultStatusBadge(status).message, Object.values(ResultStatus));
const paymentStatusWords = codeWords(
  (status: ControlNumberStatus) => controlNumberStatusBadge(status).message,
  Object.values(ControlNumberStatus),
);
const documentWords = codeWords((kind: ScholarDocument) => MISSING[kind], Object.keys(MISSING) as ScholarDocument[]);
const year = (value: unknown) => (typeof value === 'string' ? toPortalYear(value) : '?');
const because = (value: unknown) => (typeof value === 'string' && value ? `: ${value}` : '');

const enrollmentChange: Summary = (intl, was, now) =>
  typeof now.enrollmentStatus === 'string'
    ? `${enrollmentWords(intl, was.enrollmentStatus)} → ${enrollmentWords(intl, now.enrollmentStatus)}${because(now.reason)}`
    : undefined;

const settingsChange: Summary = (intl, was, now) => {
  if (typeof now.currentAcademicYear !== 'string') return undefined;
  const parts = [
    intl.formatMessage(CHANGES.year, { before: year(was.currentAcademicYear), after: year(now.currentAcademicYear) }),
    intl.formatMessage(CHANGES.batches, { before: list(was.activeBatches), after: list(now.activeBatches) }),
  ];
  if (typeof now.stipendAmountTzs === 'number' && now.stipendAmountTzs !== was.stipendAmountTzs) {
    const wasStipend = typeof was.stipendAmountTzs === 'number' ? formatShillings(was.stipendAmountTzs) : '?';
    parts.push(intl.formatMessage(CHANGES.stipend, { before: wasStipend, after: formatShillings(now.stipendAmountTzs) }));
  }
  return parts.join('; ');
};

/** A review: the result's status before and after, and the comment the scholar reads. */
const reviewChange: Summary = (intl, was, now) =>
  typeof now.resultYear === 'string' && typeof now.status === 'string'
    ? intl.formatMessage(CHANGES.results, {
        year: year(now.resultYear),
        before: resultWords(intl, was.status),
        after: resultWords(intl, now.status),
      }) + because(now.reviewComment)
    : undefined;

/** A control number: which, its status before and after, and the reason (or the flag's resolution). */
const paymentChange: Summary = (intl, was, now) => {
  if (typeof now.controlNumber !== 'string' || typeof now.status !== 'string') return undefined;
  const which = `${now.controlNumber} (${serverWords(intl, paymentTypeLabel(text(now.paymentType)))} ${year(now.paymentYear)})`;
  const status = was.status === now.status ? '' : `: ${paymentStatusWords(intl, was.status)} → ${paymentStatusWords(intl, now.status)}`;
  return `${which}${status}${because(now.reason ?? now.flagResolution)}`;
};

/** A scholar's bank account, as the log holds it: masked (••••••1234), or none. */
const accountChange: Summary = (intl, was, now) => {
  if (!('accountNumber' in now) && !('accountNumber' in was)) return undefined;
  const shown = (value: unknown) => (typeof value === 'string' ? value : intl.formatMessage(CHANGES.noAccount));
  return intl.formatMessage(CHANGES.bankAccount, { before: shown(was.accountNumber), after: shown(now.accountNumber) });
};

/** A reminder: what it was about, and to whom. */
const reminderSent: Summary = (intl, _was, now) =>
  typeof now.kind === 'string' && typeof now.year === 'string'
    ? `${documentWords(intl, now.kind)} ${year(now.year)}: ${text(now.email)}`
    : undefined;

/** Anything else by what names it: an invitee's or administrator's e-mail, a title, a name, a stipend period. */
const named: Summary = (_intl, was, now) =>
  ['email', 'title', 'name', 'period'].flatMap((key) => [now[key], was[key]]).find((value): value is string => typeof value === 'string');

const SUMMARIES = [enrollmentChange, settingsChange, reviewChange, paymentChange, accountChange, reminderSent, named];

/** A short line of what changed, in the reader's words: "Active → Suspended: Fees unpaid", an invitee's e-mail, or nothing. */
export function changeSummary(intl: IntlShape, before: unknown, after: unknown): string {
  const was = record(before);
  const now = record(after);
  for (const summary of SUMMARIES) {
    const line = summary(intl, was, now);
    if (line !== undefined) return line;
  }
  return '';
}

const record = (value: unknown): Entry => (value && typeof value === 'object' ? (value as Entry) : {});
const text = (value: unknown) => (typeof value === 'string' ? value : '?');
const list = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '?');
