import type { ProviderSession } from '../provider/session.js';
import type { AcknowledgementsDTO, AnnouncementBody, AnnouncementDTO, AnnouncementWritten } from './dto.js';

// Spec section 6: the listing uses the admin path for every role; the provider filters by viewer.
export const getAnnouncements = (provider: ProviderSession) =>
  provider.get<AnnouncementDTO[]>('/announcements/admin/getAllAnnouncements');

export const getPinnedAnnouncements = (provider: ProviderSession) =>
  provider.get<AnnouncementDTO[]>('/announcements/announcements/pinned');

const path = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

// ADMIN only.
export const postAnnouncement = (provider: ProviderSession, body: AnnouncementBody) =>
  provider.send<AnnouncementWritten>('POST', '/announcements/admin/create', body);

export const putAnnouncement = (provider: ProviderSession, id: string, body: AnnouncementBody) =>
  provider.send<AnnouncementWritten>('PUT', path('/announcements/admin/update/:id', id), body);

export const deleteAnnouncementCall = (provider: ProviderSession, id: string) =>
  provider.send<unknown>('DELETE', path('/announcements/admin/delete/:id', id));

export const putAnnouncementPin = (provider: ProviderSession, id: string, pinned: boolean) =>
  provider.send<AnnouncementWritten>('PUT', path('/announcements/admin/pin/:id', id), { pinned });

export const getAcknowledgements = (provider: ProviderSession, id: string) =>
  provider.get<AcknowledgementsDTO>(path('/announcements/admin/:id/acknowledgements', id));

// A student, for one they can read.
export const postAcknowledgement = (provider: ProviderSession, id: string) =>
  provider.send<AnnouncementWritten>('POST', path('/announcements/:id/acknowledge', id));
