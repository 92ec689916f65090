import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AuditRecordType } from '@/gql/graphql';

const WORDS = defineMessages<AuditRecordType>({
  student: { id: 'admin.settings.auditRecord.student', defaultMessage: 'Scholar' },
  invitation: { id: 'admin.settings.auditRecord.invitation', defaultMessage: 'Invitation' },
  admin: { id: 'admin.settings.auditRecord.admin', defaultMessage: 'Administrator' },
  programme_settings: { id: 'admin.settings.auditRecord.programmeSettings', defaultMessage: 'Programme settings' },
  result: { id: 'admin.settings.auditRecord.result', defaultMessage: 'Results' },
  payment: { id: 'admin.settings.auditRecord.payment', defaultMessage: 'Control number' },
  announcement: { id: 'admin.settings.auditRecord.announcement', defaultMessage: 'Announcement' },
  mentor: { id: 'admin.settings.auditRecord.mentor', defaultMessage: 'Mentor' },
  mentorship_session: { id: 'admin.settings.auditRecord.mentorshipSession', defaultMessage: 'Mentorship session' },
  mentorship_resource: { id: 'admin.settings.auditRecord.mentorshipResource', defaultMessage: 'Mentorship resource' },
  disbursement: { id: 'admin.settings.auditRecord.disbursement', defaultMessage: 'Stipend run' },
});

/** The kind of record an audit entry is about, said in the reader's language with intl.formatMessage. */
export function auditRecordMessage(type: AuditRecordType): MessageDescriptor {
  return WORDS[type];
}
