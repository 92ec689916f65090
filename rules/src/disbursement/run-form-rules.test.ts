import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, readAmountTzs, REASON_REQUIRED, REASON_TOO_LONG, reasonProblem } from './run-form-rules.js';

describe('readAmountTzs', () => {
  it.each([
    ['450000', { amountTzs: 450_000 }],
    [' 450,000 ', { amountTzs: 450_000 }],
    ['450 000', { amountTzs: 450_000 }],
    ['1', { amountTzs: 1 }],
    ['10,000,000', { amountTzs: 10_000_000 }],
    ['', { problem: AMOUNT_MESSAGES.required }],
    ['   ', { problem: AMOUNT_MESSAGES.required }],
    ['450000.50', { problem: AMOUNT_MESSAGES.notWhole }],
    ['1.5', { problem: AMOUNT_MESSAGES.notWhole }],
    ['-1', { problem: AMOUNT_MESSAGES.notWhole }],
    ['+5', { problem: AMOUNT_MESSAGES.notWhole }],
    ['1e6', { problem: AMOUNT_MESSAGES.notWhole }],
    ['45,00', { problem: AMOUNT_MESSAGES.notWhole }],
    ['1234,567', { problem: AMOUNT_MESSAGES.notWhole }],
    ['450,000 000', { problem: AMOUNT_MESSAGES.notWhole }],
    ['TZS 450', { problem: AMOUNT_MESSAGES.notWhole }],
    ['0', { problem: AMOUNT_MESSAGES.range }],
    ['10000001', { problem: AMOUNT_MESSAGES.range }],
  ])('%j -> %j', (typed, answer) => expect(readAmountTzs(typed)).toEqual(answer));
});

describe('reasonProblem', () => {
  it.each([
    ['edit', 'Agreed with the bursar', null],
    ['edit', ' ', REASON_REQUIRED.edit],
    ['cancel', '', REASON_REQUIRED.cancel],
    ['transferFailed', '', REASON_REQUIRED.transferFailed],
    ['cancel', 'x'.repeat(501), REASON_TOO_LONG],
  ] as const)('%s %j -> %j', (change, reason, problem) => expect(reasonProblem(change, reason)).toBe(problem));
});
