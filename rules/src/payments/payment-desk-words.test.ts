import { describe, expect, it } from 'vitest';
import { flagNoteProblem, statusChangeProblem } from './payment-desk-words.js';

describe('statusChangeProblem', () => {
  it.each([
    ['PAID', null, null],
    ['PROCESSING', '', null],
    ['FAILED', 'The bank rejected it', null],
    ['FAILED', '  ', 'A reason is required to mark a payment FAILED'],
    ['FAILED', null, 'A reason is required to mark a payment FAILED'],
    ['FAILED', 'x'.repeat(501), 'The reason must be at most 500 characters'],
  ])('%s %j -> %j', (status, reason, problem) => expect(statusChangeProblem(status, reason)).toBe(problem));
});

describe('flagNoteProblem', () => {
  it.each([
    ['Checked with the bank', null],
    [' ', 'A note is required to resolve a flag'],
    ['x'.repeat(501), 'The note must be at most 500 characters'],
  ])('%j -> %j', (note, problem) => expect(flagNoteProblem(note)).toBe(problem));
});
