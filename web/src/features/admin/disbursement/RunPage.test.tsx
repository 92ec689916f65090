/** @vitest-environment happy-dom */
// A stipend run's page as the route loads it: its facts, totals, rows and changes; the approval asked with the
// totals and the number of changes, refused to the creator in the gateway's words; a CONFLICT said in words with a
// Reload that asks again (never sent again by itself); a row's amount edited with the reason required (nothing sent
// without it); the steps of an APPROVED run; not found and failure faces.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REASON_REQUIRED } from '@nuru/rules/disbursement';
import {
  ApproveDisbursementRunDocument,
  CancelDisbursementRunDocument,
  MarkDisbursementRunPaidDocument,
  UpdateDisbursementItemDocument,
} from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { ADMIN_A, ADMIN_B, change, excludedRow, includedRow, run } from './disbursement-fixtures';
import { changed, loaded, renderRunPage, ROWS } from './run-page-mocks';
import { runRoute } from './run-route';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const region = (name: string) => screen.getByRole('region', { name });
const dialog = () => screen.getByRole('dialog');

describe('RunPage', () => {
  it('shows the run’s facts, totals, rows with every reason, and no change yet', async () => {
    renderRunPage([loaded(run())]);
    const summary = await screen.findByRole('region', { name: '2025 semester 1' });
    expect(summary.textContent).toContain('Draft');
    expect(summary.textContent).toContain('Batch 3');
    expect(summary.textContent).toContain('Programme Administrator');
    const totals = within(summary).getByLabelText('Totals');
    expect(totals.textContent).toBe('Included1 scholarExcluded1 scholarTotalTZS 450,000');
    const included = within(region('Included scholars')).getAllByRole('row');
    expect(included[1]!.textContent).toContain('Asha Mwinyi');
    expect(included[1]!.textContent).toContain('NY-7-1');
    expect(included[1]!.textContent).toContain('TZS 450,000');
    expect(included[1]!.textContent).toContain('Pending');
    expect(within(region('Excluded scholars')).getAllByRole('row')[1]!.textContent).toContain('No 2024-2025 results uploaded');
    expect(region('Changes since creation').textContent).toContain('No change since the run was created');
  });

  it('says when a name search finds nobody, apart from a list that is empty', async () => {
    renderRunPage([loaded(run({ included: [], excluded: [] }))], { path: '/admin/disbursement/run-1?q=Zawadi' });
    const included = await screen.findByRole('region', { name: 'Included scholars' });
    expect(included.textContent).toContain('No included scholar has this name');
    expect(included.textContent).toContain('Search for another name, or clear the search.');
    expect(within(included).queryByRole('table')).toBeNull();
    const excluded = region('Excluded scholars');
    expect(excluded.textContent).toContain('Nobody is excluded');
    expect(excluded.textContent).toContain('Every scholar of this batch met every rule.');
  });

  it('asks the approver with the totals and the number of changes, sends the version shown, and shows the answer', async () => {
    const edited = [change('Agreed top-up for fieldwork', 450_000, 500_000)];
    const draft = run({ version: 2, included: [includedRow('s-1', 'Asha Mwinyi', 500_000)], changes: edited });
    const approved = run({
      status: 'APPROVED',
      version: 3,
      approvedBy: ADMIN_B,
      included: [includedRow('s-1', 'Asha Mwinyi', 500_000)],
      changes: edited,
    });
    const { user } = renderRunPage([
      loaded(draft),
      {
        request: { query: ApproveDisbursementRunDocument, variables: { id: 'run-1', version: 2, ...ROWS } },
        result: changed('approveDisbursementRun', approved),
      },
    ]);
    const changes = await screen.findByRole('region', { name: 'Changes since creation' });
    expect(changes.textContent).toContain('1 change made by hand');
    expect(changes.textContent).toContain('Asha Mwinyi: TZS 450,000 → TZS 500,000');
    expect(changes.textContent).toContain('Reason: Agreed top-up for fieldwork');
    await user.click(screen.getByRole('button', { name: 'Approve the run' }));
    expect(dialog().textContent).toContain('It pays 1 scholar a total of TZS 500,000; 1 scholar left out.');
    expect(dialog().textContent).toContain('1 change since it was created');
    await user.click(within(dialog()).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('status')).textContent).toBe('Stipend run approved: the bank file can be downloaded.');
    expect(region('2025 semester 1').textContent).toContain('Approved');
    expect(region('2025 semester 1').textContent).toContain('Grace Mushi');
    expect(screen.getByRole('link', { name: 'Download the bank file (CSV)' }).getAttribute('href')).toBe(
      '/files/admin/disbursements/run-1/bank-file.csv',
    );
    expect(screen.queryByRole('button', { name: 'Approve the run' })).toBeNull();
  });

  it('tells the creator why they cannot approve', async () => {
    renderRunPage([loaded(run({ viewer: ADMIN_A }))]);
    const approve = await screen.findByRole('button', { name: 'Approve the run' });
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect(
      approve.getAttribute('aria-describedby') && document.getElementById(approve.getAttribute('aria-describedby')!)?.textContent,
    ).toBe('You created this run, so another administrator must check and approve it (two different people make and approve a payment).');
  });

  it('says so when the run moved since it was loaded, sends nothing again, and Reload shows the run as it is', async () => {
    const stale =
      'The run was changed by someone else since you loaded it (you saw version 1, it is now version 2). Reload it and try again.';
    const approve = vi.fn(() => true);
    const { user } = renderRunPage([
      loaded(run()),
      {
        request: { query: ApproveDisbursementRunDocument, variables: approve },
        result: { errors: [{ message: stale, extensions: { code: 'CONFLICT' } }] },
      },
      loaded(run({ version: 2, changes: [change('Left out: deferred', 450_000, 450_000, false)] })),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approve the run' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Approve' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('This run changed since you loaded it');
    expect(alert.textContent).toContain(stale);
    expect(approve).toHaveBeenCalledOnce();
    await user.click(within(alert).getByRole('button', { name: 'Reload the run' }));
    expect(await within(region('Changes since creation')).findByText(/Left out: deferred/)).toBeTruthy();
    expect(region('2025 semester 1').textContent).toContain('Version2');
    expect(approve).toHaveBeenCalledOnce();
  });

  it('changes a row’s amount only with a reason, and whole shillings', async () => {
    const asked = vi.fn((variables: { input: Record<string, unknown> }) => {
      expect(variables.input).toEqual({ runId: 'run-1', studentId: 's-1', version: 1, reason: 'Agreed top-up', amountTzs: 500_000 });
      return true;
    });
    const after = run({
      version: 2,
      included: [includedRow('s-1', 'Asha Mwinyi', 500_000)],
      changes: [change('Agreed top-up', 450_000, 500_000)],
    });
    const { user } = renderRunPage([
      loaded(run()),
      {
        request: { query: UpdateDisbursementItemDocument, variables: asked },
        result: changed('updateDisbursementItem', after),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Change amount of Asha Mwinyi' }));
    const amount = within(dialog()).getByLabelText('New amount (TZS)');
    await user.clear(amount);
    await user.type(amount, '500000.5');
    await user.click(within(dialog()).getByRole('button', { name: 'Save the amount' }));
    expect(
      within(dialog())
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['The amount must be a whole number of shillings (no cents, letters or signs)', REASON_REQUIRED.edit]);
    expect(asked).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '500,000');
    await user.type(within(dialog()).getByLabelText('Reason for the change'), 'Agreed top-up');
    await user.click(within(dialog()).getByRole('button', { name: 'Save the amount' }));
    expect((await screen.findByRole('status')).textContent).toBe("Asha Mwinyi's row saved.");
    expect(asked).toHaveBeenCalledOnce();
    expect(within(region('Included scholars')).getAllByRole('row')[1]!.textContent).toContain('TZS 500,000');
    expect(region('Changes since creation').textContent).toContain('TZS 450,000 → TZS 500,000');
  });

  it('offers to include again only a scholar an officer left out by hand', async () => {
    const byHand = excludedRow('s-3', 'Chausiku Ali', ['EXCLUDED_BY_OFFICER'], 'Deferred her studies');
    renderRunPage([loaded(run({ excluded: [excludedRow('s-2', 'Baraka Juma', ['RESULTS_MISSING', 'BANK_ACCOUNT_MISSING']), byHand] }))]);
    const excluded = await screen.findByRole('region', { name: 'Excluded scholars' });
    await within(excluded).findByText('Chausiku Ali');
    expect(
      within(excluded)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No 2024-2025 results uploaded', 'No bank account number in the profile', 'Excluded by an officer: Deferred her studies']);
    expect(
      within(excluded)
        .getAllByRole('button', { name: /again/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Include again: Chausiku Ali']);
  });

  it('marks an approved run paid on the date picked, and a cancellation asks for its reason first', async () => {
    const approved = run({ status: 'APPROVED', version: 3, approvedBy: ADMIN_B });
    const cancel = vi.fn(() => true);
    const { user } = renderRunPage([
      loaded(approved),
      { request: { query: CancelDisbursementRunDocument, variables: cancel }, result: { data: null } },
      {
        request: { query: MarkDisbursementRunPaidDocument, variables: { id: 'run-1', version: 3, paidAt: undefined, ...ROWS } },
        result: changed('markDisbursementRunPaid', run({ status: 'PAID', version: 4, approvedBy: ADMIN_B })),
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Cancel the run' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel this run' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe(REASON_REQUIRED.cancel);
    expect(cancel).not.toHaveBeenCalled();
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    expect(within(dialog()).getByLabelText<HTMLInputElement>('Date the bank paid').value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await user.click(within(dialog()).getByRole('button', { name: 'Mark the run paid' }));
    expect((await screen.findByRole('status')).textContent).toBe('Stipend run marked paid.');
    expect(region('2025 semester 1').textContent).toContain('Paid on');
    expect(screen.getByRole('button', { name: 'Report transfer failed for Asha Mwinyi' })).toBeTruthy();
  });

  it('says when there is no such run', async () => {
    renderRunPage([loaded(null)]);
    expect(await screen.findByText('No such stipend run')).toBeTruthy();
  });

  it('shows the gateway’s words when the run cannot be loaded, and Try again shows it', async () => {
    const { user } = renderRunPage([
      {
        request: { query: runRoute.query, variables: () => true },
        result: { errors: [{ message: 'The stipend run could not be loaded. Please try again.' }] },
      },
      loaded(run()),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The stipend run could not be loaded. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: '2025 semester 1' })).toBeTruthy();
  });
});

describe('RunPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('says the run, its counts (singular and plural), its changes with their day and time, and the approval in Kiswahili', async () => {
    const included = [includedRow('s-1', 'Asha Mwinyi', 500_000), includedRow('s-3', 'Chausiku Ali')];
    const draft = run({ included, changes: [change('Agreed top-up', 450_000, 500_000)] });
    const { user } = renderRunPage([loaded(draft)], { i18n: { locale: 'sw' } });
    const summary = await screen.findByRole('region', { name: '2025 semester 1' });
    expect(summary.textContent).toContain('Rasimu');
    expect(summary.textContent).toContain('Kundi 3');
    expect(within(summary).getByLabelText('Jumla kuu').textContent).toBe(
      'Waliojumuishwawanafunzi 2Walioondolewamwanafunzi 1JumlaTZS 950,000',
    );
    expect(region('Wanafunzi waliojumuishwa').textContent).toContain('Wanafunzi 2 wanalipwa na awamu hii.');
    expect(region('Wanafunzi walioondolewa').textContent).toContain('Mwanafunzi 1 ameondolewa, pamoja na sababu.');
    const changes = region('Mabadiliko tangu kuundwa');
    expect(changes.textContent).toContain('mabadiliko 1 yaliyofanywa kwa mkono');
    expect(changes.textContent).toContain('Sababu: Agreed top-up');
    expect(changes.textContent).toContain('Programme Administrator · 01/02/2025 12:00');

    await user.click(screen.getByRole('button', { name: 'Idhinisha awamu' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Idhinisha awamu ya 2025 semester 1?');
    expect(dialog().textContent).toContain('Inalipa wanafunzi 2 jumla ya TZS 950,000; mwanafunzi 1 ameondolewa.');
    expect(within(dialog()).getByRole('button', { name: 'Funga' })).toBeTruthy();
  });

  it('says why each scholar was left out, the officer’s own words as typed', async () => {
    const excluded = [
      excludedRow('s-2', 'Baraka Juma', ['RESULTS_MISSING', 'BANK_ACCOUNT_MISSING']),
      excludedRow('s-3', 'Chausiku Ali', ['EXCLUDED_BY_OFFICER'], 'Deferred her studies'),
    ];
    renderRunPage([loaded(run({ excluded }))], { i18n: { locale: 'sw' } });
    const left = await screen.findByRole('region', { name: 'Wanafunzi walioondolewa' });
    await within(left).findByText('Chausiku Ali');
    expect(
      within(left)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hajapakia matokeo ya 2024-2025', 'Wasifu hauna namba ya akaunti ya benki', 'Ameondolewa na afisa: Deferred her studies']);
  });
});
