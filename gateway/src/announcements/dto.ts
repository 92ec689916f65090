import type { Lenient, ProviderAnswer, ProviderBody, ProviderSchema } from '../provider/contract.js';

/** One announcement of `GET /api/announcements/admin/getAllAnnouncements` or `.../announcements/pinned`. */
export type AnnouncementDTO = Lenient<ProviderSchema<'Announcement'>, 'announcementId'>;

/** Body of `POST /announcements/admin/create` and `PUT /announcements/admin/update/:id`. */
export type AnnouncementBody = Required<ProviderBody<'/api/announcements/admin/update/{id}', 'put'>>;

/** Answer of the admin writes and of `POST /announcements/:id/acknowledge`. */
export type AnnouncementWritten = Lenient<ProviderAnswer<'/api/announcements/admin/update/{id}', 'put'>>;

type Acknowledgements = ProviderAnswer<'/api/announcements/admin/{id}/acknowledgements', 'get'>;

/** One scholar of `GET /announcements/admin/:id/acknowledgements`. */
export type AnnouncementReaderDTO = Lenient<Acknowledgements['acknowledged'][number], 'id'>;

export type AcknowledgementsDTO = Lenient<{ acknowledged: AnnouncementReaderDTO[]; pending: AnnouncementReaderDTO[] }>;
