import { badRequest, unauthorized } from '../http/errors.js';
import { verifyPassword } from './password-hash.js';
import type { User } from './user-queries.js';

export const CONFIRM_PASSWORD_MESSAGES = {
  passwordRequired: 'Password is required',
  wrongPassword: 'Password is incorrect',
} as const;

/**
 * 401 unless the password is the account's: the check before switching security off, moving or leaving the account,
 * or changing where its stipend is paid; `messages` where that step words it its own way.
 */
export async function confirmPassword(
  user: User,
  password: string | undefined,
  messages: Record<keyof typeof CONFIRM_PASSWORD_MESSAGES, string> = CONFIRM_PASSWORD_MESSAGES,
): Promise<void> {
  if (!password) throw badRequest(messages.passwordRequired);
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) throw unauthorized(messages.wrongPassword);
}
