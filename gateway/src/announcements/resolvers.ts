import { normaliseRole } from '../auth/role.js';
import { withProviderErrors, type FailureRules } from '../errors/provider-failure.js';
import { UserFacingError } from '../errors/user-facing.js';
import type { AnnouncementResolvers, MutationResolvers, QueryResolvers } from '../generated/resolvers.js';
import { firstN } from '../lists/first.js';
import { getProfile } from '../profile/calls.js';
import { listOf, messageOr, written } from '../provider/answers.js';
import { ProviderInvalidResponseError } from '../provider/errors.js';
import type { ProviderSession } from '../provider/session.js';
import {
  deleteAnnouncementCall, getAcknowledgements, getAnnouncements, getPinnedAnnouncements, postAcknowledgement, postAnnouncement,
  putAnnouncement, putAnnouncementPin,
} from './calls.js';
import type { AnnouncementDTO, AnnouncementWritten } from './dto.js';
import { toAcknowledgements, toAnnouncement, toAnnouncementBody } from './mapping.js';
import {
  ACKNOWLEDGE_FAILED, ACKNOWLEDGEMENTS_FAILED, ANNOUNCEMENTS_NETWORK, CREATE_FAILED, DELETE_FAILED, NOT_FOR_STUDENTS, PIN_FAILED,
  UPDATE_FAILED, announcementWriteMessage, announcementsMessage, pinnedAnnouncementsMessage, type RefusedWrite,
} from './messages.js';

const listRules: FailureRules = { messages: announcementsMessage, networkMessage: ANNOUNCEMENTS_NETWORK };
const writeRules = (fallback: string): FailureRules => ({ messages: announcementWriteMessage(fallback), networkMessage: fallback });

/** The viewer's role, from GET /profile (memoised for the request). */
const viewerIsAdmin = async (provider: ProviderSession) => normaliseRole((await getProfile(provider)).role) === 'ADMIN';

/** Spec section 6: the student service refuses these writes itself, before anything reaches the provider. */
async function refuseStudents(provider: ProviderSession, write: RefusedWrite): Promise<void> {
  if (!(await viewerIsAdmin(provider))) throw new UserFacingError(NOT_FOR_STUDENTS[write], 'FORBIDDEN');
}

/** A write's answer carries the announcement as it now stands. */
async function changed(write: Promise<AnnouncementWritten>, fallbackMessage: string) {
  const answer = await write;
  if (!answer?.data || typeof answer.data !== 'object') throw new ProviderInvalidResponseError(new TypeError('expected the announcement'));
  return { message: messageOr(answer, fallbackMessage), announcement: toAnnouncement(answer.data) };
}

export const announcementsQueries: Pick<QueryResolvers, 'announcements' | 'pinnedAnnouncements' | 'announcementAcknowledgements'> = {
  announcements: async (_root, { limit }, { provider }) => {
    const rows = await withProviderErrors(async () => listOf<AnnouncementDTO>(await getAnnouncements(provider)), listRules);
    return firstN(rows, limit).map(toAnnouncement);
  },
  pinnedAnnouncements: async (_root, _args, { provider }) => {
    const rows = await withProviderErrors(async () => listOf<AnnouncementDTO>(await getPinnedAnnouncements(provider)), {
      messages: pinnedAnnouncementsMessage,
      networkMessage: ANNOUNCEMENTS_NETWORK,
    });
    return rows.map(toAnnouncement);
  },
  announcementAcknowledgements: (_root, { id }, { provider }) =>
    withProviderErrors(async () => toAcknowledgements(await getAcknowledgements(provider, id)), writeRules(ACKNOWLEDGEMENTS_FAILED)),
};

export const announcementsMutations: Pick<
  MutationResolvers,
  'createAnnouncement' | 'updateAnnouncement' | 'deleteAnnouncement' | 'pinAnnouncement' | 'acknowledgeAnnouncement'
> = {
  createAnnouncement: (_root, { input }, { provider }) =>
    withProviderErrors(async () => {
      await refuseStudents(provider, 'create');
      return changed(postAnnouncement(provider, toAnnouncementBody(input)), 'Announcement created');
    }, writeRules(CREATE_FAILED)),
  updateAnnouncement: (_root, { id, input }, { provider }) =>
    withProviderErrors(async () => {
      await refuseStudents(provider, 'update');
      return changed(putAnnouncement(provider, id, toAnnouncementBody(input)), 'Announcement updated');
    }, writeRules(UPDATE_FAILED)),
  deleteAnnouncement: (_root, { id }, { provider }) =>
    withProviderErrors(async () => {
      await refuseStudents(provider, 'delete');
      const answer = await written(deleteAnnouncementCall(provider, id));
      return { ok: true, message: messageOr(answer, 'Announcement deleted') };
    }, writeRules(DELETE_FAILED)),
  pinAnnouncement: (_root, { id, pinned }, { provider }) =>
    withProviderErrors(
      () => changed(putAnnouncementPin(provider, id, pinned), pinned ? 'Announcement pinned' : 'Announcement unpinned'),
      writeRules(PIN_FAILED),
    ),
  acknowledgeAnnouncement: (_root, { id }, { provider }) =>
    withProviderErrors(() => changed(postAcknowledgement(provider, id), 'Announcement acknowledged'), writeRules(ACKNOWLEDGE_FAILED)),
};

export const announcementType: AnnouncementResolvers = {
  viewerCanManage: (_announcement, _args, { provider }) => withProviderErrors(() => viewerIsAdmin(provider), listRules),
};
