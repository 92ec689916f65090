/** @vitest-environment happy-dom */
// The analytics page as the route loads it: the address's year and batch become the query's variables, each
// face shows, each chart has its table, a filter chosen goes into the address, and a CSV holds the table's figures.
import { cleanup, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { analyticsAnswer } from './analytics-fixtures';
import type { Analytics } from './analytics-series';
import { analyticsRoute } from './analytics-route';
import { AnalyticsPage } from './AnalyticsPage';

const saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved.length = 0;
  let last: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:analytics';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last });
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const asked = (
  variables: { year?: string; batchNo?: number },
  analytics: Analytics | null,
  errors?: GraphQLError[],
  delay?: number,
): MockedOperation => ({
  ...(delay === undefined ? {} : { delay }),
  request: { query: analyticsRoute.query, variables: { year: undefined, batchNo: undefined, ...variables } },
  result: {
    data: analytics && {
      __typename: 'Query',
      programmeSettings: { __typename: 'ProgrammeSettings', currentAcademicYear: '2024-2025' },
      programmeBatches: [1, 2],
      programmeAnalytics: analytics,
    },
    ...(errors ? { errors } : {}),
  },
});

const openTable = async (user: ReturnType<typeof renderPage>['user'], title: string) => {
  const card = screen.getByRole('region', { name: title });
  await user.click(within(card).getByText('Show as table'));
  return within(card).getByRole('table', { name: `${title}, as a table` });
};

describe('AnalyticsPage', () => {
  it("shows each chart of the address's year and batch with its figures as a table", async () => {
    const { user } = renderPage(AnalyticsPage, {
      loader: analyticsRoute.loader,
      path: '/admin/analytics?year=2023-2024&batch=2',
      pattern: '/admin/analytics',
      mocks: [asked({ year: '2023-2024', batchNo: 2 }, analyticsAnswer(2))],
    });
    expect(await screen.findByRole('region', { name: 'GPA distribution per batch' })).toBeTruthy();
    for (const title of ['Results and control numbers over the year', 'Control numbers by type and status', 'Scholars per university'])
      expect(screen.getByRole('img', { name: new RegExp(`^${title}`) })).toBeTruthy();
    expect(screen.getByText(/By the end of Oct 2024, of 40 Active scholars: 50% results uploaded/)).toBeTruthy();

    const gpa = await openTable(user, 'GPA distribution per batch');
    expect(
      within(gpa)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['GPA band', 'Batch 2 results']);
    expect(within(gpa).getByRole('row', { name: '3.0–3.5 6' })).toBeTruthy();
    const payments = await openTable(user, 'Control numbers by type and status');
    expect(within(payments).getByRole('row', { name: 'NHIF 2 4 6 8' })).toBeTruthy();
    const universities = await openTable(user, 'Scholars per university');
    expect(within(universities).getByRole('row', { name: 'Not given Not given 50' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Batch').value).toBe('2');
    expect(screen.getByLabelText<HTMLSelectElement>('Academic year').value).toBe('2023-2024');
  });

  it('downloads a chart as a CSV of its table, a cell a spreadsheet would run kept as text', async () => {
    const { user } = renderPage(AnalyticsPage, {
      loader: analyticsRoute.loader,
      path: '/admin/analytics',
      mocks: [asked({}, analyticsAnswer())],
    });
    const card = await screen.findByRole('region', { name: 'Scholars per university' });
    await user.click(within(card).getByRole('button', { name: 'Download Scholars per university as CSV' }));
    expect(saved.map((file) => file.name)).toEqual(['analytics-universities-2024-2025-all-batches.csv']);
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
    expect(await saved[0]!.blob.text()).toBe(
      'University,Programme,Active scholars\r\n' +
        'University of Dar es Salaam,BSc Computer Science,40\r\n' +
        "University of Dar es Salaam,'=cmd|calc,30\r\n" +
        'Not given,Not given,50\r\n',
    );

    const completion = screen.getByRole('region', { name: 'Results and control numbers over the year' });
    await user.click(within(completion).getByRole('button', { name: /as CSV$/ }));
    expect(await saved[1]!.blob.text()).toContain('\r\nOct 2024,90,75,24,20,18,15\r\n');
  });

  it('puts a batch chosen into the address and shows its figures', async () => {
    const { user, router } = renderPage(AnalyticsPage, {
      loader: analyticsRoute.loader,
      path: '/admin/analytics',
      mocks: [asked({}, analyticsAnswer()), asked({ batchNo: 2 }, analyticsAnswer(2))],
    });
    expect(await screen.findByText(/of 120 Active scholars/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Batch'), '2');
    expect(router.state.location.search).toBe('?batch=2');
    expect(await screen.findByText(/of 40 Active scholars/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Academic year'), '2022-2023');
    expect(new URLSearchParams(router.state.location.search).get('year')).toBe('2022-2023');
  });

  it('says when there is nothing to chart', async () => {
    const empty = analyticsAnswer(3);
    const nothing: Analytics = {
      ...empty,
      completion: { ...empty.completion, expected: 0, months: [] },
      universities: [],
      gpaBands: empty.gpaBands.map((band) => ({ ...band, batches: band.batches.map((batch) => ({ ...batch, count: 0 })) })),
      payments: empty.payments.map((payment) => ({ ...payment, statuses: payment.statuses.map((s) => ({ ...s, count: 0 })) })),
    };
    renderPage(AnalyticsPage, {
      loader: analyticsRoute.loader,
      path: '/admin/analytics?batch=3',
      pattern: '/admin/analytics',
      mocks: [asked({ batchNo: 3 }, nothing)],
    });
    expect(await screen.findByText('Nothing to chart for these filters')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the gateway's words and a retry when the analytics fail, and the spinner while they load", async () => {
    renderPage(AnalyticsPage, {
      loader: analyticsRoute.loader,
      path: '/admin/analytics',
      mocks: [asked({}, null, [new GraphQLError('Failed to load the analytics', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })], 50)],
    });
    expect(await screen.findByText('Loading the analytics...')).toBeTruthy();
    expect(await screen.findByText('The analytics could not be loaded')).toBeTruthy();
    expect(screen.getByText('Failed to load the analytics')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});

describe('AnalyticsPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('names the charts, their tables and the months in Kiswahili, and the CSV says the same', async () => {
    const { user } = renderPage(AnalyticsPage, {
      loader: analyticsRoute.loader,
      path: '/admin/analytics',
      mocks: [asked({}, analyticsAnswer())],
      i18n: { locale: 'sw' },
    });
    expect(await screen.findByRole('region', { name: 'Mgawanyo wa GPA kwa kila kundi' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Programu katika mwaka 2024-2025' })).toBeTruthy();
    expect(
      screen.getByText(
        'Kufikia mwisho wa Okt 2024, kati ya wanafunzi 120 wanaoendelea: 75% wamepakia matokeo, 20% wamewasilisha ada ya chuo, 15% wamewasilisha NHIF.',
      ),
    ).toBeTruthy();
    const gpa = screen.getByRole('region', { name: 'Mgawanyo wa GPA kwa kila kundi' });
    await user.click(within(gpa).getByText('Onyesha kama jedwali'));
    const table = within(gpa).getByRole('table', { name: 'Mgawanyo wa GPA kwa kila kundi, kama jedwali' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Kiwango cha GPA', 'Matokeo ya Kundi 1', 'Matokeo ya Kundi 2']);
    expect(within(table).getByRole('row', { name: 'Chini ya 2.0 0 0' })).toBeTruthy();

    const universities = screen.getByRole('region', { name: 'Wanafunzi kwa kila chuo kikuu' });
    await user.click(within(universities).getByRole('button', { name: 'Pakua Wanafunzi kwa kila chuo kikuu kama CSV' }));
    expect(await saved[0]!.blob.text()).toBe(
      'Chuo kikuu,Programu ya masomo,Wanafunzi wanaoendelea\r\n' +
        'University of Dar es Salaam,BSc Computer Science,40\r\n' +
        "University of Dar es Salaam,'=cmd|calc,30\r\n" +
        'Haijatajwa,Haijatajwa,50\r\n',
    );
    const completion = screen.getByRole('region', { name: 'Matokeo na namba za malipo kwa mwaka mzima' });
    await user.click(within(completion).getByRole('button', { name: /kama CSV$/ }));
    expect(await saved[1]!.blob.text()).toContain('Mwezi,Matokeo yamepakiwa,Matokeo yamepakiwa (% ya 120),');
    expect(await saved[1]!.blob.text()).toContain('\r\nAgo 2024,0,0,0,0,0,0\r\n');
  });
});
