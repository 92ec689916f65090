// The payments desk's words that the web and the gateway both write: the form's checks before sending and the
// gateway's check of the same input, and what a screen falls back on when the provider says nothing.

export const PAYMENT_DESK_FAILED = {
  controlNumbers: 'Failed to load the control numbers',
  missing: 'Failed to load the scholars without a control number',
  status: 'Failed to change the payment status',
  bulkStatus: 'Failed to change the payment statuses',
  resolve: 'Failed to resolve the flag',
  reconcile: 'Failed to reconcile the bank file',
} as const;

export type PaymentDeskOperation = keyof typeof PAYMENT_DESK_FAILED;

// The provider's limits, checked before a request is sent.
export const MAX_PAYMENT_REASON_LENGTH = 500;
export const MAX_FLAG_NOTE_LENGTH = 500;
export const MAX_BULK_PAYMENTS = 100;
export const MAX_BANK_FILE_BYTES = 1024 * 1024;

export const FAILURE_REASON_REQUIRED = 'A reason is required to mark a payment FAILED';
export const FAILURE_REASON_TOO_LONG = `The reason must be at most ${MAX_PAYMENT_REASON_LENGTH} characters`;
export const FLAG_NOTE_REQUIRED = 'A note is required to resolve a flag';
export const FLAG_NOTE_TOO_LONG = `The note must be at most ${MAX_FLAG_NOTE_LENGTH} characters`;
export const BULK_SELECTION_REQUIRED = 'Choose at least one control number';
export const BULK_TOO_MANY = `At most ${MAX_BULK_PAYMENTS} payments can be changed at once`;
export const BANK_FILE_REQUIRED = 'Choose the bank file (.csv)';
export const BANK_FILE_TOO_LARGE = 'The bank file is larger than 1 MB';
// A bank file the provider refuses whole (its codes EMPTY, TOO_LARGE, TOO_MANY_ROWS), as the gateway says it.
export const BANK_FILE_EMPTY = 'The bank file is empty';
export const BANK_FILE_TOO_MANY_ROWS = 'The bank file has more than 5000 rows';

/** Why a status change cannot be sent as it is, or null. */
export function statusChangeProblem(status: string, reason: string | null | undefined): string | null {
  const text = reason?.trim() ?? '';
  if (status === 'FAILED' && !text) return FAILURE_REASON_REQUIRED;
  return text.length > MAX_PAYMENT_REASON_LENGTH ? FAILURE_REASON_TOO_LONG : null;
}

/** Why a flag's resolution cannot be sent as it is, or null. */
export function flagNoteProblem(note: string): string | null {
  const text = note.trim();
  if (!text) return FLAG_NOTE_REQUIRED;
  return text.length > MAX_FLAG_NOTE_LENGTH ? FLAG_NOTE_TOO_LONG : null;
}
