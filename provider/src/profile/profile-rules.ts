import { normalizeEmail } from '../users/email-rules.js';
import type { UserChanges } from '../users/user-queries.js';
import { EMAIL_CHANGE_MESSAGES } from './email-change-messages.js';

// Fields a person may edit about themselves. batchNo, enrollmentStatus and role belong to the
// programme: the portal sends them back with every save, so they are ignored here, not refused.
const OPTIONAL_TEXT = [
  'sex',
  'phoneNumber',
  'universityName',
  'universityRegistrationId',
  'courseProgrammeName',
  'enrolledYear',
  'accountNumber',
] as const;

export type ProfileUpdate = Partial<Record<'name' | 'email' | (typeof OPTIONAL_TEXT)[number], string | null>>;

/**
 * The changes a PUT /profile/info body asks for. Absent or null: keep. Blank optional field: clear it.
 * Name cannot be blank. The e-mail is sent back with every save (spec 7) and must be the current one:
 * changing it needs the password and a code sent to the new address (email-change-routes).
 */
export function profileChanges(body: ProfileUpdate, currentEmail: string): { changes: UserChanges } | { problem: string } {
  const changes: UserChanges = {};
  if (body.name != null) {
    const name = body.name.trim();
    if (!name) return { problem: 'Name cannot be empty' };
    changes.name = name;
  }
  if (body.email != null && normalizeEmail(body.email) !== currentEmail) return { problem: EMAIL_CHANGE_MESSAGES.profileCannotChangeEmail };
  for (const field of OPTIONAL_TEXT) {
    const value = body[field];
    if (value != null) changes[field] = value.trim() || null;
  }
  return { changes };
}
