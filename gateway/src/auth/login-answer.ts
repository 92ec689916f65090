import type { SessionUser } from '../generated/resolvers.js';
import { normaliseRole } from '../access/role.js';

export const NO_TOKEN_MESSAGE = 'No authentication token received from server';
export const INVALID_FORMAT_MESSAGE = 'Invalid response format from server';

export type LoginReading =
  { ok: true; token: string; user: SessionUser } | { ok: false; message: typeof NO_TOKEN_MESSAGE | typeof INVALID_FORMAT_MESSAGE };

/**
 * Reads either login answer of docs/behaviour.md §3:
 * `{loginResponseDTO:{id,name,email,role,token}}` or `{token, user:{id,name,email,role}}`.
 */
export function readLoginAnswer(answer: unknown): LoginReading {
  if (!isRecord(answer)) return { ok: false, message: INVALID_FORMAT_MESSAGE };
  const dto = answer.loginResponseDTO;
  if (isRecord(dto)) return withToken(dto.token, dto);
  if (isRecord(answer.user)) return withToken(answer.token, answer.user);
  return { ok: false, message: INVALID_FORMAT_MESSAGE };
}

function withToken(token: unknown, user: Record<string, unknown>): LoginReading {
  if (typeof token !== 'string' || token === '') return { ok: false, message: NO_TOKEN_MESSAGE };
  if ((typeof user.id !== 'string' && typeof user.id !== 'number') || user.id === '') {
    return { ok: false, message: INVALID_FORMAT_MESSAGE };
  }
  return {
    ok: true,
    token,
    user: {
      id: String(user.id),
      name: typeof user.name === 'string' ? user.name : '',
      // As the provider keeps it (as its owner typed it): the provider compares addresses in any case.
      email: typeof user.email === 'string' ? user.email.trim() : '',
      role: normaliseRole(user.role),
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const TWO_FACTOR_PROMPT = 'Enter the 6-digit code from your authenticator app.';

/**
 * A right password on an account with two-factor on: the provider answers `{twoFactorRequired: true}`
 * without a token. The prompt to show then; null for any other answer.
 */
export function twoFactorPrompt(answer: unknown): string | null {
  if (!isRecord(answer) || answer.twoFactorRequired !== true) return null;
  return typeof answer.message === 'string' && answer.message.trim() !== '' ? answer.message : TWO_FACTOR_PROMPT;
}
