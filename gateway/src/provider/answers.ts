import type { ActionResult } from '../generated/resolvers.js';
import { ProviderInvalidResponseError } from './errors.js';

/** The `{message}` most provider answers carry. */
export interface MessageAnswer {
  message?: unknown;
}

/** The provider's success message when it sent one, else the portal's. */
export function messageOr(answer: unknown, fallback: string): string {
  const message = (answer as MessageAnswer | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** A list answer; anything else is an answer the portal cannot read. */
export function listOf<T>(answer: unknown): T[] {
  if (!Array.isArray(answer)) throw new ProviderInvalidResponseError(new TypeError('expected a list'));
  return answer as T[];
}

/**
 * For a write the status decides: a 2xx whose body is not JSON (a plain-text "OK") still
 * succeeded, it only carries no message.
 */
export async function written<T>(write: Promise<T>): Promise<T | undefined> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof ProviderInvalidResponseError) return undefined;
    throw error;
  }
}

/** An action's outcome for the user: it worked, in the provider's words or the portal's. */
export function actionResult(answer: unknown, fallback: string): ActionResult {
  return { ok: true, message: messageOr(answer, fallback) };
}
