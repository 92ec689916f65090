// Money is whole Tanzanian shillings: the stipend of the programme settings and every amount of a disbursement
// run. An amount is a positive whole number up to a ceiling no stipend reaches, so a slip of the keyboard (an
// extra zero or three) is refused rather than paid.

export const MAX_AMOUNT_TZS = 10_000_000;

/** A JSON number that is a whole, positive number of shillings up to MAX_AMOUNT_TZS (never a string or a fraction). */
export function isAmountTzs(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_AMOUNT_TZS;
}

export const amountMessage = (field: string) => `${field} must be a whole number of shillings from 1 to 10,000,000`;
