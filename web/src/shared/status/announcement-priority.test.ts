import { describe, expect, it } from 'vitest';
import { announcementPriorityBadge } from './announcement-priority';

describe('announcementPriorityBadge', () => {
  it.each([
    ['urgent', 'Urgent', 'danger'],
    ['high', 'High', 'warning'],
    ['medium', 'Medium', 'info'],
    ['low', 'Low', 'neutral'],
    ['other', 'Low', 'neutral'],
  ])('%j -> %j (%s)', (priority, label, tone) => {
    expect(announcementPriorityBadge(priority)).toEqual({ label, tone });
  });
});
