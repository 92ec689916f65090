// How an audit entry reads to an officer: "Changed the enrollment status", not "student.status_changed".
import { formatShillings } from '@/shared/rules/format';

const ACTIONS: Record<string, string> = {
  'student.status_changed': 'Changed the enrollment status',
  'invitation.created': 'Invited',
  'invitation.resent': 'Sent an invitation again',
  'invitation.revoked': 'Revoked an invitation',
  'admin.invited': 'Invited an administrator',
  'admin.deactivated': 'Deactivated an administrator',
  'admin.activated': 'Reactivated an administrator',
  'programme_settings.updated': 'Changed the programme settings',
  'payment.status_changed': "Changed a control number's status",
  'payment.flag_resolved': "Resolved a control number's flag",
  'payment.reconciled': 'Marked a control number paid from the bank file',
  'result.reviewed': 'Reviewed results',
  'reminder.sent': 'Sent a reminder',
  'reminder.failed': 'Could not send a reminder',
  'announcement.created': 'Sent an announcement',
  'announcement.updated': 'Changed an announcement',
  'announcement.pinned': 'Pinned an announcement',
  'announcement.unpinned': 'Unpinned an announcement',
  'announcement.deleted': 'Deleted an announcement',
  'mentor.created': 'Added a mentor',
  'mentor.updated': 'Changed a mentor',
  'mentor.deleted': 'Removed a mentor',
  'mentorship_session.created': 'Added a mentorship session',
  'mentorship_session.updated': 'Changed a mentorship session',
  'mentorship_session.deleted': 'Removed a mentorship session',
  'mentorship_resource.created': 'Added a mentorship resource',
  'mentorship_resource.updated': 'Changed a mentorship resource',
  'mentorship_resource.deleted': 'Removed a mentorship resource',
  'disbursement.created': 'Created a stipend run',
  'disbursement.item_changed': "Changed a scholar's row of a stipend run",
  'disbursement.approved': 'Approved a stipend run',
  'disbursement.cancelled': 'Cancelled a stipend run',
  'disbursement.paid': 'Marked a stipend run paid',
  'disbursement.item_failed': 'Marked a stipend transfer failed',
  'disbursement.bank_file_downloaded': "Downloaded a stipend run's bank file",
};

export function actionWords(action: string): string {
  return ACTIONS[action] ?? action;
}

/** A short line of what changed: "ACTIVE → SUSPENDED: Fees unpaid", an invitee's e-mail, or nothing. */
export function changeSummary(before: unknown, after: unknown): string {
  const was = record(before);
  const now = record(after);
  if (typeof now.enrollmentStatus === 'string') {
    const reason = typeof now.reason === 'string' ? `: ${now.reason}` : '';
    return `${text(was.enrollmentStatus)} → ${now.enrollmentStatus}${reason}`;
  }
  if (typeof now.currentAcademicYear === 'string') {
    const stipend =
      typeof now.stipendAmountTzs === 'number' && now.stipendAmountTzs !== was.stipendAmountTzs
        ? `; stipend ${typeof was.stipendAmountTzs === 'number' ? formatShillings(was.stipendAmountTzs) : '?'} → ${formatShillings(now.stipendAmountTzs)}`
        : '';
    return `Year ${text(was.currentAcademicYear)} → ${now.currentAcademicYear}; batches ${list(was.activeBatches)} → ${list(now.activeBatches)}${stipend}`;
  }
  // A review: the result's status before and after, and the comment the scholar reads.
  if (typeof now.resultYear === 'string' && typeof now.status === 'string') {
    const comment = typeof now.reviewComment === 'string' ? `: ${now.reviewComment}` : '';
    return `Results ${now.resultYear}: ${text(was.status)} → ${now.status}${comment}`;
  }
  // A reminder: what it was about, and to whom.
  if (typeof now.kind === 'string' && typeof now.year === 'string') return `${now.kind} ${now.year}: ${text(now.email)}`;
  const email = now.email ?? was.email;
  return typeof email === 'string' ? email : '';
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const text = (value: unknown) => (typeof value === 'string' ? value : '?');
const list = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '?');
