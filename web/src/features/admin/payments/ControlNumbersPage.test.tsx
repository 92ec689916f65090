/** @vitest-environment happy-dom */
// The control numbers as the route loads them: the address's filters become the query's variables, each face
// (loading, empty, failure, the rows) shows, and each change (one by one, a flag, in bulk) says how it went.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResolveControlNumberFlagDocument, SetControlNumberStatusDocument, SetControlNumberStatusesDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { controlNumbersRoute } from './control-numbers-route';
import { ControlNumbersPage } from './ControlNumbersPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const row = (id: string, controlNumber: string, changes: Record<string, unknown> = {}) => ({
  __typename: 'ControlNumberRow' as const,
  id,
  controlNumber,
  type: 'UNIVERSITY_FEE',
  year: '2024-2025',
  status: 'UNPAID',
  submittedAt: '2024-11-04T08:00:00.000Z',
  failureReason: null,
  paidAt: null,
  amount: null,
  amountDueTzs: 1_250_000 as number | null,
  flags: [] as string[],
  flagResolution: null,
  scholar: { __typename: 'PaymentScholar' as const, id: `s-${id}`, name: `Scholar ${id}`, email: `${id}@students.example`, batchNo: 2 },
  ...changes,
});

const answer = (nodes: ReturnType<typeof row>[], totalCount = nodes.length) => ({
  data: {
    __typename: 'Query',
    programmeSettings: { __typename: 'ProgrammeSettings', currentAcademicYear: '2024-2025' },
    programmeBatches: [1, 2],
    controlNumbers: {
      __typename: 'ControlNumberConnection',
      nodes,
      pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 25, totalCount, hasNextPage: false, hasPreviousPage: false },
    },
  },
});

const variables = (filter: Record<string, unknown> = {}) => ({
  filter: { year: undefined, type: undefined, batchNo: undefined, status: undefined, flagged: undefined, search: undefined, ...filter },
  page: 1,
  pageSize: 25,
});

const listed = (filter: Record<string, unknown>, result: MockedOperation['result']): MockedOperation => ({
  request: { query: controlNumbersRoute.query, variables: variables(filter) },
  result,
});

const open = (path: string, mocks: MockedOperation[]) =>
  renderPage(ControlNumbersPage, { loader: controlNumbersRoute.loader, path, pattern: '/admin/payments', mocks });

const outcome = (id: string, kind: string, message: string, changes: Record<string, unknown> = {}) => ({
  __typename: 'ControlNumberOutcome' as const,
  id,
  outcome: kind,
  message,
  refusal: null,
  flags: null,
  controlNumber: null,
  ...changes,
});

const recorded = (query: unknown, data: Record<string, unknown>) => {
  const asked = vi.fn((_variables: Record<string, unknown>) => true);
  const operation: MockedOperation = {
    request: { query: query as MockedOperation['request']['query'], variables: (vars: Record<string, unknown>) => asked(vars) },
    result: { data: { __typename: 'Mutation', ...data } },
  };
  return { asked, operation };
};

describe('ControlNumbersPage', () => {
  it('asks for what the address says and shows each row with its scholar, flags and status', async () => {
    open('/admin/payments?type=NHIF&attention=1&batch=2', [
      listed(
        { type: 'NHIF', flagged: true, batchNo: 2 },
        answer([
          row('p1', '995100000007', { type: 'NHIF', flags: ['DUPLICATE', 'REUSED'] }),
          row('p2', '995100000008', { type: 'NHIF', status: 'FAILED', failureReason: 'The bill has expired', amountDueTzs: null }),
        ]),
      ),
    ]);
    const table = await screen.findByRole('table', { name: 'Control numbers' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('Scholar p1');
    expect(first!.textContent).toContain('NHIF 2024-2025');
    expect(within(first!).getByText('Duplicate')).toBeTruthy();
    expect(within(first!).getByText('Reused')).toBeTruthy();
    // A flagged number cannot be PAID until the flag is resolved.
    expect(within(first!).getByRole<HTMLButtonElement>('button', { name: 'Mark 995100000007 paid' }).disabled).toBe(true);
    expect(second!.textContent).toContain('Failed');
    expect(second!.textContent).toContain('Reason: The bill has expired');
    // What each bill is for, as its scholar gave it (older submissions have none).
    expect(first!.textContent).toContain('Bill TZS 1,250,000');
    expect(second!.textContent).toContain('Bill amount not given');
    expect(screen.getByText('2 match these filters.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Needs attention', { exact: false }).checked).toBe(true);
  });

  it('puts "needs attention" into the address and asks again', async () => {
    const { user, router } = open('/admin/payments', [
      listed({}, answer([row('p1', '995100000001')])),
      listed({ flagged: true }, answer([row('p9', '995100000009', { flags: ['DUPLICATE'] })])),
    ]);
    await screen.findByText('Scholar p1');
    await user.click(screen.getByLabelText('Needs attention', { exact: false }));
    expect(await screen.findByText('Scholar p9')).toBeTruthy();
    expect(router.state.location.search).toBe('?attention=1');
  });

  it('says so when nothing matches, and shows the failure with a retry', async () => {
    open('/admin/payments?q=zzz', [listed({ search: 'zzz' }, answer([]))]);
    expect(await screen.findByText('No control number matches these filters')).toBeTruthy();
    cleanup();
    open('/admin/payments', [listed({}, { errors: [{ message: 'Only administrators can do this', extensions: { code: 'FORBIDDEN' } }] })]);
    expect(await screen.findByText('Only administrators can do this')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });

  it('FAILED asks for the reason before anything is sent, then sends it with the status the officer saw', async () => {
    const { asked, operation } = recorded(SetControlNumberStatusDocument, {
      setControlNumberStatus: {
        __typename: 'ControlNumberChange',
        controlNumber: row('p1', '995100000001', { status: 'FAILED', failureReason: 'Wrong amount' }),
      },
    });
    const { user } = open('/admin/payments', [listed({}, answer([row('p1', '995100000001')])), operation]);
    await user.click(await screen.findByRole('button', { name: 'Mark 995100000001 failed' }));
    await user.click(screen.getByRole('button', { name: 'Mark failed' }));
    expect(await screen.findByText('A reason is required to mark a payment FAILED')).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Reason (the scholar sees it)', { exact: false }), 'Wrong amount');
    await user.click(screen.getByRole('button', { name: 'Mark failed' }));
    expect(await screen.findByText('Payment status updated')).toBeTruthy();
    expect(asked).toHaveBeenCalledWith({ id: 'p1', status: 'FAILED', reason: 'Wrong amount', expectedStatus: 'UNPAID' });
    expect(await screen.findByText('Reason: Wrong amount')).toBeTruthy();
  });

  it("shows the provider's refusal of a change in its words", async () => {
    const refused: MockedOperation = {
      request: {
        query: SetControlNumberStatusDocument,
        variables: { id: 'p1', status: 'PROCESSING', reason: null, expectedStatus: 'UNPAID' },
      },
      result: {
        errors: [
          {
            message: 'The payment status was changed by someone else since you loaded it. Reload and try again.',
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ],
      },
    };
    const { user } = open('/admin/payments', [listed({}, answer([row('p1', '995100000001')])), refused]);
    await user.click(await screen.findByRole('button', { name: 'Mark 995100000001 processing' }));
    expect((await screen.findByRole('alert')).textContent).toContain('changed by someone else');
  });

  it('resolves a flag with a note', async () => {
    const { asked, operation } = recorded(ResolveControlNumberFlagDocument, {
      resolveControlNumberFlag: {
        __typename: 'ControlNumberChange',
        controlNumber: row('p1', '995100000001', {
          flagResolution: {
            __typename: 'FlagResolution',
            note: 'Two bills',
            resolvedAt: '2025-01-01T00:00:00.000Z',
            resolvedBy: 'admin@nuruyangu.example',
          },
        }),
      },
    });
    const { user } = open('/admin/payments', [listed({}, answer([row('p1', '995100000001', { flags: ['DUPLICATE'] })])), operation]);
    await user.click(await screen.findByRole('button', { name: 'Resolve flag of 995100000001' }));
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('A note is required to resolve a flag')).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Note on the flag', { exact: false }), 'Two bills');
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Flag resolved by admin@nuruyangu.example: Two bills')).toBeTruthy();
    expect(asked).toHaveBeenCalledWith({ id: 'p1', note: 'Two bills' });
    expect(screen.queryByText('Duplicate')).toBeNull();
  });

  it('marks a selection in bulk and lists the rows that were refused', async () => {
    const { asked, operation } = recorded(SetControlNumberStatusesDocument, {
      setControlNumberStatuses: {
        __typename: 'BulkControlNumberChange',
        outcomes: [
          outcome('p1', 'CHANGED', 'Payment status updated', { controlNumber: row('p1', '995100000001', { status: 'PAID' }) }),
          outcome(
            'p2',
            'REFUSED',
            'This control number is flagged (submitted by another scholar): resolve the flag before marking it PAID.',
            {
              refusal: 'FLAGGED',
              flags: ['DUPLICATE'],
            },
          ),
          // A cause the gateway did not know: the provider's own words.
          outcome('p3', 'REFUSED', 'The payment is locked by the bank', { refusal: null }),
        ],
      },
    });
    const rows = [row('p1', '995100000001'), row('p2', '995100000002', { flags: ['DUPLICATE'] }), row('p3', '995100000003')];
    const { user } = open('/admin/payments', [listed({}, answer(rows)), operation, listed({}, answer(rows))]);
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: /^Mark 0/ })).disabled).toBe(true);
    await user.click(screen.getByLabelText('Select every control number of this page'));
    expect(screen.getByText('3 selected')).toBeTruthy();
    await user.click(screen.getByLabelText('Paid'));
    await user.click(screen.getByRole('button', { name: 'Mark 3 paid' }));
    expect(await screen.findByText('1 of 3 payment(s) updated')).toBeTruthy();
    expect(
      screen.getByText('This control number is flagged (submitted by another scholar): resolve the flag before marking it PAID.'),
    ).toBeTruthy();
    expect(screen.getByText('The payment is locked by the bank')).toBeTruthy();
    expect(asked).toHaveBeenCalledWith({ ids: ['p1', 'p2', 'p3'], status: 'PAID', reason: null });
  });
});

describe('ControlNumbersPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  const openInSwahili = (path: string, mocks: MockedOperation[]) =>
    renderPage(ControlNumbersPage, { loader: controlNumbersRoute.loader, path, pattern: '/admin/payments', mocks, i18n: { locale: 'sw' } });

  it('shows the tabs, the rows with their flags, statuses, days and amounts, and the bulk change in Kiswahili', async () => {
    const rows = [
      row('p1', '995100000001', { flags: ['DUPLICATE'] }),
      row('p2', '995100000002', { status: 'FAILED', failureReason: 'The bill has expired' }),
      row('p3', '995100000003', { type: 'NHIF', status: 'PAID', paidAt: '2025-01-10T09:00:00.000Z', amount: 1500000, amountDueTzs: null }),
    ];
    const { user } = openInSwahili('/admin/payments', [listed({}, answer(rows))]);
    const table = await screen.findByRole('table', { name: 'Namba za malipo' });
    const tabs = screen.getByRole('navigation', { name: 'Sehemu za malipo' });
    expect(within(tabs).getByRole('link', { name: 'Namba za malipo' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Ulinganisho wa benki' })).toBeTruthy();
    expect(within(tabs).getByRole('link', { name: 'Zinazokosekana' })).toBeTruthy();
    expect(screen.getByText('Namba 3 zinalingana na vichujio hivi.')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Mwanafunzi' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Vitendo' })).toBeTruthy();

    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('Ada ya chuo 2024-2025 · imewasilishwa 04/11/2024');
    expect(first!.textContent).toContain('Kundi 2');
    expect(within(first!).getByText('Rudufu')).toBeTruthy();
    expect(within(first!).getByText('Haijalipwa')).toBeTruthy();
    expect(within(first!).getByRole<HTMLButtonElement>('button', { name: 'Weka alama kuwa 995100000001 imelipwa' }).disabled).toBe(true);
    expect(within(first!).getByRole('button', { name: 'Tatua alama ya tahadhari ya 995100000001' }).textContent).toBe(
      'Tatua alama ya tahadhari',
    );
    expect(within(second!).getByText('Imeshindikana')).toBeTruthy();
    expect(second!.textContent).toContain('Sababu: The bill has expired');
    expect(third!.textContent).toContain('NHIF 2024-2025');
    expect(third!.textContent).toContain('Imelipwa 10/01/2025 · TZS 1,500,000');
    expect(first!.textContent).toContain('Bili TZS 1,250,000');
    expect(third!.textContent).toContain('Kiasi cha bili hakikutolewa');

    expect(screen.getByLabelText('Zinazohitaji uangalizi', { exact: false })).toBeTruthy();
    const bulk = screen.getByRole('region', { name: 'Badilisha namba za malipo zilizochaguliwa' });
    expect(within(bulk).getByRole<HTMLButtonElement>('button', { name: 'Weka alama kuwa namba 0 zinashughulikiwa' }).disabled).toBe(true);
    await user.click(screen.getByLabelText('Chagua namba zote za malipo za ukurasa huu'));
    expect(within(bulk).getByText('3 zimechaguliwa')).toBeTruthy();
    await user.click(within(bulk).getByLabelText('Imeshindikana'));
    await user.click(within(bulk).getByRole('button', { name: 'Weka alama kuwa namba 3 zimeshindikana' }));
    // The rules' own check, in the reader's language, before anything is sent.
    expect(await within(bulk).findByText('Sababu inahitajika ili kuweka malipo kuwa yameshindikana')).toBeTruthy();
    expect(within(bulk).getByLabelText('Sababu (kila mwanafunzi ataisoma)', { exact: false })).toBeTruthy();
  });

  it('says in Kiswahili why a bulk change left control numbers as they were', async () => {
    const { operation } = recorded(SetControlNumberStatusesDocument, {
      setControlNumberStatuses: {
        __typename: 'BulkControlNumberChange',
        outcomes: [
          outcome('p1', 'REFUSED', 'This control number is flagged (…)', { refusal: 'FLAGGED', flags: ['DUPLICATE', 'REUSED'] }),
          outcome('p2', 'REFUSED', 'The payment status was changed by someone else …', { refusal: 'STALE' }),
          outcome('p3', 'NOT_FOUND', 'Payment not found'),
        ],
      },
    });
    const rows = [row('p1', '995100000001', { flags: ['DUPLICATE', 'REUSED'] }), row('p2', '995100000002'), row('p3', '995100000003')];
    const { user } = openInSwahili('/admin/payments', [listed({}, answer(rows)), operation, listed({}, answer(rows))]);
    await user.click(await screen.findByLabelText('Chagua namba zote za malipo za ukurasa huu'));
    await user.click(screen.getByLabelText('Imelipwa'));
    await user.click(screen.getByRole('button', { name: 'Weka alama kuwa namba 3 zimelipwa' }));
    expect(await screen.findByText('Malipo 0 kati ya 3 yamesasishwa')).toBeTruthy();
    expect(
      screen.getByText(
        'Namba hii ya malipo ina alama ya tahadhari (imewasilishwa na mwanafunzi mwingine na imetumika katika mwaka mwingine wa masomo): tatua alama hiyo kwanza kabla ya kuiweka kuwa imelipwa.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Hali ya malipo imebadilishwa na mtu mwingine tangu ulipoyapakia. Pakia upya kisha ujaribu tena.'),
    ).toBeTruthy();
    expect(screen.getByText('Malipo hayakupatikana')).toBeTruthy();
  });

  it("says in Kiswahili why one control number's change was refused, from the refusal's code", async () => {
    const refusedAs = (status: string, extensions: object): MockedOperation => ({
      request: { query: SetControlNumberStatusDocument, variables: { id: 'p1', status, reason: null, expectedStatus: 'UNPAID' } },
      result: { errors: [{ message: 'In the provider’s English', extensions: { code: 'CONFLICT', ...extensions } }] },
    });
    // Flagged by another submission after the officer loaded the list.
    const rows = [row('p1', '995100000001')];
    const { user } = openInSwahili('/admin/payments', [
      listed({}, answer(rows)),
      refusedAs('PROCESSING', { refusal: 'STALE' }),
      refusedAs('PAID', { refusal: 'FLAGGED', flags: ['DUPLICATE', 'SPLIT'] }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Weka alama kuwa 995100000001 inashughulikiwa' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Hali ya malipo imebadilishwa na mtu mwingine tangu ulipoyapakia. Pakia upya kisha ujaribu tena.',
    );
    await user.click(screen.getByRole('button', { name: 'Weka alama kuwa 995100000001 imelipwa' }));
    expect(
      await screen.findByText(
        'Namba hii ya malipo ina alama ya tahadhari (imewasilishwa na mwanafunzi mwingine): tatua alama hiyo kwanza kabla ya kuiweka kuwa imelipwa.',
      ),
    ).toBeTruthy();
  });

  it('says in Kiswahili when nothing matches', async () => {
    openInSwahili('/admin/payments?q=zzz', [listed({ search: 'zzz' }, answer([]))]);
    expect(await screen.findByText('Hakuna namba ya malipo inayolingana na vichujio hivi')).toBeTruthy();
    expect(screen.getByText('Badilisha au ondoa vichujio ili uone namba nyingine za malipo.')).toBeTruthy();
    expect(screen.getByText('Namba 0 zinalingana na vichujio hivi.')).toBeTruthy();
  });
});
