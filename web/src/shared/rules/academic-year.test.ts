import { describe, expect, it } from 'vitest';
import { academicYearOptions } from './academic-year';

describe('academicYearOptions', () => {
  it.each([
    ['2024-2025', ['2022-2023', '2023-2024', '2024-2025', '2025-2026']],
    ['2030-2031', ['2028-2029', '2029-2030', '2030-2031', '2031-2032']],
    // A year of a shape the portal does not know is still offered, alone, rather than guessed around.
    ['nonsense', ['nonsense']],
  ])('around the current year %s', (current, options) => {
    expect(academicYearOptions(current)).toEqual(options);
  });
});
