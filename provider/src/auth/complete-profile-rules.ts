import { controlCharacterMessage, hasControlCharacter } from '../http/control-characters.js';
import { parseAccountNumber } from '../users/account-number-rules.js';

// The last sign-up step: which fields a scholar must give, named the way the form names them.

export const COMPLETE_PROFILE_FIELDS = {
  name: 'Full name',
  sex: 'Sex',
  phoneNumber: 'Phone number',
  universityName: 'University name',
  universityRegistrationId: 'University registration ID',
  courseProgrammeName: 'Course or programme name',
  enrolledYear: 'Enrolled year',
  accountNumber: 'Account number',
} as const;

export type CompleteProfileField = keyof typeof COMPLETE_PROFILE_FIELDS;
export type CompleteProfileValues = Record<CompleteProfileField, string>;

/** Trimmed values, or the message naming the first missing field (or an account number that is not one). */
export function parseCompleteProfile(
  body: Partial<Record<CompleteProfileField, string | null>>,
): { values: CompleteProfileValues } | { problem: string } {
  const values = {} as CompleteProfileValues;
  for (const [field, label] of Object.entries(COMPLETE_PROFILE_FIELDS) as [CompleteProfileField, string][]) {
    const value = body[field]?.trim() ?? '';
    if (!value) return { problem: `${label} is required` };
    // One-line fields: a name with a line break would break the bank file's row of every run it is in (the account
    // number has a rule of its own, below).
    if (field !== 'accountNumber' && hasControlCharacter(value, { oneLine: true })) return { problem: controlCharacterMessage(field) };
    values[field] = value;
  }
  const account = parseAccountNumber(values.accountNumber);
  if ('problem' in account) return account;
  return { values };
}
