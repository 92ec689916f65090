/** @vitest-environment happy-dom */
// The audit log as the route loads it from the address (?actor=&entity=&page=): its rows in words with a
// link to a scholar's page, the empty face, and the failure face with a retry.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { formatDayTime } from '@/shared/i18n/dates';
import { DEFAULT_PREFERENCES } from '@/shared/i18n/display-preferences';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { auditLogRoute } from './audit-log-route';
import { AuditLogPage } from './AuditLogPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const entry = (id: string, changes: Record<string, unknown>) => ({
  __typename: 'AuditEntry' as const,
  id,
  at: '2025-03-01T09:30:00.000Z',
  actorEmail: 'ops@example.org',
  action: 'student.status_changed',
  entity: 'student',
  entityId: '0f8e2a51-7c1d-4b8e-9d0e-123456789abc',
  before: null,
  after: null,
  ...changes,
});
const suspended = entry('e-1', { before: { enrollmentStatus: 'ACTIVE' }, after: { enrollmentStatus: 'SUSPENDED', reason: 'Fees unpaid' } });
const settings = entry('e-2', {
  action: 'programme_settings.updated',
  entity: 'programme_settings',
  entityId: null,
  before: { currentAcademicYear: 'Y2024_2025', activeBatches: [1, 2] },
  after: { currentAcademicYear: 'Y2025_2026', activeBatches: [1, 2, 3] },
});

const variables = { filter: { actor: 'ops@example.org', entity: undefined }, page: 2, pageSize: 25 };
const request = { query: auditLogRoute.query, variables };
const pageInfo = { __typename: 'PageInfo' as const, page: 2, pageSize: 25, totalCount: 27, hasNextPage: false, hasPreviousPage: true };
const listed = (...nodes: ReturnType<typeof entry>[]): MockedOperation => ({
  request,
  result: { data: { __typename: 'Query', auditLog: { __typename: 'AuditConnection', nodes, pageInfo } } },
});

const render = (mocks: MockedOperation[], locale: 'en' | 'sw' = 'en') =>
  renderPage(AuditLogPage, {
    loader: auditLogRoute.loader,
    mocks,
    path: '/admin/settings/audit?actor=ops@example.org&page=2',
    i18n: { locale },
  });
const recordChoices = () =>
  Array.from(screen.getByRole<HTMLSelectElement>('combobox', { name: /^(Record|Rekodi)$/ }).options, (option) => option.text);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AuditLogPage', () => {
  it('shows the page of the address’s filters in words, a scholar’s record linking to their page', async () => {
    render([listed(suspended, settings)]);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(cells(first!)).toEqual([
      formatDayTime(suspended.at, DEFAULT_PREFERENCES),
      'ops@example.org',
      'Changed the enrollment status',
      'Scholar 0f8e2a51',
      'Active → Suspended: Fees unpaid',
    ]);
    expect(within(first!).getByRole('link', { name: 'Scholar 0f8e2a51' }).getAttribute('href')).toBe(
      `/admin/students/${suspended.entityId}`,
    );
    expect(cells(second!)).toEqual([
      formatDayTime(settings.at, DEFAULT_PREFERENCES),
      'ops@example.org',
      'Changed the programme settings',
      'Programme settings',
      'Year 2024-2025 → 2025-2026; batches 1, 2 → 1, 2, 3',
    ]);
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(screen.getByText('26–27 of 27')).toBeTruthy();
    expect(screen.getByLabelText("Administrator's e-mail")).toHaveProperty('value', 'ops@example.org');
    expect(recordChoices()).toEqual([
      'All records',
      'Scholar',
      'Invitation',
      'Administrator',
      'Programme settings',
      'Results',
      'Control number',
      'Announcement',
      'Mentor',
      'Mentorship session',
      'Mentorship resource',
      'Stipend run',
    ]);
  });

  it('shows the empty face when nothing matches', async () => {
    render([listed()]);
    expect(await screen.findByText('No actions found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the gateway’s message on a failure, and Try again shows the log', async () => {
    const { user } = render([{ request, result: { errors: [{ message: 'The audit service is down' }] } }, listed(suspended)]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The audit log could not be loaded');
    expect(alert.textContent).toContain('The audit service is down');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Audit log' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('AuditLogPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('names each kind of record in Kiswahili, in the rows and the filter', async () => {
    const run = entry('e-3', { action: 'disbursement.approved', entity: 'disbursement', entityId: 'run-42' });
    render([listed(suspended, settings, run)], 'sw');
    const table = await screen.findByRole('table', { name: 'Kumbukumbu za shughuli' });
    const records = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => cells(row)[3]);
    expect(records).toEqual(['Mwanafunzi 0f8e2a51', 'Mipangilio ya programu', 'Awamu ya malipo ya posho run-42']);
    expect(recordChoices()).toContain('Namba ya malipo');
    expect(recordChoices()).toContain('Kipindi cha ushauri');
  });
});
