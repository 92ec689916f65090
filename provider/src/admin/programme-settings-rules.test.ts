import { describe, expect, it } from 'vitest';
import { parseProgrammeSettings, PROGRAMME_SETTINGS_MESSAGES as M, settingChanges } from './programme-settings-rules.js';

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

describe('settingChanges', () => {
  const saved = { currentAcademicYear: 'Y2024_2025', activeBatches: [1, 2], stipendAmountTzs: 450_000 };
  it.each([
    [saved, []],
    [{ ...saved, activeBatches: [1, 2] }, []],
    [{ ...saved, stipendAmountTzs: 500_000 }, [{ setting: 'stipendAmountTzs', before: 450_000, after: 500_000 }]],
    [{ ...saved, activeBatches: [1, 2, 3] }, [{ setting: 'activeBatches', before: [1, 2], after: [1, 2, 3] }]],
    [{ ...saved, activeBatches: [12] }, [{ setting: 'activeBatches', before: [1, 2], after: [12] }]],
    [
      { currentAcademicYear: 'Y2025_2026', activeBatches: [2], stipendAmountTzs: 1 },
      [
        { setting: 'stipendAmountTzs', before: 450_000, after: 1 },
        { setting: 'activeBatches', before: [1, 2], after: [2] },
        { setting: 'currentAcademicYear', before: 'Y2024_2025', after: 'Y2025_2026' },
      ],
    ],
  ])('%j -> %j', (after, changes) => {
    expect(settingChanges(saved, after)).toEqual(changes);
  });
});
