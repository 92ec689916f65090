import type { IntlShape } from 'react-intl';
import type { BadgeTone } from '@/shared/ui/Badge';

/** How a session's seats read on its card. */
export function seatsBadge(seatsLeft: number, intl: IntlShape): { label: string; tone: BadgeTone } {
  if (seatsLeft <= 0) return { label: intl.formatMessage({ id: 'mentorship.seats.full', defaultMessage: 'Full' }), tone: 'danger' };
  const label = intl.formatMessage(
    { id: 'mentorship.seats.left', defaultMessage: '{seats, plural, one {# seat left} other {# seats left}}' },
    { seats: seatsLeft },
  );
  return { label, tone: seatsLeft <= 3 ? 'warning' : 'success' };
}
