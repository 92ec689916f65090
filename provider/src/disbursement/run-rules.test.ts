import { describe, expect, it } from 'vitest';
import { DISBURSEMENT_STATUSES } from '../db/schema.js';
import { transferReference, transitionRefusal, type RunAction, type RunStatus } from './run-rules.js';

// Every action from every state: what is allowed, and the words of each refusal.
const table: [RunAction, RunStatus, string | null][] = [
  ['edit', 'DRAFT', null],
  ['edit', 'APPROVED', 'This run is APPROVED: only a DRAFT run can be edited.'],
  ['edit', 'PAID', 'This run is PAID: only a DRAFT run can be edited.'],
  ['edit', 'CANCELLED', 'This run is CANCELLED: only a DRAFT run can be edited.'],
  ['approve', 'DRAFT', null],
  ['approve', 'APPROVED', 'This run is APPROVED: only a DRAFT run can be approved.'],
  ['approve', 'PAID', 'This run is PAID: only a DRAFT run can be approved.'],
  ['approve', 'CANCELLED', 'This run is CANCELLED: only a DRAFT run can be approved.'],
  ['cancel', 'DRAFT', null],
  ['cancel', 'APPROVED', null],
  ['cancel', 'PAID', 'This run is PAID: only a DRAFT or APPROVED run can be cancelled.'],
  ['cancel', 'CANCELLED', 'This run is CANCELLED: only a DRAFT or APPROVED run can be cancelled.'],
  ['paid', 'DRAFT', 'This run is DRAFT: only an APPROVED run can be marked paid.'],
  ['paid', 'APPROVED', null],
  ['paid', 'PAID', 'This run is PAID: only an APPROVED run can be marked paid.'],
  ['paid', 'CANCELLED', 'This run is CANCELLED: only an APPROVED run can be marked paid.'],
  ['failed', 'DRAFT', 'This run is DRAFT: a transfer can be marked failed once the run is PAID.'],
  ['failed', 'APPROVED', 'This run is APPROVED: a transfer can be marked failed once the run is PAID.'],
  ['failed', 'PAID', null],
  ['failed', 'CANCELLED', 'This run is CANCELLED: a transfer can be marked failed once the run is PAID.'],
  ['bankFile', 'DRAFT', 'This run is DRAFT: the bank file exists for an APPROVED run, until it is paid.'],
  ['bankFile', 'APPROVED', null],
  ['bankFile', 'PAID', 'This run is PAID: the bank file exists for an APPROVED run, until it is paid.'],
  ['bankFile', 'CANCELLED', 'This run is CANCELLED: the bank file exists for an APPROVED run, until it is paid.'],
  ['settleCancel', 'DRAFT', 'This run is DRAFT: only an APPROVED run can have a cancellation waiting.'],
  ['settleCancel', 'APPROVED', null],
  ['settleCancel', 'PAID', 'This run is PAID: only an APPROVED run can have a cancellation waiting.'],
  ['settleCancel', 'CANCELLED', 'This run is CANCELLED: only an APPROVED run can have a cancellation waiting.'],
];

describe('transitionRefusal', () => {
  it.each(table)('%s from %s', (action, status, refusal) => {
    expect(transitionRefusal(action, status)).toBe(refusal);
  });

  it('covers every action from every status', () => {
    expect(table.length).toBe(7 * DISBURSEMENT_STATUSES.length);
  });
});

describe('transferReference', () => {
  it.each([
    [1, 1, 'NY-1-1'],
    [42, 317, 'NY-42-317'],
    [99_999_999, 999_999, 'NY-99999999-999999'],
  ])('run %i, row %i -> %s', (seq, row, reference) => {
    expect(transferReference(seq, row)).toBe(reference);
    expect(reference.length).toBeLessThanOrEqual(20);
  });

  it('refuses a reference a bank file cannot take', () => {
    expect(() => transferReference(123_456_789_012, 1_000_000)).toThrow('does not fit a bank file');
  });
});
