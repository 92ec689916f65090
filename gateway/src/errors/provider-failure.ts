import type { FastifyBaseLogger } from 'fastify';
import { ProviderError, ProviderInvalidResponseError, ProviderNetworkError } from '../provider/errors.js';
import { codeForStatus, type StatusCodeRules } from './status-codes.js';
import { UserFacingError, type ErrorCode, type ErrorDetails } from './user-facing.js';

/**
 * A domain's error catalogue: the user's message for a provider status and the provider's message (and, for a
 * domain whose refusals say more, the provider's whole JSON answer).
 */
export type MessageCatalogue = (status: number, providerMessage: string | undefined, answer?: unknown) => string;

export interface FailureRules extends StatusCodeRules {
  messages: MessageCatalogue;
  /** What to say when the provider gave no answer at all. */
  networkMessage?: string;
  /** Replaces the status-derived code (login answers BAD_USER_INPUT whatever the status). */
  code?: (status: number) => ErrorCode;
  /** Adds `extensions.httpStatus` (0 without an answer) for screens that word each status themselves. */
  exposeHttpStatus?: boolean;
  /** Extensions read from the provider's refusal (its codes), for screens that word them themselves. */
  details?: (answer: unknown) => ErrorDetails;
}

export const NETWORK_MESSAGE = 'The service is unreachable right now. Please try again later.';

/**
 * Turns a failed provider call into the error the user sees. Anything that is not a provider
 * failure is a bug: it is passed on untouched for formatError to hide.
 */
export function toUserFacing(error: unknown, rules: FailureRules): unknown {
  if (error instanceof UserFacingError) return error;
  const details = (httpStatus: number | undefined) => (rules.exposeHttpStatus && httpStatus !== undefined ? { httpStatus } : {});
  if (error instanceof ProviderError) {
    const code = rules.code?.(error.status) ?? codeForStatus(error.status, rules);
    const message = rules.messages(error.status, error.providerMessage, error.answer);
    return new UserFacingError(message, code, { ...details(error.status), ...rules.details?.(error.answer) });
  }
  if (error instanceof ProviderNetworkError) {
    return new UserFacingError(rules.networkMessage ?? NETWORK_MESSAGE, 'UPSTREAM_UNAVAILABLE', details(0), error);
  }
  if (error instanceof ProviderInvalidResponseError) {
    return new UserFacingError(error.message, 'UPSTREAM_UNAVAILABLE', details(error.status), error);
  }
  return error;
}

/**
 * Logs a failure the user saw as the provider-unavailable message, with what was underneath (a refused
 * connection, a timeout, an unreadable answer); other failures are the user's or a route's, not news.
 */
export function logIfUnavailable(log: FastifyBaseLogger, failure: UserFacingError): void {
  if (failure.code === 'UPSTREAM_UNAVAILABLE') log.warn({ err: failure.cause ?? failure }, 'provider unavailable');
}

/** Runs a provider exchange and reports its failure in the user's words. */
export async function withProviderErrors<T>(work: () => Promise<T>, rules: FailureRules): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toUserFacing(error, rules);
  }
}
