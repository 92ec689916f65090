// The stipend runs' words that the web and the gateway both write: what a screen falls back on when the provider
// says nothing, and the run forms' checks before sending (the provider's limits; it checks the same again).

export const DISBURSEMENT_FAILED = {
  runs: 'The stipend runs could not be loaded. Please try again.',
  run: 'The stipend run could not be loaded. Please try again.',
  rules: 'The eligibility rules could not be loaded. Please try again.',
  create: 'The stipend run could not be created. Please try again.',
  editItem: "The scholar's row could not be changed. Please try again.",
  approve: 'The stipend run could not be approved. Please try again.',
  cancel: 'The stipend run could not be cancelled. Please try again.',
  paid: 'The stipend run could not be marked paid. Please try again.',
  transferFailed: 'The transfer could not be marked failed. Please try again.',
  bankFile: 'The bank file could not be downloaded. Please try again.',
  mine: 'Your stipend could not be loaded. Please try again later.',
} as const;

export type DisbursementOperation = keyof typeof DISBURSEMENT_FAILED;

/** The bank file refused whole for one row it cannot carry, named by its transfer reference (NY-12-3). */
export const bankFileRowRefusedMessage = (reference: string) =>
  `The bank file was not written: row ${reference} has an account number or a name a bank file cannot carry. ` +
  'Cancel this run and create it again; leave that scholar out until their profile is corrected.';

// The provider's limits.
export const MAX_AMOUNT_TZS = 10_000_000;
export const MAX_DISBURSEMENT_REASON_LENGTH = 500;
export const MAX_STIPENDS_PER_YEAR = 12;

export const AMOUNT_MESSAGES = {
  required: 'Enter the amount in whole shillings, e.g. 450000',
  notWhole: 'The amount must be a whole number of shillings (no cents, letters or signs)',
  range: 'The amount must be from TZS 1 to TZS 10,000,000',
} as const;

/** What each change of a run needs a reason for, in the words of its refusal. */
export const REASON_REQUIRED = {
  edit: "A reason is required to change a scholar's row",
  cancel: 'A reason is required to cancel a run',
  transferFailed: 'A reason is required to mark a transfer failed (the scholar reads it)',
} as const;
export const REASON_TOO_LONG = `The reason must be at most ${MAX_DISBURSEMENT_REASON_LENGTH} characters`;

/**
 * An amount as an officer types it (450000, 450,000 or 450 000) read as whole shillings, or why it cannot be sent.
 * A decimal point, a sign or a letter is refused rather than guessed at.
 */
export function readAmountTzs(typed: string): { amountTzs: number } | { problem: string } {
  const text = typed.trim();
  if (!text) return { problem: AMOUNT_MESSAGES.required };
  if (!/^\d+$|^\d{1,3}(,\d{3})+$|^\d{1,3}( \d{3})+$/.test(text)) return { problem: AMOUNT_MESSAGES.notWhole };
  const amountTzs = Number(text.replace(/[ ,]/g, ''));
  if (amountTzs < 1 || amountTzs > MAX_AMOUNT_TZS) return { problem: AMOUNT_MESSAGES.range };
  return { amountTzs };
}

/** Why a change's reason cannot be sent, or null. */
export function reasonProblem(change: keyof typeof REASON_REQUIRED, reason: string): string | null {
  const text = reason.trim();
  if (!text) return REASON_REQUIRED[change];
  return text.length > MAX_DISBURSEMENT_REASON_LENGTH ? REASON_TOO_LONG : null;
}
