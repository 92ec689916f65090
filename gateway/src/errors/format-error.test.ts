import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UNEXPECTED_MESSAGE, formatError, isUnexpected } from './format-error.js';
import { UserFacingError } from './user-facing.js';

function formatted(error: GraphQLError) {
  return { result: formatError(error.toJSON(), error), unexpected: isUnexpected(error) };
}

describe('formatError', () => {
  it('keeps a user-facing error with its code and nothing else', () => {
    const original = new UserFacingError('User not found', 'NOT_FOUND');
    const error = new GraphQLError(original.message, { originalError: original, path: ['me'] });
    expect(formatted(error).result).toEqual({
      message: 'User not found',
      path: ['me'],
      locations: undefined,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('keeps the details a screen reads, such as the provider status', () => {
    const original = new UserFacingError('HTTP 404: Payment history service not found.', 'NOT_FOUND', { httpStatus: 404 });
    const error = new GraphQLError(original.message, { originalError: original, path: ['payments'] });
    expect(formatted(error).result.extensions).toEqual({ httpStatus: 404, code: 'NOT_FOUND' });
  });

  it('hides an unexpected error (and tells it apart, for the log)', () => {
    const bug = new TypeError('Cannot read properties of undefined (reading "token") at /srv/app.js:1');
    const error = new GraphQLError(bug.message, { originalError: bug, path: ['login'], extensions: { code: 'X', stacktrace: ['at'] } });
    expect(formatted(error)).toEqual({
      result: { message: UNEXPECTED_MESSAGE, path: ['login'], locations: undefined, extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      unexpected: true,
    });
  });

  it.each(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST'])(
    'keeps the message of a request error %s as BAD_USER_INPUT',
    (code) => {
      const error = new GraphQLError('Cannot query field "nope" on type "Query".', { extensions: { code } });
      expect(formatted(error)).toMatchObject({
        result: { message: 'Cannot query field "nope" on type "Query".', extensions: { code: 'BAD_USER_INPUT' } },
        unexpected: false,
      });
    },
  );

  it('keeps the persisted-query protocol codes', () => {
    const error = new GraphQLError('PersistedQueryNotFound', { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
    expect(formatted(error).result).toEqual({ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
  });
});
