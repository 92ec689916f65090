import { describe, expect, it } from 'vitest';
import type { CsvRow } from '../csv/csv.js';
import { readRoster, ROSTER_MESSAGES as M, rosterOutcomes } from './roster-rules.js';

const rows = (...lines: string[][]): CsvRow[] => lines.map((fields, i) => ({ line: i + 1, fields }));
const nobody = { registered: new Set<string>(), invited: new Map<string, number | null>() };

describe('readRoster', () => {
  it('skips a header row, trims and lowercases, and keeps an optional name', () => {
    expect(readRoster(rows(['Email', 'batchNo', 'name'], [' A@X.example ', ' 1 ', ' Amina Juma '], ['b@x.example', '2']), [1, 2])).toEqual([
      { line: 2, email: 'a@x.example', batchNo: 1, name: 'Amina Juma' },
      { line: 3, email: 'b@x.example', batchNo: 2, name: null },
    ]);
  });

  // Each problem's code, and the English its row says (rosterOutcomes words it from the code).
  it.each([
    [['a@x.example'], 'SHAPE', M.shape],
    [['a@x.example', '1', 'Name', 'extra'], 'SHAPE', M.shape],
    [['not-an-email', '1'], 'EMAIL', M.email],
    [['', '1'], 'EMAIL', M.email],
    [['a@x.example', '0'], 'BATCH', M.batch],
    [['a@x.example', 'two'], 'BATCH', M.batch],
    [['a@x.example', '1.5'], 'BATCH', M.batch],
    [['a@x.example', '3'], 'INACTIVE_BATCH', M.inactiveBatch(3)],
    [['a@x.example', '1', 'x'.repeat(201)], 'NAME_TOO_LONG', M.name],
  ])('%j is invalid: %s, %s', (fields, problem, message) => {
    const read = readRoster(rows(fields), [1, 2]);
    expect(read[0]).toMatchObject({ problem });
    expect(rosterOutcomes(read, nobody)[0]).toMatchObject({ outcome: 'INVALID', problem, message });
  });

  it('names the line an e-mail was first listed on', () => {
    const read = readRoster(rows(['a@x.example', '1'], ['b@x.example', '1'], ['A@x.example', '2']), [1, 2]);
    expect(read.map((row) => [row.problem, row.firstLine])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
      ['DUPLICATE', 1],
    ]);
    expect(rosterOutcomes(read, nobody)[2]).toMatchObject({ problem: 'DUPLICATE', firstLine: 1, message: M.duplicate(1) });
  });
});

describe('rosterOutcomes', () => {
  const known = {
    registered: new Set(['done@x.example']),
    invited: new Map<string, number | null>([
      ['asked@x.example', 2],
      ['boss@x.example', null],
    ]),
  };

  // An earlier invitation's batch travels with the row (null: invited as an administrator).
  it.each([
    ['new@x.example', 'INVITE', M.invite(1), {}],
    ['done@x.example', 'ALREADY_REGISTERED', M.alreadyRegistered, {}],
    ['asked@x.example', 'ALREADY_INVITED', 'Already invited to batch 2', { invitedBatchNo: 2 }],
    ['boss@x.example', 'ALREADY_INVITED', 'Already invited as an administrator', { invitedBatchNo: null }],
  ])('%s -> %s', (email, outcome, message, invited) => {
    expect(rosterOutcomes([{ line: 1, email, batchNo: 1, name: null }], known)).toEqual([
      { line: 1, email, batchNo: 1, name: null, outcome, message, ...invited },
    ]);
  });

  it('keeps a row invalid whatever the database holds', () => {
    expect(rosterOutcomes([{ line: 4, email: 'done@x.example', batchNo: null, name: null, problem: 'BATCH' }], known)).toEqual([
      { line: 4, email: 'done@x.example', batchNo: null, name: null, outcome: 'INVALID', problem: 'BATCH', message: M.batch },
    ]);
  });
});
