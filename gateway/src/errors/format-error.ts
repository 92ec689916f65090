import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { UserFacingError } from './user-facing.js';

export const UNEXPECTED_MESSAGE = 'Something went wrong';

// Apollo's own request errors (unparsable query, unknown field, wrong variable type, CSRF refusal):
// the message helps the developer and reveals nothing, so it stays; the code joins the portal's set.
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

// Automatic persisted queries rely on these exact codes to resend the full document.
const PROTOCOL_CODES = new Set(['PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED']);

type ErrorKind = 'user-facing' | 'protocol' | 'request' | 'unexpected';

function kindOf(formatted: GraphQLFormattedError, error: unknown): ErrorKind {
  if (userFacingCause(error)) return 'user-facing';
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && PROTOCOL_CODES.has(code)) return 'protocol';
  if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code) && !formatted.path) return 'request';
  return 'unexpected';
}

/** A bug rather than the user's or the request's doing: what the request's log must show in full. */
export function isUnexpected(error: GraphQLError): boolean {
  return kindOf(error.toJSON(), error) === 'unexpected';
}

// Apollo's unwrapResolverError tests `instanceof GraphQLError`, which fails when graphql is loaded
// twice (its CommonJS and ESM builds, as under vitest); the shape is what matters.
export function thrownByResolver(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && 'originalError' in error && error.originalError) {
    return error.originalError;
  }
  return error;
}

/**
 * The portal's own error under graphql-js's wrappers: a resolver's, or a scalar's refusal of a variable
 * or literal, which graphql-js wraps once or twice ('Variable "$input" got invalid value ...; ').
 */
function userFacingCause(error: unknown): UserFacingError | undefined {
  for (let cause = error, depth = 0; depth < 4; cause = thrownByResolver(cause), depth++) {
    if (cause instanceof UserFacingError) return cause;
  }
  return undefined;
}

/**
 * Apollo's formatError: what reaches the browser is the user-facing message and a portal code,
 * never a stack trace or a provider's internals. Anything unexpected is hidden (errorLogPlugin logs it
 * with the request's id).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const where = { locations: formatted.locations, path: formatted.path };
  const kind = kindOf(formatted, error);
  if (kind === 'user-facing') {
    const original = userFacingCause(error) as UserFacingError;
    return { message: original.message, ...where, extensions: { ...original.details, code: original.code } };
  }
  if (kind === 'protocol') return { message: formatted.message, extensions: { code: formatted.extensions?.code } };
  if (kind === 'request') return { message: formatted.message, ...where, extensions: { code: 'BAD_USER_INPUT' } };
  return { message: UNEXPECTED_MESSAGE, ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
