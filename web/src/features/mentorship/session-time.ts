import type { IntlShape } from 'react-intl';

// When a session takes place, in the reader's language and time zone (those of `intl`).

export function sessionWhen(startsAt: string, endsAt: string, intl: IntlShape): string {
  const day = (date: Date) => intl.formatDate(date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const time = (date: Date) => intl.formatTime(date, { hour: '2-digit', minute: '2-digit' });
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const sameDay = day(start) === day(end);
  return sameDay ? `${day(start)}, ${time(start)}–${time(end)}` : `${day(start)}, ${time(start)} – ${day(end)}, ${time(end)}`;
}

/** 90 -> '1 h 30 min', 60 -> '1 h', 45 -> '45 min' */
export function durationLabel(minutes: number, intl: IntlShape): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return intl.formatMessage({ id: 'mentorship.duration.minutes', defaultMessage: '{minutes} min' }, { minutes: rest });
  return rest === 0
    ? intl.formatMessage({ id: 'mentorship.duration.hours', defaultMessage: '{hours} h' }, { hours })
    : intl.formatMessage({ id: 'mentorship.duration.hoursMinutes', defaultMessage: '{hours} h {minutes} min' }, { hours, minutes: rest });
}
