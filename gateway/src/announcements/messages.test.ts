import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_NETWORK, announcementsMessage, pinnedAnnouncementsMessage } from './messages.js';

describe('announcement messages (spec section 8)', () => {
  it.each([
    ['all', announcementsMessage, 401, 'Unauthorized', 'You are not authorized to view announcements. Please log in.'],
    ['all', announcementsMessage, 500, undefined, 'Failed to fetch announcements. Please try again.'],
    ['all', announcementsMessage, 403, 'Account disabled', 'Account disabled'],
    ['pinned', pinnedAnnouncementsMessage, 401, 'Unauthorized', 'You are not authorized to view pinned announcements.'],
    ['pinned', pinnedAnnouncementsMessage, 500, undefined, 'Failed to fetch pinned announcements. Please try again.'],
    ['pinned', pinnedAnnouncementsMessage, 404, 'Gone', 'Gone'],
  ])('%s %i %j -> %s', (_list, catalogue, status, providerMessage, expected) => {
    expect(catalogue(status, providerMessage)).toBe(expected);
  });

  it('has the network message word for word', () => {
    expect(ANNOUNCEMENTS_NETWORK).toBe('Network error. Please check your internet connection and try again.');
  });
});
