import { displayYear } from '../academic-year/year-rules.js';
import { hasControlCharacter } from '../http/control-characters.js';

// A stipend period is one academic year and one of the instalments the programme names in its settings ("Semester 1",
// "Semester 2", or "January instalment"...): officers choose it from that list, they never type it. What "once per
// period" compares is the period's key, so a label that only looks different (another space, a zero-width
// character, an en dash, "I" for "1", "01" for "1", upper case, a slash for a dash) pays nobody twice: runs made
// before the list, whose labels were typed, keep their keys.

export const MAX_INSTALMENTS = 12;
export const MAX_INSTALMENT_LENGTH = 40;
/** The cap of stipends per scholar per academic year is at most one a month. */
export const MAX_STIPENDS_PER_YEAR = 12;

export const PERIOD_MESSAGES = {
  instalments: `stipendInstalments must list between 1 and ${MAX_INSTALMENTS} names of at most ${MAX_INSTALMENT_LENGTH} characters, each with a letter or a digit, on one line`,
  instalmentsAlike: (first: string, second: string) =>
    `stipendInstalments names one instalment twice: "${first}" and "${second}" are the same period`,
  maxStipendsPerYear: `maxStipendsPerYear must be a whole number from 1 to ${MAX_STIPENDS_PER_YEAR}`,
  unknownInstalment: (instalments: readonly string[]) => `instalment must be one of the programme's instalments: ${instalments.join(', ')}`,
} as const;

const ROMAN: Record<string, string> = { i: '1', ii: '2', iii: '3', iv: '4', v: '5', vi: '6', vii: '7', viii: '8', ix: '9', x: '10' };

/** The words and numbers of the label, in one form: NFKC, no invisible characters, lower case, numerals as digits. */
export function periodKey(label: string): string {
  return label
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => ROMAN[word] ?? (/^\d+$/.test(word) ? String(Number(word)) : word))
    .join(' ');
}

/** The label a run of the year's instalment carries, e.g. "2024-2025 Semester 1". */
export const periodLabel = (providerYear: string, instalment: string) => `${displayYear(providerYear)} ${instalment}`;

/** The instalments a settings change asks for (trimmed, in the officer's order), or why they are refused. */
export function parseInstalments(value: unknown): { instalments: string[] } | { problem: string } {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_INSTALMENTS) return { problem: PERIOD_MESSAGES.instalments };
  const instalments: string[] = [];
  const seen = new Map<string, string>();
  for (const entry of value) {
    const name = typeof entry === 'string' ? entry.trim() : '';
    if (!name || name.length > MAX_INSTALMENT_LENGTH || hasControlCharacter(name, { oneLine: true }) || !periodKey(name))
      return { problem: PERIOD_MESSAGES.instalments };
    const twin = seen.get(periodKey(name));
    if (twin !== undefined) return { problem: PERIOD_MESSAGES.instalmentsAlike(twin, name) };
    seen.set(periodKey(name), name);
    instalments.push(name);
  }
  return { instalments };
}

export const isMaxStipendsPerYear = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_STIPENDS_PER_YEAR;

/** The programme's spelling of the instalment an officer chose (a look-alike of a listed name picks it), or null. */
export function chosenInstalment(instalments: readonly string[], asked: string): string | null {
  const key = periodKey(asked);
  return (key && instalments.find((name) => periodKey(name) === key)) || null;
}
