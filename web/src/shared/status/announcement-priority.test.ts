import { describe, expect, it } from 'vitest';
import { english } from '../ui/shared-intl';
import type { AnnouncementPriority } from '@/gql/graphql';
import { announcementPriorityBadge } from './announcement-priority';

describe('announcementPriorityBadge', () => {
  it.each<[AnnouncementPriority, string, string]>([
    ['urgent', 'Urgent', 'danger'],
    ['high', 'High', 'warning'],
    ['medium', 'Medium', 'info'],
    ['low', 'Low', 'neutral'],
  ])('%j -> %j (%s)', (priority, label, tone) => {
    const badge = announcementPriorityBadge(priority);
    expect({ label: english.formatMessage(badge.message), tone: badge.tone }).toEqual({ label, tone });
  });
});
