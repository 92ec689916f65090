import { isProviderYear } from '../academic-year/year-rules.js';
import { amountMessage, isAmountTzs } from '../programme/amount-rules.js';
import { isMaxStipendsPerYear, parseInstalments, PERIOD_MESSAGES } from '../programme/period-rules.js';
import type { ProgrammeSettings } from '../programme/programme-queries.js';

export const MAX_ACTIVE_BATCHES = 50;

export const PROGRAMME_SETTINGS_MESSAGES = {
  year: 'currentAcademicYear must look like Y2024_2025',
  batches: `activeBatches must list between 1 and ${MAX_ACTIVE_BATCHES} batch numbers, each a whole number of at least 1`,
  stipend: amountMessage('stipendAmountTzs'),
  stale: 'The programme settings were changed by someone else since you loaded them. Reload and try again.',
  saved: 'Programme settings saved',
} as const;

/** Absent money settings stay as they are (callers that predate them send only the year and the batches). */
export type ProgrammeSettingsChange = Pick<ProgrammeSettings, 'currentAcademicYear' | 'activeBatches'> &
  Partial<Pick<ProgrammeSettings, 'stipendAmountTzs' | 'stipendInstalments' | 'maxStipendsPerYear'>>;

/** The settings a body asks for (batches de-duplicated and in order), or why they are refused. */
export function parseProgrammeSettings(body: {
  currentAcademicYear?: unknown;
  activeBatches?: unknown;
  stipendAmountTzs?: unknown;
  stipendInstalments?: unknown;
  maxStipendsPerYear?: unknown;
}): ProgrammeSettingsChange | { problem: string } {
  if (!isProviderYear(body.currentAcademicYear)) return { problem: PROGRAMME_SETTINGS_MESSAGES.year };
  const batches = body.activeBatches;
  if (!Array.isArray(batches) || batches.length === 0 || batches.length > MAX_ACTIVE_BATCHES)
    return { problem: PROGRAMME_SETTINGS_MESSAGES.batches };
  if (!batches.every((batch) => Number.isInteger(batch) && batch >= 1 && batch <= 1_000_000))
    return { problem: PROGRAMME_SETTINGS_MESSAGES.batches };
  const stipend = body.stipendAmountTzs;
  if (stipend !== undefined && !isAmountTzs(stipend)) return { problem: PROGRAMME_SETTINGS_MESSAGES.stipend };
  const instalments = body.stipendInstalments === undefined ? undefined : parseInstalments(body.stipendInstalments);
  if (instalments && 'problem' in instalments) return instalments;
  const cap = body.maxStipendsPerYear;
  if (cap !== undefined && !isMaxStipendsPerYear(cap)) return { problem: PERIOD_MESSAGES.maxStipendsPerYear };
  return {
    currentAcademicYear: body.currentAcademicYear,
    activeBatches: [...new Set(batches as number[])].sort((a, b) => a - b),
    ...(stipend === undefined ? {} : { stipendAmountTzs: stipend }),
    ...(instalments === undefined ? {} : { stipendInstalments: instalments.instalments }),
    ...(cap === undefined ? {} : { maxStipendsPerYear: cap }),
  };
}

/** A setting an officer changed, as every administrator is told of it. */
export type SettingChange =
  | { setting: 'stipendAmountTzs'; before: number; after: number }
  | { setting: 'maxStipendsPerYear'; before: number; after: number }
  | { setting: 'stipendInstalments'; before: string[]; after: string[] }
  | { setting: 'activeBatches'; before: number[]; after: number[] }
  | { setting: 'currentAcademicYear'; before: string; after: string };

type Settings = Omit<ProgrammeSettings, 'updatedAt'>;

/** What a save changed, the money first; empty when it changed nothing. */
export function settingChanges(before: Settings, after: Settings): SettingChange[] {
  const changes: SettingChange[] = [];
  if (before.stipendAmountTzs !== after.stipendAmountTzs)
    changes.push({ setting: 'stipendAmountTzs', before: before.stipendAmountTzs, after: after.stipendAmountTzs });
  if (before.maxStipendsPerYear !== after.maxStipendsPerYear)
    changes.push({ setting: 'maxStipendsPerYear', before: before.maxStipendsPerYear, after: after.maxStipendsPerYear });
  if (before.stipendInstalments.join('\n') !== after.stipendInstalments.join('\n'))
    changes.push({ setting: 'stipendInstalments', before: before.stipendInstalments, after: after.stipendInstalments });
  if (before.activeBatches.join() !== after.activeBatches.join())
    changes.push({ setting: 'activeBatches', before: before.activeBatches, after: after.activeBatches });
  if (before.currentAcademicYear !== after.currentAcademicYear)
    changes.push({ setting: 'currentAcademicYear', before: before.currentAcademicYear, after: after.currentAcademicYear });
  return changes;
}
