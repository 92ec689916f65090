import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { type ErrorCode, NETWORK_ERROR_MESSAGE } from '@nuru/rules/errors';

export function errorCodes(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((e) => (typeof e.extensions?.code === 'string' ? e.extensions.code : 'INTERNAL_SERVER_ERROR'));
  }
  if (ServerError.is(error) && error.statusCode === 401) return ['UNAUTHENTICATED'];
  return [];
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return errorCodes(error).includes(code);
}

/** What to tell the user: the gateway's message for GraphQL errors, else the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.find((e) => e.message)?.message ?? fallback;
  }
  // fetch rejects with a TypeError when the gateway cannot be reached at all.
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return fallback;
}

/** A value the gateway put beside the message of a GraphQL error (`extensions[name]`), e.g. a refusal's code. */
export function errorExtension(error: unknown, name: string): unknown {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => e.extensions?.[name] !== undefined)?.extensions?.[name];
}

/**
 * The HTTP status behind a failure, as the gateway reports it in `extensions.httpStatus` (0 when
 * the provider could not be reached); a gateway that cannot be reached at all also counts as 0.
 */
export function errorHttpStatus(error: unknown): number | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    for (const e of error.errors) {
      const status = e.extensions?.httpStatus;
      if (typeof status === 'number') return status;
    }
    return undefined;
  }
  if (ServerError.is(error)) return error.statusCode;
  if (error instanceof TypeError) return 0;
  return undefined;
}

/**
 * The message of the error behind one top-level field of a partial answer (errorPolicy 'all'), so
 * a screen built from several lists can show a failure in the one card that lost its data.
 */
export function fieldErrorMessage(error: unknown, responseKey: string): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.find((e) => e.path?.[0] === responseKey)?.message;
}
