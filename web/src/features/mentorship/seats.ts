import type { BadgeTone } from '@/shared/ui/Badge';

/** How a session's seats read on its card. */
export function seatsBadge(seatsLeft: number): { label: string; tone: BadgeTone } {
  if (seatsLeft <= 0) return { label: 'Full', tone: 'danger' };
  if (seatsLeft === 1) return { label: '1 seat left', tone: 'warning' };
  return { label: `${seatsLeft} seats left`, tone: seatsLeft <= 3 ? 'warning' : 'success' };
}
