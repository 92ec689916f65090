/** @vitest-environment happy-dom */
// The scholars' table as the route loads it: the address's filters become the query's variables, each face
// (loading, empty, failure, the rows) shows, and a filter chosen goes into the address.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { scholarsRoute } from './scholars-route';
import { ScholarsPage } from './ScholarsPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const row = (id: string, name: string, changes: Record<string, unknown> = {}) => ({
  __typename: 'ScholarRow' as const,
  id,
  name,
  email: `${id}@students.example`,
  batchNo: 2,
  universityName: 'University of Dodoma',
  programmeName: 'BEd Mathematics',
  registrationNumber: `UDOM/2024/${id}`,
  enrollmentStatus: 'ACTIVE',
  joinedAt: '2024-11-02T09:00:00.000Z',
  resultStatus: null,
  universityFeeStatus: 'PAID',
  nhifStatus: null,
  ...changes,
});

const answer = (nodes: ReturnType<typeof row>[], totalCount = nodes.length, page = 1) => ({
  data: {
    __typename: 'Query',
    programmeSettings: { __typename: 'ProgrammeSettings', currentAcademicYear: '2024-2025' },
    programmeBatches: [1, 2],
    scholars: {
      __typename: 'ScholarConnection',
      nodes,
      pageInfo: { __typename: 'PageInfo', page, pageSize: 25, totalCount, hasNextPage: page * 25 < totalCount, hasPreviousPage: page > 1 },
    },
  },
});

const variables = (filter: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) => ({
  filter: {
    search: undefined,
    batchNo: undefined,
    status: undefined,
    university: undefined,
    programme: undefined,
    missing: undefined,
    year: undefined,
    ...filter,
  },
  sort: 'NAME',
  order: 'ASC',
  page: 1,
  pageSize: 25,
  ...rest,
});

const listed = (vars: ReturnType<typeof variables>, result: ReturnType<typeof answer>, delay?: number): MockedOperation => ({
  request: { query: scholarsRoute.query, variables: vars },
  result,
  ...(delay === undefined ? {} : { delay }),
});

describe('ScholarsPage', () => {
  it('asks for what the address says and shows each row with its documents for the year', async () => {
    const vars = variables({ batchNo: 2, status: 'ACTIVE', missing: 'NHIF' }, { page: 2 });
    renderPage(ScholarsPage, {
      loader: scholarsRoute.loader,
      path: '/admin/students?batch=2&status=ACTIVE&missing=NHIF&page=2',
      pattern: '/admin/students',
      mocks: [listed(vars, answer([row('s1', 'Neema Mollel', { resultStatus: 'REJECTED' })], 26, 2))],
    });
    const table = await screen.findByRole('table', { name: 'Scholars' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Neema Mollel' }).getAttribute('href')).toBe('/admin/students/s1');
    expect(within(first!).getByText('Rejected')).toBeTruthy();
    expect(within(first!).getByText('Paid')).toBeTruthy();
    expect(within(first!).getByText('Missing')).toBeTruthy();
    expect(screen.getByText('26–26 of 26')).toBeTruthy();
    expect(screen.getByText('26 match these filters.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/admin/students?batch=2&status=ACTIVE&missing=NHIF',
    );
  });

  it('offers the programme’s batches in the batch filter, and the address’s batch even when it is not one of them', async () => {
    const vars = variables({ batchNo: 7 });
    const programme = answer([]);
    programme.data.programmeBatches = [1, 2, 5];
    renderPage(ScholarsPage, {
      loader: scholarsRoute.loader,
      path: '/admin/students?batch=7',
      pattern: '/admin/students',
      mocks: [listed(vars, programme)],
    });
    const filter = await screen.findByLabelText<HTMLSelectElement>('Batch');
    expect([...filter.options].map((option) => option.textContent)).toEqual(['All batches', 'Batch 1', 'Batch 2', 'Batch 5', 'Batch 7']);
    expect(filter.selectedOptions[0]?.textContent).toBe('Batch 7');
  });

  it('shows a filter an overview figure set as a chip, and removes it', async () => {
    const { user, router } = renderPage(ScholarsPage, {
      loader: scholarsRoute.loader,
      path: '/admin/students?result=SUBMITTED&year=2024-2025',
      pattern: '/admin/students',
      mocks: [
        listed(
          variables({ resultStatus: 'SUBMITTED', year: '2024-2025' }),
          answer([row('s1', 'Neema Mollel', { resultStatus: 'SUBMITTED' })]),
        ),
        listed(variables({ year: '2024-2025' }), answer([row('s2', 'Juma Kombo')])),
      ],
    });
    await screen.findByRole('link', { name: 'Neema Mollel' });
    await user.click(screen.getByRole('button', { name: 'Remove the filter Results: Submitted' }));
    expect(await screen.findByRole('link', { name: 'Juma Kombo' })).toBeTruthy();
    expect(router.state.location.search).toBe('?year=2024-2025');
  });

  it('says so when no scholar matches', async () => {
    renderPage(ScholarsPage, {
      loader: scholarsRoute.loader,
      path: '/admin/students?q=zzz',
      pattern: '/admin/students',
      mocks: [listed(variables({ search: 'zzz' }), answer([]))],
    });
    expect(await screen.findByText('No scholar matches these filters')).toBeTruthy();
  });

  it("shows the gateway's words when the list cannot be read, with a retry", async () => {
    renderPage(ScholarsPage, {
      loader: scholarsRoute.loader,
      path: '/admin/students',
      mocks: [
        {
          request: { query: scholarsRoute.query, variables: variables() },
          result: { errors: [{ message: 'Only administrators can do this', extensions: { code: 'FORBIDDEN' } }] },
        },
      ],
    });
    expect(await screen.findByText('Only administrators can do this')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });

  it('puts a chosen filter into the address and asks again', async () => {
    const { user, router } = renderPage(ScholarsPage, {
      loader: scholarsRoute.loader,
      path: '/admin/students',
      mocks: [
        listed(variables(), answer([row('s1', 'Neema Mollel')])),
        listed(variables({ status: 'SUSPENDED' }), answer([row('s2', 'Juma Kombo', { enrollmentStatus: 'SUSPENDED' })])),
      ],
    });
    await screen.findByRole('link', { name: 'Neema Mollel' });
    await user.selectOptions(screen.getByLabelText('Status'), 'SUSPENDED');
    expect(await screen.findByRole('link', { name: 'Juma Kombo' })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=SUSPENDED');
  });

  it('keeps the page it shows, marked busy, while the next page is on its way', async () => {
    const firstPage = Array.from({ length: 25 }, (_, i) => row(`s${i}`, `Scholar ${i}`));
    const { user, router } = renderPage(ScholarsPage, {
      loader: scholarsRoute.loader,
      path: '/admin/students',
      mocks: [
        listed(variables(), answer(firstPage, 30)),
        { ...listed(variables({}, { page: 2 }), answer([row('s25', 'Scholar 25')], 30, 2)), delay: Infinity },
      ],
    });
    await screen.findByRole('link', { name: 'Scholar 0' });
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    // The router's state changes first; React draws it in the navigation's transition, a moment later.
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Scholars' }).closest('[aria-busy="true"]')).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Scholar 0' })).toBeTruthy();
    expect(screen.queryByText('Loading scholars...')).toBeNull();
  });
});

describe('ScholarsPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('names the list, its columns, statuses and filters in Kiswahili, the joining day as DD/MM/YYYY', async () => {
    const vars = variables({ resultStatus: 'SUBMITTED', year: '2024-2025' });
    const rows = [
      row('s1', 'Neema Mollel', { enrollmentStatus: 'SUSPENDED', resultStatus: 'REJECTED' }),
      row('s2', 'Juma Kombo', { universityFeeStatus: null, nhifStatus: 'UNPAID' }),
    ];
    renderPage(ScholarsPage, {
      loader: scholarsRoute.loader,
      path: '/admin/students?result=SUBMITTED&year=2024-2025',
      pattern: '/admin/students',
      mocks: [listed(vars, answer(rows))],
      i18n: { locale: 'sw' },
    });
    const table = await screen.findByRole('table', { name: 'Wanafunzi' });
    expect(screen.getByRole('heading', { name: 'Wanafunzi' })).toBeTruthy();
    expect(screen.getByText('Wanafunzi 2 wanalingana na vichujio hivi.')).toBeTruthy();
    const [header, first, second] = within(table).getAllByRole('row');
    expect(header!.textContent).toContain('Chuo kikuu na programu ya masomo');
    expect(header!.textContent).toContain('Matokeo 2024-2025');
    expect(first!.textContent).toContain('Amesimamishwa');
    expect(first!.textContent).toContain('Imekataliwa');
    expect(first!.textContent).toContain('Imelipwa');
    expect(first!.textContent).toContain('Haijawasilishwa');
    expect(first!.textContent).toContain('02/11/2024');
    expect(second!.textContent).toContain('Anaendelea');
    expect(second!.textContent).toContain('Hayajapakiwa');
    expect(second!.textContent).toContain('Haijalipwa');
    expect(screen.getByRole('button', { name: 'Ondoa kichujio Matokeo: Yamewasilishwa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alika wanafunzi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pakua CSV' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Kurasa za wanafunzi' })).toBeTruthy();
    const status = screen.getByLabelText<HTMLSelectElement>('Hali');
    expect([...status.options].map((option) => option.textContent)).toEqual([
      'Hali yoyote',
      'Anaendelea',
      'Amesimamishwa',
      'Amehitimu',
      'Amejiondoa',
    ]);
  });

  it('says so in Kiswahili when no scholar matches', async () => {
    renderPage(ScholarsPage, {
      loader: scholarsRoute.loader,
      path: '/admin/students?q=zzz',
      pattern: '/admin/students',
      mocks: [listed(variables({ search: 'zzz' }), answer([]))],
      i18n: { locale: 'sw' },
    });
    expect(await screen.findByText('Hakuna mwanafunzi anayelingana na vichujio hivi')).toBeTruthy();
    expect(screen.getByText('Badilisha au ondoa vichujio ili kuona wanafunzi zaidi.')).toBeTruthy();
    expect(screen.getByText('Wanafunzi 0 wanalingana na vichujio hivi.')).toBeTruthy();
  });
});
