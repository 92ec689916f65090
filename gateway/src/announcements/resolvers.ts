import type { AnnouncementResolvers, MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { firstN } from '../lists/first.js';
import { actionResult, messageOr } from '../provider/answers.js';
import { toAcknowledgements, toAnnouncement, toAnnouncementBody } from './mapping.js';
import type { AnnouncementChanged } from './service.js';
import {
  ANNOUNCEMENT_ACKNOWLEDGED,
  ANNOUNCEMENT_CREATED,
  ANNOUNCEMENT_DELETED,
  ANNOUNCEMENT_PINNED,
  ANNOUNCEMENT_UNPINNED,
  ANNOUNCEMENT_UPDATED,
} from '@nuru/rules/announcements';

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
    change(await services.announcements.create(toAnnouncementBody(input)), ANNOUNCEMENT_CREATED),
  updateAnnouncement: async (_root, { id, input }, { services }) =>
    change(await services.announcements.update(id, toAnnouncementBody(input)), ANNOUNCEMENT_UPDATED),
  deleteAnnouncement: async (_root, { id }, { services }) => actionResult(await services.announcements.delete(id), ANNOUNCEMENT_DELETED),
  pinAnnouncement: async (_root, { id, pinned }, { services }) =>
    change(await services.announcements.pin(id, pinned), pinned ? ANNOUNCEMENT_PINNED : ANNOUNCEMENT_UNPINNED),
  acknowledgeAnnouncement: async (_root, { id }, { services }) =>
    change(await services.announcements.acknowledge(id), ANNOUNCEMENT_ACKNOWLEDGED),
};

export const announcementType: AnnouncementResolvers = {
  viewerCanManage: (_announcement, _args, { services }) => services.announcements.viewerCanManage(),
};
