// Dates people and banks type: Date alone would read 2025-02-30 as 2 March, and a bare date in the server's zone.

const MOMENT = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * A moment with its offset (2025-02-01T09:00:00Z, 2025-02-01T12:00+03:00) or, where `dateOnly` allows, a calendar
 * date read as midnight UTC; null for anything else, a day that is not in its month included.
 */
export function parseMoment(text: string, { dateOnly }: { dateOnly: boolean }): Date | null {
  const match = MOMENT.exec(text);
  if (!match || (!match[4] && !dateOnly)) return null;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const moment = new Date(match[4] ? text : `${text}T00:00:00Z`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}
