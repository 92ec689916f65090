import type { AnnouncementPriority } from '@/gql/graphql';
import type { BadgeTone } from '../ui/Badge';

// Spec 3's announcement priorities as badges.
const BADGES: Record<AnnouncementPriority, { label: string; tone: BadgeTone }> = {
  urgent: { label: 'Urgent', tone: 'danger' },
  high: { label: 'High', tone: 'warning' },
  medium: { label: 'Medium', tone: 'info' },
  low: { label: 'Low', tone: 'neutral' },
};

export function announcementPriorityBadge(priority: AnnouncementPriority): { label: string; tone: BadgeTone } {
  return BADGES[priority];
}
