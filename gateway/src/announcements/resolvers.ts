import type { AnnouncementResolvers, MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { firstN } from '../lists/first.js';
import { actionResult, messageOr } from '../provider/answers.js';
import { toAcknowledgements, toAnnouncement, toAnnouncementBody } from './mapping.js';
import type { AnnouncementChanged } from './service.js';

const change = (answer: AnnouncementChanged, fallbackMessage: string) => ({
  message: messageOr(answer, fallbackMessage),
  announcement: toAnnouncement(answer.data),
});

export const announcementsQueries: Pick<QueryResolvers, 'announcements' | 'pinnedAnnouncements' | 'announcementAcknowledgements'> = {
  announcements: async (_root, { limit }, { services }) => firstN(await services.announcements.list(), limit).map(toAnnouncement),
  pinnedAnnouncements: async (_root, _args, { services }) => (await services.announcements.pinned()).map(toAnnouncement),
  announcementAcknowledgements: async (_root, { id }, { services }) =>
    toAcknowledgements(await services.announcements.acknowledgements(id)),
};

export const announcementsMutations: Pick<
  MutationResolvers,
  'createAnnouncement' | 'updateAnnouncement' | 'deleteAnnouncement' | 'pinAnnouncement' | 'acknowledgeAnnouncement'
> = {
  createAnnouncement: async (_root, { input }, { services }) =>
    change(await services.announcements.create(toAnnouncementBody(input)), 'Announcement created'),
  updateAnnouncement: async (_root, { id, input }, { services }) =>
    change(await services.announcements.update(id, toAnnouncementBody(input)), 'Announcement updated'),
  deleteAnnouncement: async (_root, { id }, { services }) => actionResult(await services.announcements.delete(id), 'Announcement deleted'),
  pinAnnouncement: async (_root, { id, pinned }, { services }) =>
    change(await services.announcements.pin(id, pinned), pinned ? 'Announcement pinned' : 'Announcement unpinned'),
  acknowledgeAnnouncement: async (_root, { id }, { services }) =>
    change(await services.announcements.acknowledge(id), 'Announcement acknowledged'),
};

export const announcementType: AnnouncementResolvers = {
  viewerCanManage: (_announcement, _args, { services }) => services.announcements.viewerCanManage(),
};
