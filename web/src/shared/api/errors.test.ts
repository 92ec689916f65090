import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@nuru/rules/errors';
import { errorHttpStatus, errorMessage, fieldErrorMessage } from './errors';

const graphQLError = (extensions: Record<string, unknown>, message = 'HTTP 403: Access denied.') =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

describe('errorHttpStatus', () => {
  it.each([
    ['a GraphQL error with httpStatus 403', graphQLError({ code: 'FORBIDDEN', httpStatus: 403 }), 403],
    ['an unreachable provider', graphQLError({ code: 'UPSTREAM_UNAVAILABLE', httpStatus: 0 }), 0],
    ['a GraphQL error without one', graphQLError({ code: 'BAD_USER_INPUT' }), undefined],
    ['an unreachable gateway', new TypeError('Failed to fetch'), 0],
    ['a gateway answering 502', new ServerError('Bad gateway', { response: new Response('', { status: 502 }), bodyText: '' }), 502],
    ['anything else', new Error('boom'), undefined],
  ])('%s -> %j', (_, error, status) => {
    expect(errorHttpStatus(error)).toBe(status);
  });
});

describe('errorMessage', () => {
  it('uses the gateway message, the network text or the fallback', () => {
    expect(errorMessage(graphQLError({}, 'Failed to upload result document'), 'x')).toBe('Failed to upload result document');
    expect(errorMessage(new TypeError('Failed to fetch'), 'x')).toBe(NETWORK_ERROR_MESSAGE);
    expect(errorMessage(new Error('boom'), 'Fallback')).toBe('Fallback');
  });
});

describe('fieldErrorMessage', () => {
  const partial = new CombinedGraphQLErrors({
    data: { me: { id: '1' }, recentPayments: null },
    errors: [{ message: 'HTTP 500: Internal server error. Please try again later.', path: ['recentPayments'] }],
  });
  it.each([
    ['the field that failed', partial, 'recentPayments', 'HTTP 500: Internal server error. Please try again later.'],
    ['a field that arrived', partial, 'me', undefined],
    ['a failure that is not a GraphQL answer', new TypeError('Failed to fetch'), 'recentPayments', undefined],
  ])('%s', (_, error, field, message) => {
    expect(fieldErrorMessage(error, field)).toBe(message);
  });
});
