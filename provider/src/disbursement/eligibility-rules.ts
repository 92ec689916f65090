import { displayYear } from '../academic-year/year-rules.js';
import type { RESULT_STATUSES } from '../db/schema.js';
import { isAccountNumber } from '../users/account-number-rules.js';

// Who may be paid a stipend, and why not: the one judgement behind both the officer's run (who is selected) and
// the scholar's own answer ("where is my stipend?"). The facts come from one set-based query
// (eligibility-queries.ts); the codes and their words live here and nowhere else.

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

/** Whom a scholar asks when only the office can help. */
const ASK_THE_OFFICE = 'Contact the programme office (your scholarship officer) if you think this is wrong.';

export interface ScholarReason {
  code: ReasonCode;
  message: string;
  /** The step that unblocks it and the page of the portal where it is taken; null when only the office can. */
  action: { label: string; path: string } | null;
}

/** The reason as the scholar reads it: what is wrong, in plain words, and what to do about it. */
export function scholarReason(code: ReasonCode, year: string): ScholarReason {
  const shown = displayYear(year);
  const results = (message: string, label: string): ScholarReason => ({ code, message, action: { label, path: '/results' } });
  const controlNumber = (type: string): ScholarReason => ({
    code,
    message: `Your ${type} control number for ${shown} has not been submitted.`,
    action: { label: `Submit your ${shown} ${type} control number`, path: '/payments' },
  });
  switch (code) {
    case 'NOT_ACTIVE':
      return {
        code,
        message: `Your scholarship enrollment is not active, and stipends are paid to active scholars only. ${ASK_THE_OFFICE}`,
        action: null,
      };
    case 'RESULTS_MISSING':
      return results(`Your ${shown} results have not been uploaded.`, `Upload your ${shown} results`);
    case 'RESULTS_IN_REVIEW':
      return results(`Your ${shown} results are waiting for an officer's review.`, `See your ${shown} results`);
    case 'RESULTS_REJECTED':
      return results(`Your ${shown} results were not approved.`, `Your ${shown} results were returned: see the comment`);
    case 'UNIVERSITY_FEE_CONTROL_NUMBER_MISSING':
      return controlNumber('university fee');
    case 'NHIF_CONTROL_NUMBER_MISSING':
      return controlNumber('NHIF');
    case 'BANK_ACCOUNT_MISSING':
      return {
        code,
        message: 'Your profile has no bank account number to pay the stipend into.',
        action: { label: 'Add your bank account number in your profile', path: '/profile' },
      };
    case 'ALREADY_IN_PERIOD':
      return { code, message: 'You are already in another stipend run of this period.', action: null };
    case 'YEAR_CAP_REACHED':
      return {
        code,
        message: `You have been paid every stipend the programme pays a scholar in ${shown}. ${ASK_THE_OFFICE}`,
        action: null,
      };
    case 'EXCLUDED_BY_OFFICER':
      return { code, message: `A programme officer left you out of this run. ${ASK_THE_OFFICE}`, action: null };
  }
}

/** The reason as an officer reads it beside an excluded scholar. */
export function officerReason(code: ReasonCode, year: string): { code: ReasonCode; message: string } {
  const shown = displayYear(year);
  const words: Record<ReasonCode, string> = {
    NOT_ACTIVE: 'Enrollment is not Active',
    RESULTS_MISSING: `No ${shown} results uploaded`,
    RESULTS_IN_REVIEW: `${shown} results not reviewed yet`,
    RESULTS_REJECTED: `${shown} results were rejected`,
    UNIVERSITY_FEE_CONTROL_NUMBER_MISSING: `No ${shown} university fee control number`,
    NHIF_CONTROL_NUMBER_MISSING: `No ${shown} NHIF control number`,
    BANK_ACCOUNT_MISSING: 'No bank account number in the profile',
    ALREADY_IN_PERIOD: 'Already in another run of this period',
    YEAR_CAP_REACHED: `Already paid the most stipends a scholar gets in ${shown}`,
    EXCLUDED_BY_OFFICER: 'Excluded by an officer',
  };
  return { code, message: words[code] };
}
