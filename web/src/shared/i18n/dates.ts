import type { DisplayPreferences } from './display-preferences';

type DatePreferences = Pick<DisplayPreferences, 'timeZone' | 'dateFormat'>;
type Parts = Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The format that writes an instant's calendar day and clock time in a time zone, in digits; RangeError for a zone
 * Intl does not know. Cached per zone because building one costs far more than using it, and a table shows hundreds
 * of dates; checking an account's saved zone builds the one its dates then use.
 */
export function digitsIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function partsIn(date: Date, timeZone: string): Parts {
  const parts = Object.fromEntries(
    digitsIn(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return parts as Parts;
}

function readDate(iso: string | null | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function writeDay({ day, month, year }: Parts, dateFormat: DatePreferences['dateFormat']): string {
  if (dateFormat === 'MM/DD/YYYY') return `${month}/${day}/${year}`;
  if (dateFormat === 'YYYY-MM-DD') return `${year}-${month}-${day}`;
  return `${day}/${month}/${year}`;
}

/** '2024-10-03T22:30:00Z' in Africa/Dar_es_Salaam, DD/MM/YYYY -> '04/10/2024'; missing or unreadable: an em dash. */
export function formatDay(iso: string | null | undefined, preferences: DatePreferences): string {
  const date = readDate(iso);
  return date ? writeDay(partsIn(date, preferences.timeZone), preferences.dateFormat) : '—';
}

/** The same with the 24-hour clock time: '04/10/2024 01:30'. */
export function formatDayTime(iso: string | null | undefined, preferences: DatePreferences): string {
  const date = readDate(iso);
  if (!date) return '—';
  const parts = partsIn(date, preferences.timeZone);
  return `${writeDay(parts, preferences.dateFormat)} ${parts.hour}:${parts.minute}`;
}
