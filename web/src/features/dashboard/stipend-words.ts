import { defineMessages, type IntlShape, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import { StipendBlockReason, StipendStatus } from '@/gql/graphql';

// "Where is my stipend?" in the scholar's words: myStipend answers codes (the status, each reason) and the values
// they are said with (the period, the year, the bank's reason); the sentences are here, in every language.

type Period = { period: string };
type Year = { year: string };

const STANDING = defineMessages<{
  inRun: Period;
  approved: Period;
  paid: Period;
  failedFix: Period & { reason: string };
  failedAgain: Period & { reason: string };
  noReason: NoMessageValues;
  notIncludedBlocked: Period;
  notIncludedClear: Period;
  eligible: Period;
  notEligible: Period;
}>({
  inRun: { id: 'dashboard.stipendWords.inRun', defaultMessage: 'You are in the {period} stipend run; it is waiting for approval.' },
  approved: {
    id: 'dashboard.stipendWords.approved',
    defaultMessage: 'Your {period} stipend is approved and will be sent to your bank account.',
  },
  paid: { id: 'dashboard.stipendWords.paid', defaultMessage: 'Your {period} stipend was paid into your bank account.' },
  failedFix: {
    id: 'dashboard.stipendWords.failedFix',
    defaultMessage: 'The bank could not pay your {period} stipend: {reason}. Fix what is listed below so that it can be sent again.',
  },
  failedAgain: {
    id: 'dashboard.stipendWords.failedAgain',
    defaultMessage: 'The bank could not pay your {period} stipend: {reason}. It will be sent again in the next run of this period.',
  },
  noReason: { id: 'dashboard.stipendWords.noReason', defaultMessage: 'no reason was given' },
  notIncludedBlocked: {
    id: 'dashboard.stipendWords.notIncludedBlocked',
    defaultMessage: 'You are not in the {period} stipend run. This is what stops you:',
  },
  notIncludedClear: {
    id: 'dashboard.stipendWords.notIncludedClear',
    defaultMessage: 'You are not in the {period} stipend run, but nothing stops you now: you will be considered in the next run.',
  },
  eligible: {
    id: 'dashboard.stipendWords.eligible',
    defaultMessage: 'You meet every condition for a {period} stipend: you will be considered in the next run.',
  },
  notEligible: {
    id: 'dashboard.stipendWords.notEligible',
    defaultMessage: 'You cannot be paid a {period} stipend yet. This is what stops you:',
  },
});

export interface Standing {
  status: StipendStatus;
  /** The run's period; null before any run, when the academic year stands for it. */
  period?: string | null;
  academicYear: string;
  failureReason?: string | null;
  reasons: readonly unknown[];
}

/** The standing in one sentence; whatever stops the scholar is listed under it. */
export function standingSentence(intl: IntlShape, standing: Standing): string {
  const period = standing.period ?? standing.academicYear;
  const blocked = standing.reasons.length > 0;
  switch (standing.status) {
    case StipendStatus.InRun:
      return intl.formatMessage(STANDING.inRun, { period });
    case StipendStatus.Approved:
      return intl.formatMessage(STANDING.approved, { period });
    case StipendStatus.Paid:
      return intl.formatMessage(STANDING.paid, { period });
    case StipendStatus.Failed:
      return intl.formatMessage(blocked ? STANDING.failedFix : STANDING.failedAgain, {
        period,
        reason: standing.failureReason ?? intl.formatMessage(STANDING.noReason),
      });
    case StipendStatus.NotIncluded:
      return intl.formatMessage(blocked ? STANDING.notIncludedBlocked : STANDING.notIncludedClear, { period });
    case StipendStatus.Eligible:
      return intl.formatMessage(STANDING.eligible, { period });
    case StipendStatus.NotEligible:
      return intl.formatMessage(STANDING.notEligible, { period });
  }
}

/** What is wrong, for the year it was judged for. */
const REASON = defineMessages<Record<StipendBlockReason, Year>>({
  NOT_ACTIVE: {
    id: 'dashboard.stipendWords.notActive',
    defaultMessage: 'Your scholarship enrollment is not active, and stipends are paid to active scholars only.',
  },
  RESULTS_MISSING: { id: 'dashboard.stipendWords.resultsMissing', defaultMessage: 'Your {year} results have not been uploaded.' },
  RESULTS_IN_REVIEW: {
    id: 'dashboard.stipendWords.resultsInReview',
    defaultMessage: "Your {year} results are waiting for an officer's review.",
  },
  RESULTS_REJECTED: { id: 'dashboard.stipendWords.resultsRejected', defaultMessage: 'Your {year} results were not approved.' },
  UNIVERSITY_FEE_CONTROL_NUMBER_MISSING: {
    id: 'dashboard.stipendWords.feeControlNumberMissing',
    defaultMessage: 'Your university fee control number for {year} has not been submitted.',
  },
  NHIF_CONTROL_NUMBER_MISSING: {
    id: 'dashboard.stipendWords.nhifControlNumberMissing',
    defaultMessage: 'Your NHIF control number for {year} has not been submitted.',
  },
  BANK_ACCOUNT_MISSING: {
    id: 'dashboard.stipendWords.bankAccountMissing',
    defaultMessage: 'Your profile has no bank account number to pay the stipend into.',
  },
  ALREADY_IN_PERIOD: {
    id: 'dashboard.stipendWords.alreadyInPeriod',
    defaultMessage: 'You are already in another stipend run of this period.',
  },
  YEAR_CAP_REACHED: {
    id: 'dashboard.stipendWords.yearCapReached',
    defaultMessage: 'You have been paid every stipend the programme pays a scholar in {year}.',
  },
  EXCLUDED_BY_OFFICER: { id: 'dashboard.stipendWords.excludedByOfficer', defaultMessage: 'A programme officer left you out of this run.' },
});

/** Where only the office can help, and may have been wrong: the scholar is told whom to ask. */
const ASK_THE_OFFICE: ReadonlySet<StipendBlockReason> = new Set([
  StipendBlockReason.NotActive,
  StipendBlockReason.YearCapReached,
  StipendBlockReason.ExcludedByOfficer,
]);

/** The step the reason's page is for, as its link reads. */
const STEP: Partial<Record<StipendBlockReason, MessageDescriptor>> = defineMessages({
  RESULTS_MISSING: { id: 'dashboard.stipendWords.uploadResults', defaultMessage: 'Upload your {year} results' },
  RESULTS_IN_REVIEW: { id: 'dashboard.stipendWords.seeResults', defaultMessage: 'See your {year} results' },
  RESULTS_REJECTED: { id: 'dashboard.stipendWords.resultsReturned', defaultMessage: 'Your {year} results were returned: see the comment' },
  UNIVERSITY_FEE_CONTROL_NUMBER_MISSING: {
    id: 'dashboard.stipendWords.submitFeeControlNumber',
    defaultMessage: 'Submit your {year} university fee control number',
  },
  NHIF_CONTROL_NUMBER_MISSING: {
    id: 'dashboard.stipendWords.submitNhifControlNumber',
    defaultMessage: 'Submit your {year} NHIF control number',
  },
  BANK_ACCOUNT_MISSING: { id: 'dashboard.stipendWords.addBankAccount', defaultMessage: 'Add your bank account number in your profile' },
});

const OTHER = defineMessages<{ askTheOffice: NoMessageValues; goThere: NoMessageValues }>({
  askTheOffice: {
    id: 'dashboard.stipendWords.askTheOffice',
    defaultMessage: 'Contact the programme office (your scholarship officer) if you think this is wrong.',
  },
  // A page the server names for a reason this screen has no step for still leads there.
  goThere: { id: 'dashboard.stipendWords.goThere', defaultMessage: 'Go to the page that fixes it' },
});

/** A reason as the scholar reads it, and the words of the link to its page (null: no page, only the office). */
export function reasonWords(
  intl: IntlShape,
  reason: { code: StipendBlockReason; path?: string | null },
  year: string,
): { text: string; step: string | null } {
  const what = intl.formatMessage(REASON[reason.code], { year });
  const text = ASK_THE_OFFICE.has(reason.code) ? `${what} ${intl.formatMessage(OTHER.askTheOffice)}` : what;
  if (!reason.path) return { text, step: null };
  const step = STEP[reason.code];
  return { text, step: step ? intl.formatMessage(step, { year }) : intl.formatMessage(OTHER.goThere) };
}
