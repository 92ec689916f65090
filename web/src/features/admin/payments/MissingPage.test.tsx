/** @vitest-environment happy-dom */
// The scholars without a control number: the type and year from the address, the rows, the empty face.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { SendRemindersMutation } from '../components/SendReminders';
import { missingRoute } from './missing-route';
import { MissingPage } from './MissingPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const answer = (nodes: { id: string; name: string }[]): MockedOperation['result'] => ({
  data: {
    __typename: 'Query',
    programmeSettings: { __typename: 'ProgrammeSettings', currentAcademicYear: '2024-2025' },
    programmeBatches: [1, 2],
    scholarsWithoutControlNumber: {
      __typename: 'PaymentScholarConnection',
      nodes: nodes.map(({ id, name }) => ({
        __typename: 'PaymentScholar',
        id,
        name,
        email: `${id}@students.example`,
        batchNo: 1,
        universityName: 'University of Dodoma',
      })),
      pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 25, totalCount: nodes.length, hasNextPage: false, hasPreviousPage: false },
    },
  },
});
const listed = (variables: Record<string, unknown>, result: MockedOperation['result']): MockedOperation => ({
  request: {
    query: missingRoute.query,
    variables: { type: 'UNIVERSITY_FEE', year: undefined, batchNo: undefined, page: 1, pageSize: 25, ...variables },
  },
  result,
});
const open = (path: string, mocks: MockedOperation[]) =>
  renderPage(MissingPage, { loader: missingRoute.loader, path, pattern: '/admin/payments/missing', mocks });

describe('MissingPage', () => {
  it('lists the scholars without the chosen type for the year; choosing NHIF asks again', async () => {
    const { user, router } = open('/admin/payments/missing?batch=1', [
      listed({ batchNo: 1 }, answer([{ id: 's1', name: 'Neema Mollel' }])),
      listed({ batchNo: 1, type: 'NHIF' }, answer([{ id: 's2', name: 'Juma Kombo' }])),
    ]);
    const table = await screen.findByRole('table', { name: 'Scholars without a control number' });
    expect(within(table).getByRole('link', { name: 'Neema Mollel' }).getAttribute('href')).toBe('/admin/students/s1');
    expect(screen.getByText('1 active scholar(s) have not submitted one of this type for the year.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Type'), 'NHIF');
    expect(await screen.findByRole('link', { name: 'Juma Kombo' })).toBeTruthy();
    expect(router.state.location.search).toBe('?batch=1&type=NHIF');
  });

  it('says so when every active scholar has one, and offers no reminder', async () => {
    open('/admin/payments/missing', [listed({}, answer([]))]);
    expect(await screen.findByText('Every active scholar has submitted one')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send reminders' }).disabled).toBe(true);
  });

  it('reminds the scholars listed of the type, year and batch shown, and reports sent and skipped', async () => {
    const list = answer([{ id: 's2', name: 'Juma Kombo' }]);
    const message = '1 reminder sent; 0 skipped (reminded within the last 24 hours).';
    const send: MockedOperation = {
      request: { query: SendRemindersMutation, variables: { kind: 'NHIF', year: '2023-2024', batchNo: 2 } },
      result: { data: { sendReminders: { __typename: 'ReminderOutcome', sent: 1, skipped: 0, message } } },
    };
    const variables = { type: 'NHIF', year: '2023-2024', batchNo: 2 };
    const { user } = open('/admin/payments/missing?type=NHIF&year=2023-2024&batch=2', [
      listed(variables, list),
      send,
      listed(variables, list),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Send reminders' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });
});

describe('MissingPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  const openInSwahili = (path: string, mocks: MockedOperation[]) =>
    renderPage(MissingPage, { loader: missingRoute.loader, path, pattern: '/admin/payments/missing', mocks, i18n: { locale: 'sw' } });

  it('lists the scholars without a control number in Kiswahili', async () => {
    openInSwahili('/admin/payments/missing', [listed({}, answer([{ id: 's1', name: 'Neema Mollel' }]))]);
    const table = await screen.findByRole('table', { name: 'Wanafunzi wasio na namba ya malipo' });
    expect(screen.getByRole('heading', { name: 'Wanafunzi wasio na namba ya malipo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zinazokosekana' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Mwanafunzi 1 anayeendelea hajawasilisha namba ya malipo ya aina hii kwa mwaka huu.')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Mwanafunzi', 'Kundi', 'Chuo kikuu']);
    expect(within(table).getByRole('link', { name: 'Neema Mollel' })).toBeTruthy();
    const type = screen.getByLabelText<HTMLSelectElement>('Aina');
    expect([...type.options].map((option) => option.textContent)).toEqual(['Ada ya chuo', 'NHIF']);
    expect(screen.getByLabelText('Mwaka wa masomo')).toBeTruthy();
  });

  it('says in Kiswahili when every active scholar has one', async () => {
    openInSwahili('/admin/payments/missing', [listed({}, answer([]))]);
    expect(await screen.findByText('Kila mwanafunzi anayeendelea ameshawasilisha namba yake')).toBeTruthy();
    expect(screen.getByText('Hakuna mwanafunzi anayeendelea anayekosa namba ya malipo ya aina hii kwa mwaka huu.')).toBeTruthy();
    expect(screen.getByText('Wanafunzi 0 wanaoendelea hawajawasilisha namba ya malipo ya aina hii kwa mwaka huu.')).toBeTruthy();
  });
});
