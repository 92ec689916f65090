import type { StudentNotice } from '../notify/notify-students.js';
import { ANNOUNCEMENT_MAIL } from './mail-words.js';

/** A new announcement, to its batch (or everyone when it has none). */
export function announcementNotice(announcement: { title: string; content: string; batchNo: number | null }): StudentNotice {
  return {
    audience: { batchNo: announcement.batchNo },
    kind: 'announcements',
    mail: (language) => ANNOUNCEMENT_MAIL[language](announcement),
  };
}
