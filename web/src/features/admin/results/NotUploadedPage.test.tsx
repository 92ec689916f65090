/** @vitest-environment happy-dom */
// Who has not uploaded the year's results, and the one click that reminds them all, reporting sent and skipped.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { notUploadedRoute } from './not-uploaded-route';
import { NotUploadedPage } from './NotUploadedPage';
import { SendRemindersMutation } from '../components/SendReminders';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const scholar = (id: string, name: string, lastRemindedAt: string | null = null) => ({
  __typename: 'ScholarWithoutResults' as const,
  id,
  name,
  email: `${id}@students.example`,
  batchNo: 1,
  universityName: 'Ardhi University',
  programmeName: 'BSc Architecture',
  lastRemindedAt,
});

const answer = (nodes: ReturnType<typeof scholar>[]) => ({
  data: {
    __typename: 'Query',
    programmeSettings: { __typename: 'ProgrammeSettings', currentAcademicYear: '2024-2025' },
    programmeBatches: [1, 2],
    resultsNotUploaded: {
      __typename: 'ScholarWithoutResultsConnection',
      nodes,
      pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 25, totalCount: nodes.length, hasNextPage: false, hasPreviousPage: false },
    },
  },
});

const variables = (changes: Record<string, unknown> = {}) => ({ year: undefined, batchNo: undefined, page: 1, pageSize: 25, ...changes });
const listed = (vars: ReturnType<typeof variables>, result: MockedOperation['result'], delay?: number): MockedOperation => ({
  request: { query: notUploadedRoute.query, variables: vars },
  result,
  ...(delay === undefined ? {} : { delay }),
});
const open = (mocks: MockedOperation[], path = '/admin/results/not-uploaded') =>
  renderPage(NotUploadedPage, { loader: notUploadedRoute.loader, path, pattern: '/admin/results/not-uploaded', mocks });

describe('NotUploadedPage', () => {
  it('shows the loading face', async () => {
    open([listed(variables(), answer([]), Infinity)]);
    expect(await screen.findByText('Loading scholars...')).toBeTruthy();
  });

  it('lists who has not uploaded the current year, and when each was last reminded', async () => {
    open([listed(variables(), answer([scholar('a', 'Asha Mushi'), scholar('b', 'Baraka Swai', '2025-03-01T08:00:00.000Z')]))]);
    expect(await screen.findByRole('heading', { name: 'Not uploaded for 2024-2025' })).toBeTruthy();
    expect(screen.getByText('2 active scholars have no results for the year.')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();
  });

  it('says so when everyone has uploaded, and offers no reminder', async () => {
    open([listed(variables({ year: '2023-2024', batchNo: 2 }), answer([]))], '/admin/results/not-uploaded?year=2023-2024&batch=2');
    expect(await screen.findByText('Everyone has uploaded')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send reminders' }).disabled).toBe(true);
  });

  it("shows the gateway's words when the list cannot be read", async () => {
    open([listed(variables(), { errors: [{ message: 'Failed to load the scholars without results' }] })]);
    expect(await screen.findByText('Failed to load the scholars without results')).toBeTruthy();
  });

  it('sends reminders for the year and batch shown, and reports sent and skipped', async () => {
    const send: MockedOperation = {
      request: { query: SendRemindersMutation, variables: { kind: 'RESULTS', year: '2024-2025', batchNo: 1 } },
      result: {
        data: {
          sendReminders: {
            __typename: 'ReminderOutcome',
            sent: 1,
            skipped: 1,
            message: '1 reminder sent; 1 skipped (reminded within the last 24 hours).',
          },
        },
      },
    };
    const list = answer([scholar('a', 'Asha Mushi'), scholar('b', 'Baraka Swai', '2025-03-01T08:00:00.000Z')]);
    const { user } = open(
      [listed(variables({ batchNo: 1 }), list), send, listed(variables({ batchNo: 1 }), list)],
      '/admin/results/not-uploaded?batch=1',
    );
    await user.click(await screen.findByRole('button', { name: 'Send reminders' }));
    expect(await screen.findByText('1 reminder sent; 1 skipped (reminded within the last 24 hours).')).toBeTruthy();
  });

  it('shows why reminders could not be sent', async () => {
    const send: MockedOperation = {
      request: { query: SendRemindersMutation, variables: { kind: 'RESULTS', year: '2024-2025', batchNo: undefined } },
      result: { errors: [{ message: 'Failed to send the reminders' }] },
    };
    const { user } = open([listed(variables(), answer([scholar('a', 'Asha Mushi')])), send]);
    await user.click(await screen.findByRole('button', { name: 'Send reminders' }));
    expect(await screen.findByText('Failed to send the reminders')).toBeTruthy();
  });
});

describe('NotUploadedPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  const openSw = (mocks: MockedOperation[], path = '/admin/results/not-uploaded') =>
    renderPage(NotUploadedPage, {
      loader: notUploadedRoute.loader,
      path,
      pattern: '/admin/results/not-uploaded',
      mocks,
      i18n: { locale: 'sw' },
    });

  it('lists who has not uploaded in Kiswahili, the last reminder as DD/MM/YYYY in Dar es Salaam', async () => {
    openSw([listed(variables(), answer([scholar('a', 'Asha Mushi'), scholar('b', 'Baraka Swai', '2025-03-01T08:00:00.000Z')]))]);
    expect(await screen.findByRole('heading', { name: 'Hawajapakia matokeo ya 2024-2025' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Sehemu za matokeo' });
    expect(within(tabs).getByRole('link', { name: 'Hawajapakia' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Wanafunzi 2 wanaoendelea hawana matokeo ya mwaka huu.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Wanafunzi wasio na matokeo' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mwanafunzi', 'Kundi', 'Chuo kikuu na programu ya masomo', 'Alikumbushwa mara ya mwisho']);
    const [, asha, baraka] = within(table).getAllByRole('row');
    expect(within(asha!).getByText('Hajawahi')).toBeTruthy();
    expect(baraka!.textContent).toContain('01/03/2025 11:00');
    expect(screen.getByLabelText<HTMLSelectElement>('Mwaka wa masomo').value).toBe('2024-2025');
  });

  it('counts one scholar in the singular', async () => {
    openSw([listed(variables(), answer([scholar('a', 'Asha Mushi')]))]);
    expect(await screen.findByText('Mwanafunzi 1 anayeendelea hana matokeo ya mwaka huu.')).toBeTruthy();
  });

  it('says so in Kiswahili when everyone has uploaded', async () => {
    openSw([listed(variables(), answer([]))]);
    expect(await screen.findByText('Wote wamepakia matokeo')).toBeTruthy();
    expect(screen.getByText('Kila mwanafunzi anayeendelea wa mwaka na kundi hili amepakia matokeo.')).toBeTruthy();
  });
});
