import { describe, expect, it } from 'vitest';
import { academicYearOptions, DEFAULT_ACADEMIC_YEAR, isAcademicYear, toPortalYear, toProviderYear } from './academic-year';

describe('academic years', () => {
  it('defaults to 2024-2025 (spec 9: default payment year Y2024_2025)', () => {
    expect(DEFAULT_ACADEMIC_YEAR).toBe('2024-2025');
    expect(toProviderYear(DEFAULT_ACADEMIC_YEAR)).toBe('Y2024_2025');
  });

  it.each([
    [undefined, ['2022-2023', '2023-2024', '2024-2025', '2025-2026']],
    ['2030-2031', ['2028-2029', '2029-2030', '2030-2031', '2031-2032']],
    ['nonsense', ['2022-2023', '2023-2024', '2024-2025', '2025-2026']],
  ])('options around %s', (around, options) => {
    expect(academicYearOptions(around)).toEqual(options);
  });

  it.each([
    ['2024-2025', 'Y2024_2025'],
    ['2022-2023', 'Y2022_2023'],
  ])('%s -> provider %s and back', (portal, provider) => {
    expect(toProviderYear(portal)).toBe(provider);
    expect(toPortalYear(provider)).toBe(portal);
  });

  it.each([
    ['2024-2025', '2024-2025'],
    ['', ''],
    ['Y2024-2025', 'Y2024-2025'],
  ])('toPortalYear keeps %j as %j', (year, shown) => {
    expect(toPortalYear(year)).toBe(shown);
  });

  it.each([
    ['2024-2025', true],
    ['2024-2026', false],
    ['Y2024_2025', false],
    ['2024', false],
  ])('isAcademicYear(%j) -> %s', (year, ok) => {
    expect(isAcademicYear(year)).toBe(ok);
  });
});
