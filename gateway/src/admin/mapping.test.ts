import { describe, expect, it } from 'vitest';
import type { RosterRowDTO } from './dto.js';
import { toRosterImport } from './mapping.js';

const row = (changes: Partial<RosterRowDTO>): RosterRowDTO => ({
  line: 2,
  email: 'a@x.example',
  batchNo: 1,
  name: null,
  outcome: 'INVALID',
  message: 'Not an e-mail address',
  ...changes,
});
const mapped = (changes: Partial<RosterRowDTO>) => {
  const [only] = toRosterImport({ applied: false, message: '1 row(s) are invalid', rows: [row(changes)] }).rows;
  return { problem: only?.problem, firstLine: only?.firstLine, invitedBatchNo: only?.invitedBatchNo };
};

describe('toRosterImport', () => {
  // A reason or value the provider leaves out, or a reason the schema does not name, is null: the web shows the message.
  it.each([
    [{ problem: 'EMAIL' }, { problem: 'EMAIL', firstLine: null, invitedBatchNo: null }],
    [
      { problem: 'DUPLICATE', firstLine: 4 },
      { problem: 'DUPLICATE', firstLine: 4, invitedBatchNo: null },
    ],
    [{ problem: 'TOO_YOUNG' }, { problem: null, firstLine: null, invitedBatchNo: null }],
    [{ problem: 'toString' }, { problem: null, firstLine: null, invitedBatchNo: null }],
    [{ problem: null }, { problem: null, firstLine: null, invitedBatchNo: null }],
    [{}, { problem: null, firstLine: null, invitedBatchNo: null }],
    [
      { outcome: 'ALREADY_INVITED', invitedBatchNo: 3 },
      { problem: null, firstLine: null, invitedBatchNo: 3 },
    ],
    [
      { outcome: 'ALREADY_INVITED', invitedBatchNo: null },
      { problem: null, firstLine: null, invitedBatchNo: null },
    ],
  ] as const)('%j -> %j', (changes, wanted) => {
    expect(mapped(changes)).toEqual(wanted);
  });

  it('keeps the row as the provider reported it', () => {
    expect(
      toRosterImport({
        applied: true,
        message: '1 scholar(s) invited.',
        rows: [row({ outcome: 'INVITE', message: 'Invited to batch 1' })],
      }),
    ).toEqual({
      applied: true,
      message: '1 scholar(s) invited.',
      rows: [
        {
          line: 2,
          email: 'a@x.example',
          batchNo: 1,
          name: null,
          outcome: 'INVITE',
          message: 'Invited to batch 1',
          problem: null,
          firstLine: null,
          invitedBatchNo: null,
        },
      ],
      unsent: [],
    });
  });
});
