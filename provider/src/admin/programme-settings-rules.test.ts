import { describe, expect, it } from 'vitest';
import { PERIOD_MESSAGES } from '../programme/period-rules.js';
import { parseProgrammeSettings, PROGRAMME_SETTINGS_MESSAGES as M, settingChanges } from './programme-settings-rules.js';

const year = { currentAcademicYear: 'Y2025_2026', activeBatches: [1] };

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
    [
      { ...year, stipendInstalments: [' Semester 1 ', 'Semester 2', 'Top-up'], maxStipendsPerYear: 3 },
      { ...year, stipendInstalments: ['Semester 1', 'Semester 2', 'Top-up'], maxStipendsPerYear: 3 },
    ],
    [{ ...year, stipendInstalments: [] }, { problem: PERIOD_MESSAGES.instalments }],
    [{ ...year, stipendInstalments: 'Semester 1' }, { problem: PERIOD_MESSAGES.instalments }],
    [{ ...year, stipendInstalments: ['  '] }, { problem: PERIOD_MESSAGES.instalments }],
    [{ ...year, stipendInstalments: ['--'] }, { problem: PERIOD_MESSAGES.instalments }],
    [{ ...year, stipendInstalments: [1] }, { problem: PERIOD_MESSAGES.instalments }],
    [{ ...year, stipendInstalments: ['x'.repeat(41)] }, { problem: PERIOD_MESSAGES.instalments }],
    [{ ...year, stipendInstalments: ['Semester\n1'] }, { problem: PERIOD_MESSAGES.instalments }],
    [{ ...year, stipendInstalments: Array.from({ length: 13 }, (_, i) => `Month ${i + 1}`) }, { problem: PERIOD_MESSAGES.instalments }],
    [
      { ...year, stipendInstalments: ['Semester 1', 'semester I'] },
      { problem: PERIOD_MESSAGES.instalmentsAlike('Semester 1', 'semester I') },
    ],
    [
      { ...year, stipendInstalments: ['Semester 1', 'Semester\u00a001\u200b'] },
      { problem: PERIOD_MESSAGES.instalmentsAlike('Semester 1', 'Semester\u00a001\u200b') },
    ],
    [{ ...year, maxStipendsPerYear: 0 }, { problem: PERIOD_MESSAGES.maxStipendsPerYear }],
    [{ ...year, maxStipendsPerYear: 13 }, { problem: PERIOD_MESSAGES.maxStipendsPerYear }],
    [{ ...year, maxStipendsPerYear: 1.5 }, { problem: PERIOD_MESSAGES.maxStipendsPerYear }],
    [{ ...year, maxStipendsPerYear: '2' }, { problem: PERIOD_MESSAGES.maxStipendsPerYear }],
  ])('%j -> %j', (body, expected) => {
    expect(parseProgrammeSettings(body)).toEqual(expected);
  });
});

describe('settingChanges', () => {
  const saved = {
    currentAcademicYear: 'Y2024_2025',
    activeBatches: [1, 2],
    stipendAmountTzs: 450_000,
    stipendInstalments: ['Semester 1', 'Semester 2'],
    maxStipendsPerYear: 2,
  };
  it.each([
    [saved, []],
    [{ ...saved, activeBatches: [1, 2] }, []],
    [{ ...saved, stipendAmountTzs: 500_000 }, [{ setting: 'stipendAmountTzs', before: 450_000, after: 500_000 }]],
    [{ ...saved, activeBatches: [1, 2, 3] }, [{ setting: 'activeBatches', before: [1, 2], after: [1, 2, 3] }]],
    [{ ...saved, activeBatches: [12] }, [{ setting: 'activeBatches', before: [1, 2], after: [12] }]],
    [
      { ...saved, stipendInstalments: ['Semester 2', 'Semester 1'] },
      [{ setting: 'stipendInstalments', before: ['Semester 1', 'Semester 2'], after: ['Semester 2', 'Semester 1'] }],
    ],
    [
      {
        currentAcademicYear: 'Y2025_2026',
        activeBatches: [2],
        stipendAmountTzs: 1,
        stipendInstalments: ['Semester 1', 'Semester 2'],
        maxStipendsPerYear: 3,
      },
      [
        { setting: 'stipendAmountTzs', before: 450_000, after: 1 },
        { setting: 'maxStipendsPerYear', before: 2, after: 3 },
        { setting: 'activeBatches', before: [1, 2], after: [2] },
        { setting: 'currentAcademicYear', before: 'Y2024_2025', after: 'Y2025_2026' },
      ],
    ],
  ])('%j -> %j', (after, changes) => {
    expect(settingChanges(saved, after)).toEqual(changes);
  });
});
