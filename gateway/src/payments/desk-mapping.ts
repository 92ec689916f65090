import type {
  BankLine,
  BankLineConflict,
  BankLineError,
  BankLineProblem,
  BankReconciliation,
  ControlNumberFlag,
  ControlNumberRefusal,
  ControlNumberRow,
  PaymentType,
} from '../generated/resolvers.js';
import type { ErrorDetails } from '../errors/user-facing.js';
import { knownCode } from '../provider/known-code.js';
import type { BankLineDTO, BankRefusalDTO, BulkChangeDTO, ControlNumberRowDTO, ReconciliationDTO } from './desk-dto.js';

// The provider's payments-desk answers as the schema's types. The provider's vocabularies are the schema's enums.

// The codes a screen words itself, each list every value of its enum (the typecheck fails on one missing or extra).
// Another provider's code outside them is null, and the screen shows that provider's own words instead.
const LINE_PROBLEMS: Record<BankLineProblem, true> = {
  HEADER: true,
  UNCLOSED_QUOTE: true,
  MISPLACED_QUOTE: true,
  CONTROL_CHARACTERS: true,
  VALUE_COUNT: true,
  CONTROL_NUMBER: true,
  REPEATED: true,
  AMOUNT: true,
  PAID_AT: true,
  FUTURE_PAID_AT: true,
};
const CONFLICTS: Record<BankLineConflict, true> = { OTHER_PAYMENT: true, FLAGGED: true, SHARED: true, AMOUNT_MISMATCH: true };
const REFUSALS: Record<ControlNumberRefusal, true> = { FLAGGED: true, STALE: true };
const FLAGS: Record<ControlNumberFlag, true> = { DUPLICATE: true, REUSED: true };

export const toControlNumberRow = (row: ControlNumberRowDTO): ControlNumberRow => ({
  ...row,
  type: row.paymentType,
  year: row.paymentYear,
  submittedAt: row.createdAt,
});

const toBankLine = (line: BankLineDTO): BankLine => ({
  ...line,
  conflict: knownCode(CONFLICTS, line.conflict),
  // Another provider that does not mark it is not said to have skipped the check: the portal cannot tell.
  amountUnchecked: line.amountUnchecked ?? false,
  payment: line.payment ? toControlNumberRow(line.payment) : null,
});

const toBankLineError = (error: BankRefusalDTO['errors'][number]): BankLineError => ({
  ...error,
  problem: knownCode(LINE_PROBLEMS, error.problem),
});

/** The provider's report, or the line errors of a file it could not read, for the year and type asked about. */
export function toReconciliation(
  answer: ReconciliationDTO | BankRefusalDTO,
  asked: { year: string; type: PaymentType },
): BankReconciliation {
  if ('errors' in answer)
    return {
      applied: false,
      message: answer.message,
      ...asked,
      matched: [],
      alreadyPaid: [],
      unmatched: [],
      conflicting: [],
      errors: answer.errors.map(toBankLineError),
    };
  return {
    ...answer,
    ...asked,
    matched: answer.matched.map(toBankLine),
    alreadyPaid: answer.alreadyPaid.map(toBankLine),
    unmatched: answer.unmatched.map(toBankLine),
    conflicting: answer.conflicting.map(toBankLine),
    errors: [],
  };
}

/** A single status change's refusal (409) as error extensions: its code and flags, for the screen to word. */
export function statusRefusalDetails(answer: unknown): ErrorDetails {
  const body = answer && typeof answer === 'object' ? (answer as { refusal?: unknown; flags?: unknown }) : {};
  const refusal = knownCode(REFUSALS, body.refusal);
  if (!refusal) return {};
  const flags = Array.isArray(body.flags) ? body.flags.flatMap((flag) => knownCode(FLAGS, flag) ?? []) : [];
  return refusal === 'FLAGGED' ? { refusal, flags } : { refusal };
}

export const toBulkChange = (answer: BulkChangeDTO) => ({
  message: answer.message,
  outcomes: answer.items.map((item) => ({
    ...item,
    refusal: knownCode(REFUSALS, item.refusal),
    controlNumber: item.data ? toControlNumberRow(item.data) : null,
  })),
});
