/** @vitest-environment happy-dom */
// The bank reconciliation: a file is required, the dry run's report by class, then the application; a file
// the provider cannot read shows its line errors and offers no application.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReconcileBankPaymentsDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { reconcileRoute } from './reconcile-route';
import { ReconcilePage } from './ReconcilePage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const CSV = 'controlNumber,amount,paidAt\n995100000001,1500000,2025-01-10\n995100000099,1,2025-01-10\n995200000002,50400,2025-01-11\n';
const settings: MockedOperation = {
  request: { query: reconcileRoute.query },
  result: { data: { __typename: 'Query', programmeSettings: { __typename: 'ProgrammeSettings', currentAcademicYear: '2024-2025' } } },
};
const payment = (status: string, type = 'UNIVERSITY_FEE') => ({
  __typename: 'ControlNumberRow' as const,
  id: `p-${type}`,
  type,
  year: '2024-2025',
  status,
  paidAt: null,
  amount: null,
  amountDueTzs: 1500000 as number | null,
  flags: [],
  scholar: { __typename: 'PaymentScholar' as const, id: 's1', name: 'Neema Mollel', email: 'neema@students.example' },
});
const line = (n: number, controlNumber: string, changes: Record<string, unknown> = {}) => ({
  __typename: 'BankLine' as const,
  line: n,
  controlNumber,
  amount: 1500000,
  paidAt: '2025-01-10T00:00:00.000Z',
  reason: null,
  conflict: null,
  amountUnchecked: false,
  payment: null,
  ...changes,
});
// The provider's English beside each code: the page words the code, in the reader's language.
const lineError = (line: number, problem: string | null, message: string) => ({
  __typename: 'BankLineError' as const,
  line,
  message,
  problem,
  valueCount: null,
  firstLine: null,
});
const report = (applied: boolean, changes: Record<string, unknown> = {}) => ({
  __typename: 'BankReconciliation' as const,
  applied,
  errors: [],
  matched: [line(2, '995100000001', { payment: payment(applied ? 'PAID' : 'UNPAID') })],
  alreadyPaid: [],
  unmatched: [line(3, '995100000099', { amount: 1 })],
  conflicting: [
    line(4, '995200000002', {
      amount: 50400,
      reason: 'The control number is for NHIF 2024-2025, not University fee 2024-2025',
      conflict: 'OTHER_PAYMENT',
      payment: payment('UNPAID', 'NHIF'),
    }),
  ],
  ...changes,
});
const reconciled = (dryRun: boolean, answer: ReturnType<typeof report>, year = '2024-2025', type = 'UNIVERSITY_FEE'): MockedOperation => ({
  request: { query: ReconcileBankPaymentsDocument, variables: { year, type, csv: CSV, dryRun } },
  result: { data: { __typename: 'Mutation', reconcileBankPayments: { ...answer, year, type } } },
});

const open = (mocks: MockedOperation[]) =>
  renderPage(ReconcilePage, { loader: reconcileRoute.loader, path: '/admin/payments/reconcile', mocks: [settings, ...mocks] });

describe('ReconcilePage', () => {
  it('asks for a file before sending anything', async () => {
    const asked = vi.fn(() => true);
    const { user } = open([{ request: { query: ReconcileBankPaymentsDocument, variables: () => asked() }, result: { data: {} } }]);
    await user.click(await screen.findByRole('button', { name: 'Check the file (dry run)' }));
    expect(await screen.findByText('Choose the bank file (.csv)')).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
  });

  it("shows the dry run's report by class, then applies it", async () => {
    const { user } = open([reconciled(true, report(false), '2023-2024', 'UNIVERSITY_FEE'), reconciled(false, report(true), '2023-2024')]);
    await user.selectOptions(await screen.findByLabelText('Academic year'), '2023-2024');
    await user.upload(screen.getByLabelText('Bank file (.csv)', { exact: false }), new File([CSV], 'bank.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    const dry = await screen.findByRole('region', { name: 'Dry run report' });
    expect(dry.textContent).toContain('1 payment(s) would be marked PAID');
    expect(dry.textContent).toContain('Matched: 1 · Already paid: 0 · Unmatched: 1 · Conflicting: 1. Nothing has changed yet.');
    // Every matched line's amount was compared with its bill's: nothing to warn of.
    expect(dry.textContent).not.toContain('no bill amount');
    const matched = within(dry).getByRole('table', { name: 'Matched: will be marked PAID (1)' });
    expect(matched.textContent).toContain('Neema Mollel');
    expect(matched.textContent).toContain('TZS 1,500,000');
    expect(within(dry).getByRole('table', { name: 'Conflicting: not applied (1)' }).textContent).toContain(
      'The control number is for NHIF 2024-2025, not University fee 2023-2024',
    );
    expect(within(dry).getByRole('table', { name: 'Unmatched: no such control number (1)' }).textContent).toContain(
      'No payment has this control number',
    );
    await user.click(screen.getByRole('button', { name: 'Apply: mark 1 paid' }));
    const applied = await screen.findByRole('region', { name: 'Reconciliation applied' });
    expect(applied.textContent).toContain('1 payment(s) marked PAID');
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
  });

  it('says a line paying another amount than its bill is conflicting, and a line it could not check is marked', async () => {
    const billOf = (id: string, amountDueTzs: number | null) => ({ ...payment('UNPAID'), id, amountDueTzs });
    const answer = report(false, {
      matched: [line(2, '995100000001', { payment: billOf('p-old', null), amountUnchecked: true })],
      unmatched: [],
      conflicting: [
        line(3, '995100000099', {
          amount: 1,
          reason: 'Paid amount differs',
          conflict: 'AMOUNT_MISMATCH',
          payment: billOf('p-billed', 1_250_000),
        }),
      ],
    });
    const { user } = open([reconciled(true, answer)]);
    await user.upload(
      await screen.findByLabelText('Bank file (.csv)', { exact: false }),
      new File([CSV], 'bank.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    const dry = await screen.findByRole('region', { name: 'Dry run report' });
    expect(dry.textContent).toContain('1 matched line has no bill amount to compare with: check the amount before applying.');
    const matched = within(dry).getByRole('table', { name: 'Matched: will be marked PAID (1)' });
    expect(matched.textContent).toContain('Amount not checked: no bill amount on record');
    const conflicting = within(dry).getByRole('table', { name: 'Conflicting: not applied (1)' });
    expect(conflicting.textContent).toContain('TZS 1');
    expect(conflicting.textContent).toContain('The bank paid TZS 1 but the bill is for TZS 1,250,000');
  });

  it('shows the line errors of a file that cannot be read, with nothing to apply', async () => {
    const refused = report(false, {
      matched: [],
      unmatched: [],
      conflicting: [],
      errors: [
        lineError(3, 'AMOUNT', 'amount must be a whole number of TZS of at least 1, without decimals or separators'),
        // A code the gateway did not know: the provider's own words.
        lineError(4, null, 'amount is over the bill'),
      ],
    });
    const { user } = open([reconciled(true, refused)]);
    await user.upload(
      await screen.findByLabelText('Bank file (.csv)', { exact: false }),
      new File([CSV], 'bank.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check the file (dry run)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The bank file has errors; nothing was applied');
    expect(alert.textContent).toContain('Line 3: amount must be a whole number of TZS');
    expect(alert.textContent).toContain('Line 4: amount is over the bill');
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
  });

  it('refuses a file larger than 1 MB before sending it', async () => {
    const { user } = open([]);
    await user.upload(
      await screen.findByLabelText('Bank file (.csv)', { exact: false }),
      new File(['x'.repeat(1024 * 1024 + 1)], 'huge.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('The bank file is larger than 1 MB')).toBeTruthy();
  });
});

describe('ReconcilePage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  const openInSwahili = (mocks: MockedOperation[]) =>
    renderPage(ReconcilePage, {
      loader: reconcileRoute.loader,
      path: '/admin/payments/reconcile',
      mocks: [settings, ...mocks],
      i18n: { locale: 'sw' },
    });

  it('asks for the file, then shows the dry run report by class in Kiswahili', async () => {
    const { user } = openInSwahili([reconciled(true, report(false))]);
    expect(await screen.findByRole('heading', { name: 'Ulinganisho wa benki' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ulinganisho wa benki' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: 'Kagua faili (jaribio tu)' }));
    expect(await screen.findByText('Chagua faili la benki (.csv)')).toBeTruthy();

    await user.upload(screen.getByLabelText('Faili la benki (.csv)', { exact: false }), new File([CSV], 'bank.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Kagua faili (jaribio tu)' }));
    const dry = await screen.findByRole('region', { name: 'Ripoti ya jaribio' });
    expect(dry.textContent).toContain(
      'Yaliyolingana: 1 · Tayari yamelipwa: 0 · Yasiyolingana: 1 · Yanayokinzana: 1. Hakuna kilichobadilishwa bado.',
    );
    expect(dry.textContent).toContain('Malipo 1 yatawekwa alama kuwa yamelipwa');
    const matched = within(dry).getByRole('table', { name: 'Yaliyolingana: yatawekwa alama kuwa yamelipwa (1)' });
    expect(
      within(matched)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Mstari', 'Namba ya malipo', 'Kiasi', 'Ililipwa', 'Mwanafunzi', 'Malipo']);
    expect(matched.textContent).toContain('TZS 1,500,000');
    expect(matched.textContent).toContain('10/01/2025');
    expect(matched.textContent).toContain('Ada ya chuo 2024-2025');
    expect(within(dry).getByRole('table', { name: 'Yasiyolingana: namba ya malipo haipo (1)' }).textContent).toContain(
      'Hakuna malipo yenye namba hii ya malipo',
    );
    const conflicting = within(dry).getByRole('table', { name: 'Yanayokinzana: hayatatekelezwa (1)' });
    expect(within(conflicting).getAllByRole('columnheader').at(-1)!.textContent).toBe('Sababu');
    expect(conflicting.textContent).toContain('Namba hii ya malipo ni ya NHIF 2024-2025, si ya Ada ya chuo 2024-2025');
    expect(screen.getByRole('button', { name: 'Tekeleza: weka alama kuwa malipo 1 yamelipwa' })).toBeTruthy();
  });

  it('says an amount mismatch and an unchecked line in Kiswahili', async () => {
    const billOf = (id: string, amountDueTzs: number | null) => ({ ...payment('UNPAID'), id, amountDueTzs });
    const answer = report(false, {
      matched: [line(2, '995100000001', { payment: billOf('p-old', null), amountUnchecked: true })],
      unmatched: [],
      conflicting: [
        line(3, '995100000099', {
          amount: 1,
          reason: 'Paid amount differs',
          conflict: 'AMOUNT_MISMATCH',
          payment: billOf('p-billed', 1_250_000),
        }),
      ],
    });
    const { user } = openInSwahili([reconciled(true, answer)]);
    await user.upload(
      await screen.findByLabelText('Faili la benki (.csv)', { exact: false }),
      new File([CSV], 'bank.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Kagua faili (jaribio tu)' }));
    const dry = await screen.findByRole('region', { name: 'Ripoti ya jaribio' });
    expect(dry.textContent).toContain('Mstari 1 uliolingana hauna kiasi cha bili cha kulinganisha: hakiki kiasi kabla ya kutekeleza.');
    expect(within(dry).getByRole('table', { name: 'Yaliyolingana: yatawekwa alama kuwa yamelipwa (1)' }).textContent).toContain(
      'Kiasi hakikukaguliwa: hakuna kiasi cha bili kilichohifadhiwa',
    );
    expect(within(dry).getByRole('table', { name: 'Yanayokinzana: hayatatekelezwa (1)' }).textContent).toContain(
      'Benki ililipa TZS 1 lakini bili ni ya TZS 1,250,000',
    );
  });

  it('says each line error of an unreadable file in Kiswahili', async () => {
    const refused = report(false, {
      matched: [],
      unmatched: [],
      conflicting: [],
      errors: [lineError(3, 'AMOUNT', 'amount must be a whole number of TZS of at least 1, without decimals or separators')],
    });
    const { user } = openInSwahili([reconciled(true, refused)]);
    await user.upload(
      await screen.findByLabelText('Faili la benki (.csv)', { exact: false }),
      new File([CSV], 'bank.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Kagua faili (jaribio tu)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Faili la benki lina makosa; hakuna kilichotekelezwa');
    expect(alert.textContent).toContain('Mstari 3: amount lazima iwe kiasi kamili cha TZS kisichopungua 1');
    expect(screen.queryByRole('button', { name: /^Tekeleza/ })).toBeNull();
  });
});
