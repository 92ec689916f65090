import { viewerRole } from '../access/viewer.js';
import { withProviderErrors, type FailureRules } from '../errors/provider-failure.js';
import { UserFacingError } from '../errors/user-facing.js';
import { listOf, written } from '../provider/answers.js';
import { ProviderInvalidResponseError } from '../provider/errors.js';
import type { ProviderSession } from '../provider/session.js';
import type { AcknowledgementsDTO, AnnouncementBody, AnnouncementDTO, AnnouncementWritten } from './dto.js';
import {
  ACKNOWLEDGE_FAILED,
  ACKNOWLEDGEMENTS_FAILED,
  ANNOUNCEMENTS_NETWORK,
  CREATE_FAILED,
  DELETE_FAILED,
  NOT_FOR_STUDENTS,
  PIN_FAILED,
  UPDATE_FAILED,
  announcementWriteMessage,
  announcementsMessage,
  pinnedAnnouncementsMessage,
  type RefusedWrite,
} from './messages.js';

const listing: FailureRules = { messages: announcementsMessage, networkMessage: ANNOUNCEMENTS_NETWORK };
const listingPinned: FailureRules = { messages: pinnedAnnouncementsMessage, networkMessage: ANNOUNCEMENTS_NETWORK };
const writing = (fallback: string): FailureRules => ({ messages: announcementWriteMessage(fallback), networkMessage: fallback });

const encoded = (id: string) => encodeURIComponent(id);

/** A write's answer, which carries the announcement as it now stands. */
export type AnnouncementChanged = AnnouncementWritten & { data: AnnouncementDTO };

async function changed(write: Promise<AnnouncementWritten>): Promise<AnnouncementChanged> {
  const answer = await write;
  if (!answer?.data || typeof answer.data !== 'object') throw new ProviderInvalidResponseError(new TypeError('expected the announcement'));
  return answer as AnnouncementChanged;
}

/** The provider's announcements (docs/behaviour.md §7), failing in the words of docs/behaviour.md §8. */
export class AnnouncementsService {
  constructor(private readonly provider: ProviderSession) {}

  /** docs/behaviour.md §6: the listing uses the admin path for every role; the provider filters by viewer. Newest first. */
  list(): Promise<AnnouncementDTO[]> {
    return withProviderErrors(
      async () => listOf<AnnouncementDTO>(await this.provider.get('/announcements/admin/getAllAnnouncements')),
      listing,
    );
  }

  pinned(): Promise<AnnouncementDTO[]> {
    return withProviderErrors(
      async () => listOf<AnnouncementDTO>(await this.provider.get('/announcements/announcements/pinned')),
      listingPinned,
    );
  }

  /** Whether the viewer may manage announcements (an administrator); read once per request. */
  viewerCanManage(): Promise<boolean> {
    return withProviderErrors(async () => (await viewerRole(this.provider)) === 'ADMIN', listing);
  }

  /** ADMIN only: who has and has not acknowledged one. */
  acknowledgements(id: string): Promise<AcknowledgementsDTO> {
    return withProviderErrors(
      () => this.provider.get<AcknowledgementsDTO>(`/announcements/admin/${encoded(id)}/acknowledgements`),
      writing(ACKNOWLEDGEMENTS_FAILED),
    );
  }

  create(body: AnnouncementBody): Promise<AnnouncementChanged> {
    return withProviderErrors(async () => {
      await this.refuseStudents('create');
      return changed(this.provider.send('POST', '/announcements/admin/create', body));
    }, writing(CREATE_FAILED));
  }

  update(id: string, body: AnnouncementBody): Promise<AnnouncementChanged> {
    return withProviderErrors(async () => {
      await this.refuseStudents('update');
      return changed(this.provider.send('PUT', `/announcements/admin/update/${encoded(id)}`, body));
    }, writing(UPDATE_FAILED));
  }

  delete(id: string): Promise<unknown> {
    return withProviderErrors(async () => {
      await this.refuseStudents('delete');
      return written(this.provider.send<unknown>('DELETE', `/announcements/admin/delete/${encoded(id)}`));
    }, writing(DELETE_FAILED));
  }

  pin(id: string, pinned: boolean): Promise<AnnouncementChanged> {
    return withProviderErrors(
      () => changed(this.provider.send('PUT', `/announcements/admin/pin/${encoded(id)}`, { pinned })),
      writing(PIN_FAILED),
    );
  }

  /** A student confirms they have read one they can read; repeating it changes nothing. */
  acknowledge(id: string): Promise<AnnouncementChanged> {
    return withProviderErrors(
      () => changed(this.provider.send('POST', `/announcements/${encoded(id)}/acknowledge`)),
      writing(ACKNOWLEDGE_FAILED),
    );
  }

  /** docs/behaviour.md §6: the student service refuses these writes itself, before anything reaches the provider. */
  private async refuseStudents(write: RefusedWrite): Promise<void> {
    if ((await viewerRole(this.provider)) !== 'ADMIN') throw new UserFacingError(NOT_FOR_STUDENTS[write], 'FORBIDDEN');
  }
}
