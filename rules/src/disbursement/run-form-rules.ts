// The stipend run forms' checks before sending, in the words of their refusals: the provider's limits, which it
// checks again.

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
