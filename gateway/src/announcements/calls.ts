import type { ProviderSession } from '../provider/session.js';
import type { AnnouncementDTO } from './dto.js';

// Spec section 6: the listing uses the admin path for every role; the provider filters by viewer.
export const getAnnouncements = (provider: ProviderSession) =>
  provider.get<AnnouncementDTO[]>('/announcements/admin/getAllAnnouncements');

export const getPinnedAnnouncements = (provider: ProviderSession) =>
  provider.get<AnnouncementDTO[]>('/announcements/announcements/pinned');
