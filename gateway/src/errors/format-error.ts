import type { GraphQLFormattedError } from 'graphql';
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

/**
 * Apollo's formatError: what reaches the browser is the user-facing message and a portal code,
 * never a stack trace or a provider's internals. Anything unexpected is logged and hidden.
 */
export function makeFormatError(logUnexpected: (error: unknown) => void) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const where = { locations: formatted.locations, path: formatted.path };
    const original = thrownByResolver(error);
    if (original instanceof UserFacingError) {
      return { message: original.message, ...where, extensions: { ...original.details, code: original.code } };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && PROTOCOL_CODES.has(code)) {
      return { message: formatted.message, extensions: { code } };
    }
    if (typeof code === 'string' && REQUEST_ERROR_CODES.has(code) && !formatted.path) {
      return { message: formatted.message, ...where, extensions: { code: 'BAD_USER_INPUT' } };
    }
    logUnexpected(original);
    return { message: UNEXPECTED_MESSAGE, ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

// Apollo's unwrapResolverError tests `instanceof GraphQLError`, which fails when graphql is loaded
// twice (its CommonJS and ESM builds, as under vitest); the shape is what matters.
function thrownByResolver(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && 'originalError' in error && error.originalError) {
    return error.originalError;
  }
  return error;
}
