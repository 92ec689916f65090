import { describe, expect, it } from 'vitest';
import { ProviderError, ProviderInvalidResponseError, ProviderNetworkError } from '../provider/errors.js';
import { NETWORK_MESSAGE, toUserFacing, withProviderErrors } from './provider-failure.js';
import { SESSION_EXPIRED_MESSAGE, sessionAware } from './session.js';
import { UserFacingError } from './user-facing.js';

const messages = (status: number, providerMessage: string | undefined) => `${status}:${providerMessage ?? '-'}`;

describe('toUserFacing', () => {
  it.each([
    ['a provider 400', new ProviderError(400, 'Bad thing'), {}, '400:Bad thing', 'BAD_USER_INPUT'],
    ['a provider 401', new ProviderError(401, undefined), {}, '401:-', 'UNAUTHENTICATED'],
    ['a 401 before a session', new ProviderError(401, 'x'), { unauthorizedIsUserInput: true }, '401:x', 'BAD_USER_INPUT'],
    ['an overridden code', new ProviderError(403, 'x'), { code: () => 'BAD_USER_INPUT' as const }, '403:x', 'BAD_USER_INPUT'],
    ['no answer', new ProviderNetworkError('unreachable', null), {}, NETWORK_MESSAGE, 'UPSTREAM_UNAVAILABLE'],
    ['a timeout', new ProviderNetworkError('timeout', null), { networkMessage: 'Net' }, 'Net', 'UPSTREAM_UNAVAILABLE'],
    [
      'an answer that is not JSON',
      new ProviderInvalidResponseError(null),
      {},
      'The server returned an invalid response. Please try again later.',
      'UPSTREAM_UNAVAILABLE',
    ],
  ])('%s', (_name, error, rules, message, code) => {
    const shaped = toUserFacing(error, { messages, ...rules });
    expect(shaped).toBeInstanceOf(UserFacingError);
    expect(shaped).toMatchObject({ message, extensions: { code } });
  });

  it.each([
    ['a provider status', new ProviderError(404, undefined), { httpStatus: 404 }],
    ['no answer', new ProviderNetworkError('unreachable', null), { httpStatus: 0 }],
    ['an unreadable answer', new ProviderInvalidResponseError(null, 200), { httpStatus: 200 }],
  ])('exposes the provider status of %s when asked', (_name, error, extensions) => {
    expect(toUserFacing(error, { messages, exposeHttpStatus: true })).toMatchObject({ extensions });
    expect((toUserFacing(error, { messages }) as UserFacingError).extensions).not.toHaveProperty('httpStatus');
  });

  it('passes a bug through untouched, for formatError to hide', () => {
    const bug = new TypeError('x is undefined');
    expect(toUserFacing(bug, { messages })).toBe(bug);
  });

  it('keeps an error already written for the user', async () => {
    const error = new UserFacingError('Kept', 'NOT_FOUND');
    await expect(withProviderErrors(() => Promise.reject(error), { messages })).rejects.toBe(error);
  });
});

describe('sessionAware', () => {
  it.each([
    [401, 'Unauthorized', SESSION_EXPIRED_MESSAGE],
    [403, 'Nope', '403:Nope'],
    [500, undefined, '500:-'],
  ])('%i -> %s', (status, providerMessage, expected) => {
    expect(sessionAware(messages)(status, providerMessage)).toBe(expected);
  });
});
