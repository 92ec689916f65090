import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { dataFace, isEmptyList } from './data-loading';

const failure = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: 'No', extensions: { code } }] });

describe('dataFace', () => {
  it.each([
    ['nothing yet', undefined, undefined, 'loading'],
    ['a null field without an error', null, undefined, 'loading'],
    ['an empty list', [], undefined, 'empty'],
    ['a list', [1], undefined, 'success'],
    ['an object', { id: '1' }, undefined, 'success'],
    ['a failure', undefined, failure('UPSTREAM_UNAVAILABLE'), 'failure'],
    ['a network failure', undefined, new TypeError('Failed to fetch'), 'failure'],
    ['a failed refresh of a list in hand', [1], failure('UPSTREAM_UNAVAILABLE'), 'success'],
    ['a failed refresh of an empty list', [], failure('UPSTREAM_UNAVAILABLE'), 'empty'],
    ['an expired session', undefined, failure('UNAUTHENTICATED'), 'signed-out'],
  ])('%s -> %s', (_, value, error, face) => {
    expect(dataFace(value, error, isEmptyList)).toBe(face);
  });
});
