import { PREFERENCE_FOOTER, type StudentNotice } from '../notify/notify-students.js';

/** A new announcement, to its batch (or everyone when it has none). */
export function announcementNotice(announcement: { title: string; content: string; batchNo: number | null }): StudentNotice {
  return {
    audience: { batchNo: announcement.batchNo },
    kind: 'announcements',
    subject: `New announcement: ${announcement.title}`,
    text: `${announcement.title}\n\n${announcement.content}\n\nRead it in the portal under Announcements.${PREFERENCE_FOOTER}`,
  };
}
