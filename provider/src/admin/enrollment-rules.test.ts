import { describe, expect, it } from 'vitest';
import { parseStatusChange, STATUS_CHANGE_MESSAGES as M, storedStatus, wireStatus } from './enrollment-rules.js';

describe('enrollment statuses on the wire and in the profile', () => {
  it.each([
    ['ACTIVE', 'Active'],
    ['SUSPENDED', 'Suspended'],
    ['GRADUATED', 'Graduated'],
    ['WITHDRAWN', 'Withdrawn'],
  ] as const)('%s <-> %s', (wire, stored) => {
    expect(storedStatus(wire)).toBe(stored);
    expect(wireStatus(stored)).toBe(wire);
  });

  it.each(['active', ' SUSPENDED ', 'graduated'])('reads %j whatever its case', (stored) => {
    expect(wireStatus(stored)).toBe(stored.trim().toUpperCase());
  });

  it('reads an unknown stored status as ACTIVE', () => {
    expect(wireStatus('')).toBe('ACTIVE');
  });
});

describe('parseStatusChange', () => {
  it.each([
    [
      { status: 'SUSPENDED', reason: ' Fees unpaid ' },
      { status: 'SUSPENDED', reason: 'Fees unpaid' },
    ],
    [
      { status: 'GRADUATED', reason: 'Done', expectedStatus: 'ACTIVE' },
      { status: 'GRADUATED', reason: 'Done', expected: 'ACTIVE' },
    ],
    [
      { status: 'ACTIVE', reason: 'Back', expectedStatus: null },
      { status: 'ACTIVE', reason: 'Back' },
    ],
    [{ status: 'Active', reason: 'x' }, { problem: M.invalidStatus }],
    [{ status: 'EXPELLED', reason: 'x' }, { problem: M.invalidStatus }],
    [{ reason: 'x' }, { problem: M.invalidStatus }],
    [{ status: 'SUSPENDED' }, { problem: M.reasonRequired }],
    [{ status: 'SUSPENDED', reason: '   ' }, { problem: M.reasonRequired }],
    [{ status: 'SUSPENDED', reason: 42 }, { problem: M.reasonRequired }],
    [{ status: 'SUSPENDED', reason: 'x'.repeat(501) }, { problem: M.reasonTooLong }],
    [
      { status: 'SUSPENDED', reason: 'x', expectedStatus: 'GONE' },
      { problem: 'expectedStatus must be one of ACTIVE, SUSPENDED, GRADUATED, WITHDRAWN' },
    ],
  ])('%j -> %j', (body, expected) => {
    expect(parseStatusChange(body)).toEqual(expected);
  });
});
