import type { BadgeTone } from '../ui/Badge';

// Spec 3's announcement priorities, most pressing first, as badges.
const PRIORITIES: Record<string, { label: string; tone: BadgeTone }> & { low: { label: string; tone: BadgeTone } } = {
  urgent: { label: 'Urgent', tone: 'danger' },
  high: { label: 'High', tone: 'warning' },
  medium: { label: 'Medium', tone: 'info' },
  low: { label: 'Low', tone: 'neutral' },
};

export function announcementPriorityBadge(priority: string): { label: string; tone: BadgeTone } {
  return PRIORITIES[priority] ?? PRIORITIES.low;
}
