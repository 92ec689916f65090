import type { MessageCatalogue } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';
import {
  ACKNOWLEDGE_FAILED,
  ACKNOWLEDGEMENTS_FAILED,
  ANNOUNCEMENT_NOT_FOUND,
  ANNOUNCEMENTS_FAILED,
  CREATE_FAILED,
  DELETE_FAILED,
  PIN_FAILED,
  UPDATE_FAILED,
} from '@nuru/rules/announcements';

// docs/behaviour.md §8, announcements.
export const ANNOUNCEMENTS_UNAUTHORIZED = 'You are not authorized to view announcements. Please log in.';
export const PINNED_UNAUTHORIZED = 'You are not authorized to view pinned announcements.';
export const ANNOUNCEMENTS_NETWORK = 'Network error. Please check your internet connection and try again.';
export const PINNED_DEFAULT = 'Failed to fetch pinned announcements. Please try again.';

export const announcementsMessage: MessageCatalogue = (status, providerMessage) =>
  status === 401 ? ANNOUNCEMENTS_UNAUTHORIZED : (providerMessage ?? ANNOUNCEMENTS_FAILED);

export const pinnedAnnouncementsMessage: MessageCatalogue = (status, providerMessage) =>
  status === 401 ? PINNED_UNAUTHORIZED : (providerMessage ?? PINNED_DEFAULT);

// docs/behaviour.md §6: the student announcement service forbids these writes, in these words.
export type RefusedWrite = 'create' | 'update' | 'delete';
export const NOT_FOR_STUDENTS: Record<RefusedWrite, string> = {
  create: 'Creating announcements is not available for students',
  update: 'Updating announcements is not available for students',
  delete: 'Deleting announcements is not available for students',
};

// Beyond the spec's catalogue: the administrator's writes and the acknowledgement, 'Failed to ...' by default.

/**
 * A signed-in call: a 401 ends the session; a 404 is the announcement gone, in the words every screen can translate;
 * otherwise the provider's reason (400, 403) or the default.
 */
export const announcementWriteMessage = (fallback: string): MessageCatalogue =>
  sessionAware((status, providerMessage) => (status === 404 ? ANNOUNCEMENT_NOT_FOUND : (providerMessage ?? fallback)));

export { ACKNOWLEDGEMENTS_FAILED, ACKNOWLEDGE_FAILED, ANNOUNCEMENTS_FAILED, CREATE_FAILED, DELETE_FAILED, PIN_FAILED, UPDATE_FAILED };
