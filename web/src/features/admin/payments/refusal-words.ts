import { paymentTypeLabel } from '@nuru/rules/payments';
import { defineMessages, type IntlShape, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import {
  ControlNumberRefusal,
  type BankLineConflict,
  type BankLineProblem,
  type ControlNumberFlag,
  type ControlNumberOutcomeKind,
  type PaymentType,
} from '@/gql/graphql';
import { errorExtension } from '@/shared/api/errors';
import { formatShillings } from '@/shared/rules/format';

// Why the desk could not read a bank line, would not apply one, or refused a change: worded here from the schema's
// codes, in the reader's language, the English as the provider's own. A code the gateway left null (a provider's
// the portal does not know) is said in the provider's words, through `words` (useServerWords).

type Words = (text: string) => string;

// Looked up by the line's code, so untyped: VALUE_COUNT says valueCount, REPEATED firstLine.
const LINE_PROBLEMS: Record<BankLineProblem, MessageDescriptor> = defineMessages({
  HEADER: {
    id: 'admin.payments.refusalWords.header',
    defaultMessage: 'The first line must be the header controlNumber,amount,paidAt',
  },
  UNCLOSED_QUOTE: { id: 'admin.payments.refusalWords.unclosedQuote', defaultMessage: 'a quoted field is not closed' },
  MISPLACED_QUOTE: {
    id: 'admin.payments.refusalWords.misplacedQuote',
    defaultMessage: 'a quoted field goes on after its closing quote',
  },
  CONTROL_CHARACTERS: { id: 'admin.payments.refusalWords.controlCharacters', defaultMessage: 'The line contains control characters' },
  VALUE_COUNT: {
    id: 'admin.payments.refusalWords.valueCount',
    defaultMessage: 'Expected 3 values (controlNumber,amount,paidAt), found {valueCount}',
  },
  CONTROL_NUMBER: { id: 'admin.payments.refusalWords.controlNumber', defaultMessage: 'controlNumber must be exactly 12 digits' },
  REPEATED: { id: 'admin.payments.refusalWords.repeated', defaultMessage: 'The control number is already on line {firstLine}' },
  AMOUNT: {
    id: 'admin.payments.refusalWords.amount',
    defaultMessage: 'amount must be a whole number of TZS of at least 1, without decimals or separators',
  },
  PAID_AT: {
    id: 'admin.payments.refusalWords.paidAt',
    defaultMessage: 'paidAt must be a date such as 2025-03-14 or 2025-03-14T10:30:00+03:00',
  },
  FUTURE_PAID_AT: { id: 'admin.payments.refusalWords.futurePaidAt', defaultMessage: 'paidAt is in the future' },
});

const FLAGS = defineMessages<ControlNumberFlag>({
  DUPLICATE: { id: 'admin.payments.refusalWords.flagDuplicate', defaultMessage: 'submitted by another scholar' },
  REUSED: { id: 'admin.payments.refusalWords.flagReused', defaultMessage: 'used in another academic year' },
});

const REASONS = defineMessages<{
  otherPayment: { otherType: string; otherYear: string; type: string; year: string };
  flagged: { flags: string };
  shared: { type: string; year: string };
  amountMismatch: { paid: string; due: string };
  stale: NoMessageValues;
  notFound: NoMessageValues;
}>({
  otherPayment: {
    id: 'admin.payments.refusalWords.otherPayment',
    defaultMessage: 'The control number is for {otherType} {otherYear}, not {type} {year}',
  },
  flagged: {
    id: 'admin.payments.refusalWords.flagged',
    defaultMessage: 'This control number is flagged ({flags}): resolve the flag before marking it PAID.',
  },
  shared: { id: 'admin.payments.refusalWords.shared', defaultMessage: 'More than one scholar submitted it for {type} {year}' },
  amountMismatch: { id: 'admin.payments.refusalWords.amountMismatch', defaultMessage: 'The bank paid {paid} but the bill is for {due}' },
  stale: {
    id: 'admin.payments.refusalWords.stale',
    defaultMessage: 'The payment status was changed by someone else since you loaded it. Reload and try again.',
  },
  notFound: { id: 'admin.payments.refusalWords.notFound', defaultMessage: 'Payment not found' },
});

type LineError = { message: string; problem?: BankLineProblem | null; valueCount?: number | null; firstLine?: number | null };

/** What is wrong with a line of a bank file (the screen says which line). */
export function lineProblemWords(intl: IntlShape, words: Words, error: LineError): string {
  if (!error.problem) return words(error.message);
  // Line numbers as the file has them (5001, not 5,001).
  return intl.formatMessage(LINE_PROBLEMS[error.problem], { valueCount: error.valueCount, firstLine: error.firstLine?.toString() });
}

const flaggedWords = (intl: IntlShape, flags: readonly ControlNumberFlag[]) =>
  intl.formatMessage(REASONS.flagged, { flags: intl.formatList(flags.map((flag) => intl.formatMessage(FLAGS[flag]))) });

type Paying = { type: PaymentType; year: string };
type ConflictingLine = {
  amount: number;
  reason?: string | null;
  conflict?: BankLineConflict | null;
  payment?: (Paying & { flags: readonly ControlNumberFlag[]; amountDueTzs?: number | null }) | null;
};

/**
 * Why a line of a reconciliation of `asked` (its year and type) conflicts: its payment is another's, flagged, shared,
 * or its bill is for another amount than the line paid.
 */
export function conflictWords(intl: IntlShape, words: Words, line: ConflictingLine, asked: Paying): string {
  const { conflict, payment } = line;
  const type = words(paymentTypeLabel(asked.type));
  if (conflict === 'OTHER_PAYMENT' && payment)
    return intl.formatMessage(REASONS.otherPayment, {
      otherType: words(paymentTypeLabel(payment.type)),
      otherYear: payment.year,
      type,
      year: asked.year,
    });
  if (conflict === 'FLAGGED' && payment?.flags.length) return flaggedWords(intl, payment.flags);
  if (conflict === 'SHARED') return intl.formatMessage(REASONS.shared, { type, year: asked.year });
  if (conflict === 'AMOUNT_MISMATCH' && typeof payment?.amountDueTzs === 'number')
    return intl.formatMessage(REASONS.amountMismatch, { paid: formatShillings(line.amount), due: formatShillings(payment.amountDueTzs) });
  return words(line.reason ?? '');
}

type Outcome = {
  outcome: ControlNumberOutcomeKind;
  message: string;
  refusal?: ControlNumberRefusal | null;
  flags?: readonly ControlNumberFlag[] | null;
};

/** Why a bulk change left a control number as it was: not found, flagged, or changed by someone else meanwhile. */
export function refusalWords(intl: IntlShape, words: Words, item: Outcome): string {
  if (item.outcome === 'NOT_FOUND') return intl.formatMessage(REASONS.notFound);
  if (item.refusal === 'STALE') return intl.formatMessage(REASONS.stale);
  if (item.refusal === 'FLAGGED' && item.flags?.length) return flaggedWords(intl, item.flags);
  return words(item.message);
}

/**
 * Why the gateway refused one control number's status change, from its error's extensions (refusal, flags),
 * as refusalWords reads it; the message stands when the refusal has no code this screen knows.
 */
export function refusalOfFailure(failure: unknown, message: string): Outcome {
  const refusal = errorExtension(failure, 'refusal');
  const flags = errorExtension(failure, 'flags');
  return {
    outcome: 'REFUSED',
    message,
    refusal: Object.values<unknown>(ControlNumberRefusal).includes(refusal) ? (refusal as ControlNumberRefusal) : null,
    flags: Array.isArray(flags) ? flags.filter((flag): flag is ControlNumberFlag => Object.hasOwn(FLAGS, flag as string)) : null,
  };
}
