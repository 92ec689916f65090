import { describe, expect, it } from 'vitest';
import { parseProgrammeSettings, PROGRAMME_SETTINGS_MESSAGES as M } from './programme-settings-rules.js';

describe('parseProgrammeSettings', () => {
  it.each([
    [
      { currentAcademicYear: 'Y2025_2026', activeBatches: [2, 1, 2] },
      { currentAcademicYear: 'Y2025_2026', activeBatches: [1, 2] },
    ],
    [
      { currentAcademicYear: 'Y2025_2026', activeBatches: [1], stipendAmountTzs: 500_000 },
      { currentAcademicYear: 'Y2025_2026', activeBatches: [1], stipendAmountTzs: 500_000 },
    ],
    [{ currentAcademicYear: 'Y2025_2026', activeBatches: [1], stipendAmountTzs: 0 }, { problem: M.stipend }],
    [{ currentAcademicYear: 'Y2025_2026', activeBatches: [1], stipendAmountTzs: 1.5 }, { problem: M.stipend }],
    [{ currentAcademicYear: 'Y2025_2026', activeBatches: [1], stipendAmountTzs: '450000' }, { problem: M.stipend }],
    [{ currentAcademicYear: 'Y2025_2026', activeBatches: [1], stipendAmountTzs: 10_000_001 }, { problem: M.stipend }],
    [{ currentAcademicYear: 'Y2025_2026', activeBatches: [1], stipendAmountTzs: null }, { problem: M.stipend }],
    [{ currentAcademicYear: '2025-2026', activeBatches: [1] }, { problem: M.year }],
    [{ currentAcademicYear: 'Y2025_2027', activeBatches: [1] }, { problem: M.year }],
    [{ activeBatches: [1] }, { problem: M.year }],
    [{ currentAcademicYear: 'Y2025_2026', activeBatches: [] }, { problem: M.batches }],
    [{ currentAcademicYear: 'Y2025_2026', activeBatches: '1,2' }, { problem: M.batches }],
    [{ currentAcademicYear: 'Y2025_2026', activeBatches: [0] }, { problem: M.batches }],
    [{ currentAcademicYear: 'Y2025_2026', activeBatches: [1.5] }, { problem: M.batches }],
    [{ currentAcademicYear: 'Y2025_2026', activeBatches: ['1'] }, { problem: M.batches }],
    [{ currentAcademicYear: 'Y2025_2026', activeBatches: Array.from({ length: 51 }, (_, i) => i + 1) }, { problem: M.batches }],
  ])('%j -> %j', (body, expected) => {
    expect(parseProgrammeSettings(body)).toEqual(expected);
  });
});
