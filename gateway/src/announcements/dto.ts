/** One announcement of `GET /api/announcements/admin/getAllAnnouncements` or `.../announcements/pinned`. */
export interface AnnouncementDTO {
  announcementId: string | number;
  title?: string | null;
  content?: string | null;
  senderName?: string | null;
  createdAt?: string | null;
  batchNo?: number | string | null;
  pinned?: boolean | null;
}
