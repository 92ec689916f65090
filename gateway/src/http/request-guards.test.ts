import { describe, expect, it } from 'vitest';
import { bearerToken, hasPreflightHeader } from './request-guards.js';

describe('bearerToken', () => {
  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['bearer  abc ', 'abc'],
    ['Basic abc', undefined],
    ['Bearer', undefined],
    ['Bearer a b', undefined],
    [undefined, undefined],
  ])('%j -> %j', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});

describe('hasPreflightHeader (CSRF prevention)', () => {
  it.each([
    [{ 'apollo-require-preflight': 'true' }, true],
    [{ 'x-apollo-operation-name': 'UploadResult' }, true],
    [{ 'apollo-require-preflight': '' }, false],
    [{ 'content-type': 'multipart/form-data; boundary=x' }, false],
    [{ authorization: 'Bearer t' }, false],
    [{}, false],
  ])('%j -> %s', (headers, expected) => {
    expect(hasPreflightHeader(headers)).toBe(expected);
  });
});
