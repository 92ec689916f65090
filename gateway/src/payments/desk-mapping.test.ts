import { describe, expect, it } from 'vitest';
import type { BankRefusalDTO, BulkChangeDTO, ReconciliationDTO } from './desk-dto.js';
import { statusRefusalDetails, toBulkChange, toReconciliation } from './desk-mapping.js';

// The provider's codes become the schema's enums; a code the schema does not know (another provider's), or none, is
// null, and the screen shows the provider's words instead. Typed as the provider's answers, hence the casts.
const asked = { year: 'Y2024_2025', type: 'NHIF' } as const;

describe('a line error of a bank file', () => {
  it.each([
    [{ problem: 'AMOUNT' }, 'AMOUNT'],
    [{ problem: 'VALUE_COUNT', valueCount: 2 }, 'VALUE_COUNT'],
    [{ problem: 'TOO_WIDE' }, null],
    [{}, null],
  ])('%j -> %j', (code, problem) => {
    const refusal = { message: 'The bank file has errors', errors: [{ line: 3, message: 'the words', ...code }] } as BankRefusalDTO;
    expect(toReconciliation(refusal, asked)).toMatchObject({ ...asked, errors: [{ problem }] });
  });
});

describe("a conflicting bank line's conflict", () => {
  it.each([
    ['OTHER_PAYMENT', 'OTHER_PAYMENT'],
    ['FLAGGED', 'FLAGGED'],
    ['SHARED', 'SHARED'],
    ['AMOUNT_MISMATCH', 'AMOUNT_MISMATCH'],
    ['LOCKED', null],
    [undefined, null],
  ])('%j -> %j', (conflict, mapped) => {
    const line = { line: 4, controlNumber: '991234567890', amount: 1, paidAt: '2025-01-01T00:00:00.000Z', reason: 'why', conflict };
    const report = { applied: false, message: 'm', matched: [], alreadyPaid: [], unmatched: [], conflicting: [line] } as ReconciliationDTO;
    expect(toReconciliation(report, asked)).toMatchObject({ ...asked, conflicting: [{ reason: 'why', conflict: mapped }] });
  });
});

describe("a matched bank line's amount check", () => {
  it.each([
    [true, true],
    [false, false],
    // Another provider that does not say: nothing was compared that the portal knows of, so nothing is marked.
    [undefined, false],
  ])('amountUnchecked %j -> %j', (amountUnchecked, mapped) => {
    const line = { line: 2, controlNumber: '991234567890', amount: 50_400, paidAt: '2025-01-01T00:00:00.000Z', amountUnchecked };
    const report = { applied: false, message: 'm', matched: [line], alreadyPaid: [], unmatched: [], conflicting: [] } as ReconciliationDTO;
    expect(toReconciliation(report, asked).matched).toMatchObject([{ amountUnchecked: mapped }]);
  });
});

describe("a bulk change's refusal", () => {
  it.each([
    [{ refusal: 'FLAGGED', flags: ['DUPLICATE', 'REUSED'] }, 'FLAGGED'],
    [{ refusal: 'STALE' }, 'STALE'],
    [{ refusal: 'LOCKED' }, null],
    [{}, null],
  ])('%j -> %j', (cause, refusal) => {
    const answer = { message: 'm', items: [{ id: 'p1', outcome: 'REFUSED', message: 'why', ...cause }] } as BulkChangeDTO;
    expect(toBulkChange(answer).outcomes).toMatchObject([{ refusal, controlNumber: null }]);
  });
});

describe("a single status change's refusal as error extensions", () => {
  it.each([
    [
      { message: 'm', refusal: 'FLAGGED', flags: ['DUPLICATE', 'SPLIT', 7] },
      { refusal: 'FLAGGED', flags: ['DUPLICATE'] },
    ],
    [{ message: 'm', refusal: 'STALE', flags: ['DUPLICATE'] }, { refusal: 'STALE' }],
    [{ message: 'm', refusal: 'LOCKED' }, {}],
    [{ message: 'm' }, {}],
    ['<html>', {}],
    [null, {}],
  ])('%j -> %j', (answer, details) => expect(statusRefusalDetails(answer)).toEqual(details));
});
