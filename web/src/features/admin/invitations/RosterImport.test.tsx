/** @vitest-environment happy-dom */
// A roster CSV, chosen or pasted: the check's report row by row, an import that stays locked while a row is
// invalid, the applied report, and a file too large refused before anything is sent.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImportRosterDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { RosterImport } from './RosterImport';

afterEach(cleanup);

const CSV = 'email,batchNo,name\namani@example.org,3,Amani Juma\nneema@example.org,3\nbad,3\njuma@example.org,3';
type Row = {
  line: number;
  email: string;
  batchNo: number | null;
  name: string | null;
  outcome: string;
  message: string;
  problem: string | null;
  firstLine: number | null;
  invitedBatchNo: number | null;
};
const row = (line: number, email: string, outcome: string, message: string, changes: Partial<Row> = {}): Row => ({
  line,
  email,
  batchNo: 3,
  name: null,
  outcome,
  message,
  problem: null,
  firstLine: null,
  invitedBatchNo: null,
  ...changes,
});

const report = (dryRun: boolean, answer: { applied: boolean; message: string; rows: Row[]; unsent?: string[] }): MockedOperation => ({
  request: { query: ImportRosterDocument, variables: { csv: CSV, dryRun } },
  result: {
    data: {
      __typename: 'Mutation',
      importRoster: {
        __typename: 'RosterImport',
        unsent: [],
        ...answer,
        rows: answer.rows.map((r) => ({ __typename: 'RosterRow', ...r })),
      },
    },
  },
});

function renderImport(mocks: MockedOperation[]) {
  const onImported = vi.fn();
  return { onImported, ...renderWithApollo(<RosterImport onImported={onImported} />, { mocks }) };
}

async function check(user: ReturnType<typeof renderImport>['user']) {
  await user.click(screen.getByLabelText('Or paste the roster'));
  await user.paste(CSV);
  await user.click(screen.getByRole('button', { name: 'Check roster' }));
  return screen.findByRole('region', { name: 'Roster check' });
}

const outcomes = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('RosterImport', () => {
  it('reports an invalid row and keeps the import locked, never applying anything', async () => {
    const applied = vi.fn(() => true);
    const { user, onImported } = renderImport([
      report(true, {
        applied: false,
        message: '1 row(s) are invalid: nothing was imported. Fix them and import again.',
        rows: [
          row(2, 'amani@example.org', 'INVITE', 'Will be invited to batch 3', { name: 'Amani Juma' }),
          row(3, 'neema@example.org', 'ALREADY_REGISTERED', 'Already registered'),
          row(4, 'bad', 'INVALID', 'Not an e-mail address', { problem: 'EMAIL' }),
        ],
      }),
      { request: { query: ImportRosterDocument, variables: applied }, result: { data: null } },
    ]);
    const region = await check(user);
    expect(outcomes(within(region).getByRole('table', { name: 'Roster rows' }))).toEqual([
      ['2', 'amani@example.org', '3', 'Amani Juma', 'Will be invited', 'Will be invited to batch 3'],
      ['3', 'neema@example.org', '3', '—', 'Already registered', 'Already registered'],
      ['4', 'bad', '3', '—', 'Invalid', 'Not an e-mail address'],
    ]);
    const summary = within(region).getByRole('alert');
    expect(summary.textContent).toContain('1 row(s) are invalid');
    expect(summary.textContent).toContain('1 will be invited · 1 already registered · 1 invalid');
    expect(summary.textContent).toContain('Nothing will be imported until the file is fixed');
    const importButton = screen.getByRole('button', { name: 'Import 1 scholar' });
    expect(importButton).toHaveProperty('disabled', true);
    await user.click(importButton);
    expect(applied).not.toHaveBeenCalled();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('imports a valid roster after the check and shows the applied report with the unsent addresses', async () => {
    const rows = [
      row(2, 'amani@example.org', 'INVITE', 'Will be invited to batch 3'),
      row(3, 'neema@example.org', 'ALREADY_INVITED', 'Already invited to batch 2', { invitedBatchNo: 2 }),
    ];
    const { user, onImported } = renderImport([
      report(true, { applied: false, message: '1 scholar(s) will be invited. Nothing has been imported yet.', rows }),
      report(false, {
        applied: true,
        message: '1 scholar(s) invited.',
        rows: [{ ...rows[0]!, message: 'Invited to batch 3' }, rows[1]!],
        unsent: ['amani@example.org'],
      }),
    ]);
    const region = await check(user);
    expect(within(region).getByRole('status').textContent).toContain('1 will be invited · 1 already invited');
    await user.click(screen.getByRole('button', { name: 'Import 1 scholar' }));
    const applied = await screen.findByRole('region', { name: 'Import report' });
    expect(outcomes(within(applied).getByRole('table', { name: 'Imported rows' }))).toEqual([
      ['2', 'amani@example.org', '3', '—', 'Invited', 'Invited to batch 3'],
      ['3', 'neema@example.org', '3', '—', 'Already invited', 'Already invited to batch 2'],
    ]);
    expect(within(applied).getByRole('status').textContent).toContain('1 scholar(s) invited.');
    expect(within(applied).getByRole('alert').textContent).toContain('amani@example.org');
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('clears the report when the roster changes', async () => {
    const { user } = renderImport([
      report(true, {
        applied: false,
        message: '1 scholar(s) will be invited.',
        rows: [row(2, 'amani@example.org', 'INVITE', 'Will be invited to batch 3')],
      }),
    ]);
    await check(user);
    await user.type(screen.getByLabelText('Or paste the roster'), '\n');
    expect(screen.queryByRole('region', { name: 'Roster check' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
  });

  it('reads a chosen file into the roster, and refuses one over 2 MB before sending it', async () => {
    const { user } = renderImport([]);
    const picker = screen.getByLabelText('Roster file (.csv)');
    await user.upload(picker, new File([CSV], 'roster.csv', { type: 'text/csv' }));
    expect(await screen.findByDisplayValue(/amani@example.org,3,Amani Juma/)).toBeTruthy();
    await user.upload(picker, new File(['x'.repeat(2 * 1024 * 1024 + 1)], 'huge.csv', { type: 'text/csv' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This file is larger than 2 MB: split the roster into smaller files.');
    expect(screen.getByLabelText('Or paste the roster')).toHaveProperty('value', '');
  });

  it('asks for a roster before checking, and shows the gateway’s refusal', async () => {
    const { user } = renderImport([
      {
        request: { query: ImportRosterDocument, variables: { csv: 'email,batchNo', dryRun: true } },
        result: {
          errors: [
            { message: 'The roster is empty: write one scholar per line as email,batchNo[,name]', extensions: { code: 'BAD_USER_INPUT' } },
          ],
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Check roster' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a CSV file or paste the roster first');
    await user.type(screen.getByLabelText('Or paste the roster'), 'email,batchNo');
    await user.click(screen.getByRole('button', { name: 'Check roster' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The roster is empty: write one scholar per line as email,batchNo[,name]');
  });
});

describe('RosterImport in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  const renderInSwahili = (mocks: MockedOperation[]) =>
    renderWithApollo(<RosterImport onImported={vi.fn()} />, { mocks, i18n: { locale: 'sw' } });

  it('reports the check row by row in Kiswahili and keeps the import locked while a row is invalid', async () => {
    const { user } = renderInSwahili([
      report(true, {
        applied: false,
        message: '1 row(s) are invalid: nothing was imported. Fix them and import again.',
        rows: [
          row(2, 'amani@example.org', 'INVITE', 'Will be invited to batch 3', { name: 'Amani Juma' }),
          row(3, 'neema@example.org', 'ALREADY_REGISTERED', 'Already registered'),
          row(4, 'bad', 'INVALID', 'Not an e-mail address', { problem: 'EMAIL' }),
          row(5, 'juma@example.org', 'ALREADY_INVITED', 'Already invited to batch 2', { invitedBatchNo: 2 }),
        ],
      }),
    ]);
    expect(screen.getByLabelText('Faili la orodha (.csv)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Kagua orodha' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Kwanza chagua faili la CSV au bandika orodha');
    await user.click(screen.getByLabelText('Au bandika orodha'));
    await user.paste(CSV);
    await user.click(screen.getByRole('button', { name: 'Kagua orodha' }));
    const region = await screen.findByRole('region', { name: 'Ukaguzi wa orodha' });
    const table = within(region).getByRole('table', { name: 'Safu za orodha' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mstari', 'Barua pepe', 'Kundi', 'Jina', 'Hali', 'Maelezo']);
    expect(outcomes(table).map((cells) => cells[4])).toEqual(['Ataalikwa', 'Ameshajisajili', 'Batili', 'Ameshaalikwa']);
    expect(outcomes(table).map((cells) => cells[5])).toEqual([
      'Ataalikwa kundi la 3',
      'Ameshajisajili',
      'Hii si anwani ya barua pepe',
      'Ameshaalikwa kundi la 2',
    ]);
    const summary = within(region).getByRole('alert');
    expect(summary.textContent).toContain('Safu 1 ni batili: hakuna kilichoingizwa. Irekebishe kisha uingize tena.');
    expect(summary.textContent).toContain('1 ataalikwa · 1 ameshaalikwa · 1 ameshajisajili · 1 batili');
    expect(summary.textContent).toContain('Hakuna kitakachoingizwa hadi faili lirekebishwe');
    expect(screen.getByRole('button', { name: 'Ingiza mwanafunzi 1' })).toHaveProperty('disabled', true);
  });
});
