import { RosterOutcome } from '@/gql/graphql';
import type { BadgeTone } from '@/shared/ui/Badge';

// How a roster report reads: each outcome as a badge, and a line of counts.
export const MAX_ROSTER_BYTES = 2 * 1024 * 1024;
export const ROSTER_TOO_LARGE = 'This file is larger than 2 MB: split the roster into smaller files.';
export const ROSTER_REQUIRED = 'Choose a CSV file or paste the roster first';
export const INVALID_ROWS_BLOCK = 'Nothing will be imported until the file is fixed: correct the invalid rows and check the roster again.';

type Outcome = RosterOutcome;

const BADGES: Record<Outcome, { label: string; tone: BadgeTone }> = {
  INVITE: { label: 'Will be invited', tone: 'success' },
  ALREADY_INVITED: { label: 'Already invited', tone: 'neutral' },
  ALREADY_REGISTERED: { label: 'Already registered', tone: 'neutral' },
  INVALID: { label: 'Invalid', tone: 'danger' },
};

/** The row's badge; once the roster is applied, a row to invite has been invited. */
export function outcomeBadge(outcome: Outcome, applied: boolean) {
  return outcome === 'INVITE' && applied ? { label: 'Invited', tone: 'success' as const } : BADGES[outcome];
}

export function outcomeCounts(rows: readonly { outcome: Outcome }[]): Record<Outcome, number> {
  const counts = Object.fromEntries(Object.values(RosterOutcome).map((outcome) => [outcome, 0])) as Record<Outcome, number>;
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

/** '3 will be invited · 1 already invited · 2 invalid': the outcomes present, in the badges' words. */
export function outcomeSummary(rows: readonly { outcome: Outcome }[], applied: boolean): string {
  const counts = outcomeCounts(rows);
  return Object.values(RosterOutcome)
    .filter((outcome) => counts[outcome] > 0)
    .map((outcome) => `${counts[outcome]} ${outcomeBadge(outcome, applied).label.toLowerCase()}`)
    .join(' · ');
}

export const importLabel = (count: number) => `Import ${count} ${count === 1 ? 'scholar' : 'scholars'}`;
