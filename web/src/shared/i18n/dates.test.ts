import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime } from './dates';

const dar = { timeZone: 'Africa/Dar_es_Salaam', dateFormat: 'DD/MM/YYYY' } as const;

describe('dates in the reader’s time zone and format', () => {
  it.each([
    ['2024-10-03T09:00:00Z', dar, '03/10/2024', '03/10/2024 12:00'],
    // 22:30 UTC is already the next day in Dar es Salaam (UTC+3).
    ['2024-10-03T22:30:00Z', dar, '04/10/2024', '04/10/2024 01:30'],
    ['2024-10-03T22:30:00Z', { timeZone: 'UTC', dateFormat: 'DD/MM/YYYY' }, '03/10/2024', '03/10/2024 22:30'],
    ['2024-10-03T22:30:00Z', { timeZone: 'Europe/London', dateFormat: 'MM/DD/YYYY' }, '10/03/2024', '10/03/2024 23:30'],
    ['2025-01-05T00:00:00Z', { timeZone: 'Africa/Nairobi', dateFormat: 'YYYY-MM-DD' }, '2025-01-05', '2025-01-05 03:00'],
    ['2024-12-31T21:00:00Z', dar, '01/01/2025', '01/01/2025 00:00'],
  ] as const)('%s in %o', (iso, preferences, day, dayTime) => {
    expect(formatDay(iso, preferences)).toBe(day);
    expect(formatDayTime(iso, preferences)).toBe(dayTime);
  });

  it.each([null, undefined, '', 'not a date'])('%o reads as an em dash', (iso) => {
    expect(formatDay(iso, dar)).toBe('—');
    expect(formatDayTime(iso, dar)).toBe('—');
  });
});
