import { describe, expect, it } from 'vitest';
import { displayYear, isProviderYear } from './year-rules.js';

describe('isProviderYear', () => {
  it.each([
    ['Y2024_2025', true],
    ['Y1999_2000', true],
    ['Y2024_2026', false],
    ['Y2025_2024', false],
    ['Y2024_2024', false],
    ['2024-2025', false],
    ['Y2024-2025', false],
    ['y2024_2025', false],
    [' Y2024_2025', false],
    ['Y2024_2025 ', false],
    ['Y24_25', false],
    ['', false],
    [null, false],
    [20242025, false],
  ])('%j -> %s', (value, ok) => expect(isProviderYear(value)).toBe(ok));
});

describe('displayYear', () => {
  it.each([
    ['Y2024_2025', '2024-2025'],
    ['Y2019_2020', '2019-2020'],
  ])('%s -> %s', (year, shown) => expect(displayYear(year)).toBe(shown));
});
