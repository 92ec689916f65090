import { describe, expect, it } from 'vitest';
import { checkUploadFields } from './upload-form.js';

describe('checkUploadFields', () => {
  it.each([
    ['2024-2025', '3.7', { ok: true, year: 'Y2024_2025', gpa: '3.7' }],
    ['Y2023_2024', ' 4 ', { ok: true, year: 'Y2023_2024', gpa: '4' }],
    ['2024-2025', '0', { ok: true, year: 'Y2024_2025', gpa: '0' }],
    ['2024-2025', '5.0', { ok: true, year: 'Y2024_2025', gpa: '5.0' }],
    [undefined, '3.7', { ok: false, message: 'Year is required' }],
    [' ', '3.7', { ok: false, message: 'Year is required' }],
    ['2024-2026', '3.7', { ok: false, message: 'Year must look like 2024-2025' }],
    ['2024', '3.7', { ok: false, message: 'Year must look like 2024-2025' }],
    ['2024-2025', undefined, { ok: false, message: 'GPA is required' }],
    ['2024-2025', '', { ok: false, message: 'GPA is required' }],
    ['2024-2025', '5.01', { ok: false, message: 'GPA must be a number between 0.0 and 5.0' }],
    ['2024-2025', '-0.1', { ok: false, message: 'GPA must be a number between 0.0 and 5.0' }],
    ['2024-2025', 'four', { ok: false, message: 'GPA must be a number between 0.0 and 5.0' }],
    ['2024-2025', 'Infinity', { ok: false, message: 'GPA must be a number between 0.0 and 5.0' }],
    // The form's rule (@nuru/rules/results): at most two decimals, digits only.
    ['2024-2025', '3.755', { ok: false, message: 'GPA must be a number between 0.0 and 5.0' }],
    ['2024-2025', '1e0', { ok: false, message: 'GPA must be a number between 0.0 and 5.0' }],
  ])('year %j, gpa %j', (year, gpa, expected) => {
    expect(checkUploadFields(year, gpa)).toEqual(expected);
  });
});
