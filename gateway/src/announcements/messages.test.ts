import { describe, expect, it } from 'vitest';
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
} from './messages.js';

describe('announcement messages (docs/behaviour.md §8)', () => {
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

describe('the student service refuses writes (docs/behaviour.md §6)', () => {
  it.each([
    ['create', 'Creating announcements is not available for students'],
    ['update', 'Updating announcements is not available for students'],
    ['delete', 'Deleting announcements is not available for students'],
  ] as const)('%s -> %s', (write, expected) => expect(NOT_FOR_STUDENTS[write]).toBe(expected));
});

describe('write and acknowledgement messages', () => {
  it.each([
    [CREATE_FAILED, 'Failed to create announcement'],
    [UPDATE_FAILED, 'Failed to update announcement'],
    [DELETE_FAILED, 'Failed to delete announcement'],
    [PIN_FAILED, 'Failed to pin announcement'],
    [ACKNOWLEDGE_FAILED, 'Failed to acknowledge announcement'],
    [ACKNOWLEDGEMENTS_FAILED, 'Failed to load acknowledgements'],
  ])('%s', (message, expected) => expect(message).toBe(expected));

  it.each([
    [401, 'Unauthorized', 'Your session has expired. Please sign in again.'],
    [400, 'Title is required', 'Title is required'],
    [404, 'Announcement not found', 'Announcement not found'],
    // Another provider's own words for a missing announcement are the rules' sentence all the same.
    [404, 'No such announcement', 'Announcement not found'],
    [403, 'You do not have permission to do this.', 'You do not have permission to do this.'],
    [500, undefined, 'Failed to create announcement'],
  ])('%i %j -> %s', (status, providerMessage, expected) => {
    expect(announcementWriteMessage(CREATE_FAILED)(status, providerMessage)).toBe(expected);
  });
});
