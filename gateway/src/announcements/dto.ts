/** One announcement of `GET /api/announcements/admin/getAllAnnouncements` or `.../announcements/pinned`. */
export interface AnnouncementDTO {
  announcementId: string | number;
  title?: string | null;
  content?: string | null;
  senderName?: string | null;
  createdAt?: string | null;
  batchNo?: number | string | null;
  pinned?: boolean | null;
  /** Beyond the spec: asks the scholars to confirm they have read it. */
  requiresAcknowledgement?: boolean | null;
  /** Beyond the spec: when the caller acknowledged it. */
  acknowledgedAt?: string | null;
}

/** Body of `POST /announcements/admin/create` and `PUT /announcements/admin/update/:id`. */
export interface AnnouncementBody {
  title: string;
  content: string;
  batchNo: number | null;
  pinned: boolean;
  requiresAcknowledgement: boolean;
}

/** Answer of the admin writes and of `POST /announcements/:id/acknowledge`. */
export interface AnnouncementWritten {
  message?: string;
  data?: AnnouncementDTO;
}

/** One scholar of `GET /announcements/admin/:id/acknowledgements`. */
export interface AnnouncementReaderDTO {
  id: string | number;
  name?: string | null;
  email?: string | null;
  acknowledgedAt?: string | null;
}

export interface AcknowledgementsDTO {
  acknowledged?: AnnouncementReaderDTO[];
  pending?: AnnouncementReaderDTO[];
}
