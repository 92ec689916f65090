// What the web and the gateway say when a stipend run's request fails: the screen's fallback when the provider
// says nothing, and the bank file's refusal of a row.

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
