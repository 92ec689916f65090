import { describe, expect, it } from 'vitest';
import { bankFileRefusal } from './desk-messages.js';

// A refusal the rules word is said in their words (a screen translates them); any other in the provider's.
describe('a bank file refused whole', () => {
  it.each([
    [{ problem: 'EMPTY', message: 'Empty!' }, 'The bank file is empty'],
    [{ problem: 'TOO_LARGE', message: 'Large!' }, 'The bank file is larger than 1 MB'],
    [{ problem: 'TOO_MANY_ROWS', message: 'Long!' }, 'The bank file has more than 5000 rows'],
    [{ problem: 'TOO_OLD', message: 'The bank file is from last year' }, 'The bank file is from last year'],
    [{ message: 'The bank file is empty' }, 'The bank file is empty'],
    [{}, undefined],
  ])('%j -> %j', (refusal, words) => expect(bankFileRefusal(refusal)).toBe(words));
});
