import { describe, expect, it } from 'vitest';
import { toPortalYear, toProviderYear } from './year.js';

describe('toProviderYear (docs/behaviour.md §5: the hyphen becomes an underscore with a Y prefix)', () => {
  it.each([
    ['2024-2025', 'Y2024_2025'],
    [' 2023-2024 ', 'Y2023_2024'],
    ['Y2024_2025', 'Y2024_2025'],
    ['2024-2026', null],
    ['2025-2024', null],
    ['Y2024_2026', null],
    ['2024_2025', null],
    ['Y2024-2025', null],
    ['2024', null],
    ['', null],
    ['24-25', null],
  ])('%j -> %j', (year, expected) => {
    expect(toProviderYear(year)).toBe(expected);
  });
});

describe('toPortalYear', () => {
  it.each([
    ['Y2024_2025', '2024-2025'],
    ['Y2022_2023', '2022-2023'],
    ['2024-2025', '2024-2025'],
    ['someday', 'someday'],
  ])('%j -> %j', (year, expected) => {
    expect(toPortalYear(year)).toBe(expected);
  });
});
