import { blockingReasons, type ScholarFacts } from './eligibility-rules.js';

// What changed for a scholar a run pays since the run was created: approving the run and writing its bank file look
// at the scholar as they stand now, not as they stood when the draft was made. Any change stops both until an
// officer excludes the row (or cancels the run and makes it again).

export const ROW_CHANGE_CODES = [
  'SCHOLAR_REMOVED',
  'NOT_ACTIVE',
  'RESULTS_MISSING',
  'RESULTS_IN_REVIEW',
  'RESULTS_REJECTED',
  'UNIVERSITY_FEE_CONTROL_NUMBER_MISSING',
  'NHIF_CONTROL_NUMBER_MISSING',
  'BANK_ACCOUNT_MISSING',
  'BANK_ACCOUNT_CHANGED',
  'ALREADY_IN_PERIOD',
  'YEAR_CAP_REACHED',
] as const;
export type RowChange = (typeof ROW_CHANGE_CODES)[number];

/** The row as the run froze it. */
export interface FrozenRow {
  accountNumber: string | null;
  /** The row is the scholar's one payment of the period (a row of an older double payment is not). */
  holdsPeriod: boolean;
}

/**
 * Why the row may no longer be paid as it stands, in ROW_CHANGE_CODES order; empty when nothing changed. `now` counts
 * the scholar's stipends in the year's other periods, judged against the programme's cap as it now stands.
 */
export function rowChanges(row: FrozenRow, now: ScholarFacts | null, maxStipendsPerYear: number): RowChange[] {
  if (now === null) return ['SCHOLAR_REMOVED'];
  const found = new Set<RowChange>(blockingReasons({ ...now, alreadyInPeriod: !row.holdsPeriod }, maxStipendsPerYear) as RowChange[]);
  if (!found.has('BANK_ACCOUNT_MISSING') && (now.accountNumber?.trim() ?? '') !== (row.accountNumber ?? ''))
    found.add('BANK_ACCOUNT_CHANGED');
  return ROW_CHANGE_CODES.filter((code) => found.has(code));
}
