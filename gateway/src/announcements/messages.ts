import type { MessageCatalogue } from '../errors/provider-failure.js';

// Spec section 8, announcements.
export const ANNOUNCEMENTS_UNAUTHORIZED = 'You are not authorized to view announcements. Please log in.';
export const PINNED_UNAUTHORIZED = 'You are not authorized to view pinned announcements.';
export const ANNOUNCEMENTS_NETWORK = 'Network error. Please check your internet connection and try again.';
export const ANNOUNCEMENTS_DEFAULT = 'Failed to fetch announcements. Please try again.';
export const PINNED_DEFAULT = 'Failed to fetch pinned announcements. Please try again.';

export const announcementsMessage: MessageCatalogue = (status, providerMessage) =>
  status === 401 ? ANNOUNCEMENTS_UNAUTHORIZED : (providerMessage ?? ANNOUNCEMENTS_DEFAULT);

export const pinnedAnnouncementsMessage: MessageCatalogue = (status, providerMessage) =>
  status === 401 ? PINNED_UNAUTHORIZED : (providerMessage ?? PINNED_DEFAULT);
