import { controlCharacterMessage, hasControlCharacter } from '../http/control-characters.js';
import { parseAccountNumber } from '../users/account-number-rules.js';
import { normalizeEmail } from '../users/email-rules.js';
import type { User, UserChanges } from '../users/user-queries.js';
import { EMAIL_CHANGE_MESSAGES } from './email-change-messages.js';

// Fields a person may edit about themselves. batchNo, enrollmentStatus and role belong to the
// programme: the portal sends them back with every save, so they are ignored here, not refused.
const OPTIONAL_TEXT = ['sex', 'phoneNumber', 'universityName', 'universityRegistrationId', 'courseProgrammeName', 'enrolledYear'] as const;

export type ProfileUpdate = Partial<Record<'name' | 'email' | 'accountNumber' | (typeof OPTIONAL_TEXT)[number], string | null>> & {
  /** Needed only when the account number changes. */
  currentPassword?: string;
};

// Changing the account stipends are paid into needs the account's password: a stolen session alone cannot redirect
// a scholar's stipend. The wrong password is answered as changing the password answers it (docs/behaviour.md §8).
export const ACCOUNT_CHANGE_MESSAGES = {
  passwordRequired: 'Enter your current password to change the account number',
  wrongPassword: 'Current password is incorrect',
} as const;

/** The account stipends are paid into, before and after a save that changes it (null: none). */
export interface AccountNumberChange {
  before: string | null;
  after: string | null;
}

/**
 * The changes a PUT /profile/info body asks for. Absent or null: keep. Blank optional field: clear it.
 * Name cannot be blank. The e-mail is sent back with every save (docs/behaviour.md §7) and must be the current one:
 * changing it needs the password and a code sent to the new address (email-change-routes). A new account
 * number must be one (8 to 20 digits); the one already stored is sent back with every save and is not judged
 * again, so a number saved before the rule does not stop a scholar correcting their phone.
 */
export function profileChanges(
  body: ProfileUpdate,
  current: Pick<User, 'email' | 'accountNumber'>,
): { changes: UserChanges; accountNumber: AccountNumberChange | null } | { problem: string } {
  const changes: UserChanges = {};
  // One-line fields: a name with a line break would break the bank file's row of every run it is in.
  const broken = (['name', ...OPTIONAL_TEXT] as const).find((field) => hasControlCharacter(body[field]?.trim() ?? '', { oneLine: true }));
  if (broken) return { problem: controlCharacterMessage(broken) };
  if (body.name != null) {
    const name = body.name.trim();
    if (!name) return { problem: 'Name cannot be empty' };
    changes.name = name;
  }
  if (body.email != null && normalizeEmail(body.email) !== current.email)
    return { problem: EMAIL_CHANGE_MESSAGES.profileCannotChangeEmail };
  for (const field of OPTIONAL_TEXT) {
    const value = body[field];
    if (value != null) changes[field] = value.trim() || null;
  }
  const account = accountNumberChange(body.accountNumber, current.accountNumber);
  if (account && 'problem' in account) return account;
  if (account) changes.accountNumber = account.after;
  return { changes, accountNumber: account };
}

function accountNumberChange(given: string | null | undefined, stored: string | null): AccountNumberChange | { problem: string } | null {
  if (given == null) return null;
  const trimmed = given.trim();
  if ((trimmed || null) === stored) return null;
  if (!trimmed) return { before: stored, after: null };
  const parsed = parseAccountNumber(trimmed);
  return 'problem' in parsed ? parsed : { before: stored, after: parsed.accountNumber };
}
