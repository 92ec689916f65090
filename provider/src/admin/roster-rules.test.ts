import { describe, expect, it } from 'vitest';
import type { CsvRow } from '../csv/csv.js';
import { readRoster, ROSTER_MESSAGES as M, rosterOutcomes } from './roster-rules.js';

const rows = (...lines: string[][]): CsvRow[] => lines.map((fields, i) => ({ line: i + 1, fields }));

describe('readRoster', () => {
  it('skips a header row, trims and lowercases, and keeps an optional name', () => {
    expect(readRoster(rows(['Email', 'batchNo', 'name'], [' A@X.example ', ' 1 ', ' Amina Juma '], ['b@x.example', '2']), [1, 2])).toEqual([
      { line: 2, email: 'a@x.example', batchNo: 1, name: 'Amina Juma' },
      { line: 3, email: 'b@x.example', batchNo: 2, name: null },
    ]);
  });

  it.each([
    [['a@x.example'], M.shape],
    [['a@x.example', '1', 'Name', 'extra'], M.shape],
    [['not-an-email', '1'], M.email],
    [['', '1'], M.email],
    [['a@x.example', '0'], M.batch],
    [['a@x.example', 'two'], M.batch],
    [['a@x.example', '1.5'], M.batch],
    [['a@x.example', '3'], M.inactiveBatch(3)],
    [['a@x.example', '1', 'x'.repeat(201)], M.name],
  ])('%j is invalid: %s', (fields, problem) => {
    expect(readRoster(rows(fields), [1, 2])[0]).toMatchObject({ problem });
  });

  it('names the line an e-mail was first listed on', () => {
    const read = readRoster(rows(['a@x.example', '1'], ['b@x.example', '1'], ['A@x.example', '2']), [1, 2]);
    expect(read.map((row) => row.problem)).toEqual([undefined, undefined, M.duplicate(1)]);
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

  it.each([
    ['new@x.example', 'INVITE', M.invite(1)],
    ['done@x.example', 'ALREADY_REGISTERED', M.alreadyRegistered],
    ['asked@x.example', 'ALREADY_INVITED', 'Already invited to batch 2'],
    ['boss@x.example', 'ALREADY_INVITED', 'Already invited as an administrator'],
  ])('%s -> %s', (email, outcome, message) => {
    expect(rosterOutcomes([{ line: 1, email, batchNo: 1, name: null }], known)).toEqual([
      { line: 1, email, batchNo: 1, name: null, outcome, message },
    ]);
  });

  it('keeps a row invalid whatever the database holds', () => {
    expect(rosterOutcomes([{ line: 4, email: 'done@x.example', batchNo: null, name: null, problem: M.batch }], known)).toEqual([
      { line: 4, email: 'done@x.example', batchNo: null, name: null, outcome: 'INVALID', message: M.batch },
    ]);
  });
});
