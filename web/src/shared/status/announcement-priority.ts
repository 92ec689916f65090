import { defineMessages } from 'react-intl';
import type { AnnouncementPriority } from '@/gql/graphql';
import { statusBadge, type StatusBadge } from './status-badge';

const WORDS = defineMessages<AnnouncementPriority>({
  urgent: { id: 'shared.announcementPriority.urgent', defaultMessage: 'Urgent' },
  high: { id: 'shared.announcementPriority.high', defaultMessage: 'High' },
  medium: { id: 'shared.announcementPriority.medium', defaultMessage: 'Medium' },
  low: { id: 'shared.announcementPriority.low', defaultMessage: 'Low' },
});

// docs/behaviour.md §3's announcement priorities as badges.
const BADGES: Record<AnnouncementPriority, StatusBadge> = {
  urgent: statusBadge(WORDS.urgent, 'danger'),
  high: statusBadge(WORDS.high, 'warning'),
  medium: statusBadge(WORDS.medium, 'info'),
  low: statusBadge(WORDS.low, 'neutral'),
};

export function announcementPriorityBadge(priority: AnnouncementPriority): StatusBadge {
  return BADGES[priority];
}
