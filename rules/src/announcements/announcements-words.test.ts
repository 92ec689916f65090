import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_FAILED, ANNOUNCEMENTS_UNAVAILABLE } from './announcements-words.js';

describe('announcements screen messages (docs/behaviour.md §8)', () => {
  it.each([
    [ANNOUNCEMENTS_UNAVAILABLE, 'Unable to load announcements at this time. Please try again later.'],
    [ANNOUNCEMENTS_FAILED, 'Failed to fetch announcements. Please try again.'],
  ])('%s', (message, expected) => expect(message).toBe(expected));
});
