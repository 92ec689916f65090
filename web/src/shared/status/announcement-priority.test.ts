import { describe, expect, it } from 'vitest';
import type { AnnouncementPriority } from '@/gql/graphql';
import { announcementPriorityBadge } from './announcement-priority';

describe('announcementPriorityBadge', () => {
  it.each<[AnnouncementPriority, string, string]>([
    ['urgent', 'Urgent', 'danger'],
    ['high', 'High', 'warning'],
    ['medium', 'Medium', 'info'],
    ['low', 'Low', 'neutral'],
  ])('%j -> %j (%s)', (priority, label, tone) => {
    expect(announcementPriorityBadge(priority)).toEqual({ label, tone });
  });
});
