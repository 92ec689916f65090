import { describe, expect, it } from 'vitest';
import {
  activeFlags,
  parseBulkChange,
  parseDeskQuery,
  parsePaymentStatusChange,
  parseResolutionNote,
  refusalWords,
  type StatusRefusal,
} from './payment-desk-rules.js';

describe('parseDeskQuery (current year Y2024_2025)', () => {
  it.each([
    [{}, { filter: { year: 'Y2024_2025' } }],
    [
      { year: 'Y2023_2024', type: 'NHIF', batchNo: '2', status: 'PAID', flagged: 'true', search: ' amina ' },
      { filter: { year: 'Y2023_2024', type: 'NHIF', batchNo: 2, status: 'PAID', flagged: true, search: 'amina' } },
    ],
    [{ flagged: 'false', type: '', status: ' ' }, { filter: { year: 'Y2024_2025' } }],
    [{ year: '2024-2025' }, { problem: 'year must look like Y2024_2025' }],
    [{ type: 'nhif' }, { problem: 'type must be one of UNIVERSITY_FEE, NHIF' }],
    [{ batchNo: '1.5' }, { problem: 'batchNo must be a whole number of at least 1' }],
    [{ status: 'pending' }, { problem: 'Status must be UNPAID, PROCESSING, PAID or FAILED' }],
    [{ flagged: '1' }, { problem: 'flagged must be true or false' }],
  ])('%j -> %j', (query, parsed) => expect(parseDeskQuery(query, 'Y2024_2025')).toEqual(parsed));
});

describe('parsePaymentStatusChange', () => {
  it.each([
    [{ status: 'PAID' }, { status: 'PAID', reason: null }],
    [
      { status: 'FAILED', reason: ' Wrong bill ' },
      { status: 'FAILED', reason: 'Wrong bill' },
    ],
    [
      { status: 'PROCESSING', expectedStatus: 'UNPAID' },
      { status: 'PROCESSING', reason: null, expected: 'UNPAID' },
    ],
    [{ status: 'FAILED' }, { problem: 'A reason is required to mark a payment FAILED' }],
    [{ status: 'FAILED', reason: '   ' }, { problem: 'A reason is required to mark a payment FAILED' }],
    [{ status: 'FAILED', reason: 'x'.repeat(501) }, { problem: 'The reason must be at most 500 characters' }],
    [{ status: 'completed' }, { problem: 'Status must be UNPAID, PROCESSING, PAID or FAILED' }],
    [{ status: 'PAID', expectedStatus: 'paid' }, { problem: 'expectedStatus must be UNPAID, PROCESSING, PAID or FAILED' }],
    [null, { problem: 'Status must be UNPAID, PROCESSING, PAID or FAILED' }],
  ])('%j -> %j', (body, parsed) => expect(parsePaymentStatusChange(body)).toEqual(parsed));
});

describe('parseBulkChange', () => {
  it.each([
    [
      { ids: ['a', 'b', 'a'], status: 'PAID' },
      { ids: ['a', 'b'], change: { status: 'PAID', reason: null } },
    ],
    [{ ids: [], status: 'PAID' }, { problem: 'ids must be a list of at least one payment id' }],
    [{ ids: [1], status: 'PAID' }, { problem: 'ids must be a list of at least one payment id' }],
    [{ ids: 'a', status: 'PAID' }, { problem: 'ids must be a list of at least one payment id' }],
    [{ ids: Array.from({ length: 101 }, (_, i) => String(i)), status: 'PAID' }, { problem: 'At most 100 payments can be changed at once' }],
    [{ ids: ['a'], status: 'FAILED' }, { problem: 'A reason is required to mark a payment FAILED' }],
  ])('%#', (body, parsed) => expect(parseBulkChange(body)).toEqual(parsed));
});

describe('parseResolutionNote', () => {
  it.each([
    [{ note: ' Checked with the bank ' }, { note: 'Checked with the bank' }],
    [{ note: '' }, { problem: 'A note is required to resolve a flag' }],
    [{}, { problem: 'A note is required to resolve a flag' }],
    [{ note: 'x'.repeat(501) }, { problem: 'The note must be at most 500 characters' }],
  ])('%j -> %j', (body, parsed) => expect(parseResolutionNote(body)).toEqual(parsed));
});

describe('activeFlags', () => {
  it.each([
    [{ duplicate: true, reused: true }, false, ['DUPLICATE', 'REUSED']],
    [{ duplicate: false, reused: true }, false, ['REUSED']],
    [{ duplicate: true, reused: false }, true, []],
    [{ duplicate: false, reused: false }, false, []],
  ])('%j resolved=%s -> %j', (found, resolved, flags) => expect(activeFlags(found, resolved)).toEqual(flags));
});

describe('refusalWords', () => {
  it.each<[StatusRefusal, string]>([
    [
      { refusal: 'FLAGGED', flags: ['DUPLICATE'] },
      'This control number is flagged (submitted by another scholar): resolve the flag before marking it PAID.',
    ],
    [
      { refusal: 'FLAGGED', flags: ['DUPLICATE', 'REUSED'] },
      'This control number is flagged (submitted by another scholar and used in another academic year): resolve the flag before marking it PAID.',
    ],
    [{ refusal: 'STALE' }, 'The payment status was changed by someone else since you loaded it. Reload and try again.'],
  ])('%j -> %s', (refused, words) => expect(refusalWords(refused)).toBe(words));
});
