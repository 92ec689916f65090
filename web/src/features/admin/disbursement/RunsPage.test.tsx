/** @vitest-environment happy-dom */
// The stipend runs as the route loads them: each with its status, scholars and total, opening its page; the status
// filter in the address; the empty and failure faces.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { run } from './disbursement-fixtures';
import { runsRoute } from './runs-route';
import { RunsPage } from './RunsPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const page = (nodes: unknown[]) => ({
  __typename: 'DisbursementRunConnection',
  nodes,
  pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 25, totalCount: nodes.length, hasNextPage: false, hasPreviousPage: false },
});
const answered = (status: string | undefined, nodes: unknown[]): MockedOperation => ({
  request: { query: runsRoute.query, variables: { status, page: 1, pageSize: 25 } },
  result: { data: { __typename: 'Query', disbursementRuns: page(nodes) } },
});
const render = (mocks: MockedOperation[], path = '/admin/disbursement') =>
  renderPage(RunsPage, { loader: runsRoute.loader, mocks, path, pattern: '/admin/disbursement' });

describe('RunsPage', () => {
  it('lists the runs with status, scholars and total, each opening its page', async () => {
    render([answered(undefined, [run()])]);
    const table = await screen.findByRole('table', { name: 'Stipend runs' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Draft');
    expect(row.textContent).toContain('1 included');
    expect(row.textContent).toContain('TZS 450,000');
    expect(row.textContent).toContain('2024-2025 · Batch 3');
    expect(within(row).getByRole('link', { name: '2025 semester 1' }).getAttribute('href')).toBe('/admin/disbursement/run-1');
    expect(screen.getByRole('link', { name: 'New run' }).getAttribute('href')).toBe('/admin/disbursement/new');
  });

  it('keeps the status in the address and asks for those runs; none says so', async () => {
    const { user, router } = render([answered(undefined, [run()]), answered('PAID', [])]);
    await screen.findByRole('table', { name: 'Stipend runs' });
    await user.selectOptions(screen.getByLabelText('Status'), 'PAID');
    expect(await screen.findByText('No run has this status')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=PAID');
  });

  it('has a face for no run at all', async () => {
    render([answered(undefined, [])]);
    expect(await screen.findByText('No stipend run yet')).toBeTruthy();
  });

  it('shows the gateway’s words when the runs cannot be loaded, and Try again lists them', async () => {
    const { user } = render([
      {
        request: { query: runsRoute.query, variables: () => true },
        result: { errors: [{ message: 'The stipend runs could not be loaded. Please try again.' }] },
      },
      answered(undefined, [run()]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The stipend runs could not be loaded. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Stipend runs' })).toBeTruthy();
  });
});

describe('RunsPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('lists the runs in Kiswahili, the day each was created as DD/MM/YYYY', async () => {
    renderPage(RunsPage, {
      loader: runsRoute.loader,
      mocks: [answered(undefined, [run()])],
      path: '/admin/disbursement',
      pattern: '/admin/disbursement',
      i18n: { locale: 'sw' },
    });
    const table = await screen.findByRole('table', { name: 'Awamu za malipo ya posho' });
    expect(screen.getByText('Awamu 1, za karibuni kwanza.')).toBeTruthy();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Rasimu');
    expect(row.textContent).toContain('2024-2025 · Kundi 3');
    expect(row.textContent).toContain('Waliojumuishwa: 1');
    expect(row.textContent).toContain('01/02/2025');
    expect(screen.getByRole('link', { name: 'Awamu mpya' }).getAttribute('href')).toBe('/admin/disbursement/new');
  });
});
