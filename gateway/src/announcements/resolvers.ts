import { withProviderErrors } from '../errors/provider-failure.js';
import type { QueryResolvers } from '../generated/resolvers.js';
import { firstN } from '../lists/first.js';
import { listOf } from '../provider/answers.js';
import { getAnnouncements, getPinnedAnnouncements } from './calls.js';
import type { AnnouncementDTO } from './dto.js';
import { toAnnouncement } from './mapping.js';
import { ANNOUNCEMENTS_NETWORK, announcementsMessage, pinnedAnnouncementsMessage } from './messages.js';

export const announcementsQueries: Pick<QueryResolvers, 'announcements' | 'pinnedAnnouncements'> = {
  announcements: async (_root, { limit }, { provider }) => {
    const rows = await withProviderErrors(async () => listOf<AnnouncementDTO>(await getAnnouncements(provider)), {
      messages: announcementsMessage,
      networkMessage: ANNOUNCEMENTS_NETWORK,
    });
    return firstN(rows, limit).map(toAnnouncement);
  },
  pinnedAnnouncements: async (_root, _args, { provider }) => {
    const rows = await withProviderErrors(async () => listOf<AnnouncementDTO>(await getPinnedAnnouncements(provider)), {
      messages: pinnedAnnouncementsMessage,
      networkMessage: ANNOUNCEMENTS_NETWORK,
    });
    return rows.map(toAnnouncement);
  },
};
