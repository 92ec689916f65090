import type { RESULT_STATUSES } from '../db/schema.js';
import { isAccountNumber } from '../users/account-number-rules.js';

// Who may be paid a stipend, and why not: the one judgement behind both the officer's run (who is selected) and
// the scholar's own answer ("where is my stipend?"). The facts come from one set-based query
// (eligibility-queries.ts); the codes live here and nowhere else (the screens word them).

/** Blocking reasons in the order a scholar should deal with them; EXCLUDED_BY_OFFICER is an officer's hand exclusion. */
export const REASON_CODES = [
  'NOT_ACTIVE',
  'RESULTS_MISSING',
  'RESULTS_IN_REVIEW',
  'RESULTS_REJECTED',
  'UNIVERSITY_FEE_CONTROL_NUMBER_MISSING',
  'NHIF_CONTROL_NUMBER_MISSING',
  'BANK_ACCOUNT_MISSING',
  'ALREADY_IN_PERIOD',
  'YEAR_CAP_REACHED',
  'EXCLUDED_BY_OFFICER',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** One scholar's records for the academic year (and period) a run is for. */
export interface ScholarFacts {
  /** As stored: 'Active', 'Suspended', ... */
  enrollmentStatus: string;
  /** The year's results, or null when none were uploaded. */
  resultStatus: (typeof RESULT_STATUSES)[number] | null;
  universityFeeSubmitted: boolean;
  nhifSubmitted: boolean;
  accountNumber: string | null;
  /** Included, with a transfer that did not fail, in another run of the period that was not cancelled. */
  alreadyInPeriod: boolean;
  /** The other periods of the academic year in which the scholar holds a payment. */
  stipendsInYear: number;
}

const RESULT_REASON: Record<NonNullable<ScholarFacts['resultStatus']> | 'NONE', ReasonCode | null> = {
  NONE: 'RESULTS_MISSING',
  SUBMITTED: 'RESULTS_IN_REVIEW',
  REJECTED: 'RESULTS_REJECTED',
  APPROVED: null,
};

export const isActive = (enrollmentStatus: string) => enrollmentStatus.trim().toLowerCase() === 'active';

/** What stops the scholar being paid, in REASON_CODES order; empty means eligible. The cap is the programme's
 * stipends per scholar per academic year. */
export function blockingReasons(facts: ScholarFacts, maxStipendsPerYear: number): ReasonCode[] {
  const found: (ReasonCode | null)[] = [
    isActive(facts.enrollmentStatus) ? null : 'NOT_ACTIVE',
    RESULT_REASON[facts.resultStatus ?? 'NONE'],
    facts.universityFeeSubmitted ? null : 'UNIVERSITY_FEE_CONTROL_NUMBER_MISSING',
    facts.nhifSubmitted ? null : 'NHIF_CONTROL_NUMBER_MISSING',
    // A number stored before the account number rule that is not one pays no one: it counts as none.
    isAccountNumber(facts.accountNumber?.trim()) ? null : 'BANK_ACCOUNT_MISSING',
    facts.alreadyInPeriod ? 'ALREADY_IN_PERIOD' : null,
    !facts.alreadyInPeriod && facts.stipendsInYear >= maxStipendsPerYear ? 'YEAR_CAP_REACHED' : null,
  ];
  return found.filter((code): code is ReasonCode => code !== null);
}

/**
 * The portal's page where the scholar removes the reason; null when only the programme office can. The screen words
 * the reason and the step from the code (and the year it is judged for).
 */
const FIX_PATH: Record<ReasonCode, string | null> = {
  NOT_ACTIVE: null,
  RESULTS_MISSING: '/results',
  RESULTS_IN_REVIEW: '/results',
  RESULTS_REJECTED: '/results',
  UNIVERSITY_FEE_CONTROL_NUMBER_MISSING: '/payments',
  NHIF_CONTROL_NUMBER_MISSING: '/payments',
  BANK_ACCOUNT_MISSING: '/profile',
  ALREADY_IN_PERIOD: null,
  YEAR_CAP_REACHED: null,
  EXCLUDED_BY_OFFICER: null,
};

export interface ScholarReason {
  code: ReasonCode;
  /** Where the scholar takes the step that unblocks it; null when only the office can. */
  path: string | null;
}

/** The reason as the scholar's answer carries it: the code, and the page that fixes it. */
export const scholarReason = (code: ReasonCode): ScholarReason => ({ code, path: FIX_PATH[code] });
