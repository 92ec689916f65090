import { describe, expect, it } from 'vitest';
import { parseMoment } from './moments.js';

describe('parseMoment', () => {
  it.each([
    ['2025-02-01T09:00:00Z', true, '2025-02-01T09:00:00.000Z'],
    ['2025-02-01T12:00+03:00', false, '2025-02-01T09:00:00.000Z'],
    ['2025-02-01T09:00:00.123456Z', false, '2025-02-01T09:00:00.123Z'],
    ['2024-02-29', true, '2024-02-29T00:00:00.000Z'],
  ])('%s (a bare date allowed: %s) is %s', (text, dateOnly, iso) => {
    expect(parseMoment(text, { dateOnly })?.toISOString()).toBe(iso);
  });

  it.each([
    ['2025-02-30T09:00:00Z', true],
    ['2025-02-29', true],
    ['2025-13-01', true],
    ['2025-04-31T00:00Z', false],
    ['2025-02-01T25:00Z', false],
    ['2025-02-01T09:00:00', false],
    ['2025-02-01', false],
    ['1 February 2025', true],
    ['', true],
  ])('refuses %s (a bare date allowed: %s)', (text, dateOnly) => {
    expect(parseMoment(text, { dateOnly })).toBeNull();
  });
});
