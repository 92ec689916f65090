/** @vitest-environment happy-dom */
// The rows a run pays, on the run's page: a scholar who changed since the run was created is marked with what
// changed (the approval waits, in the gateway's words); a paid row's transfer is reported failed by one
// administrator (with the reason, required) and confirmed by another, or dismissed. The one who reported it sees
// who must confirm; another sees who reported it, when and why. Each change sends the row's scholar.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REASON_REQUIRED } from '@nuru/rules/disbursement';
import {
  ConfirmDisbursementTransferFailedDocument,
  DismissDisbursementTransferFailureDocument,
  MarkDisbursementTransferFailedDocument,
} from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import {
  ADMIN_A,
  ADMIN_B,
  changedSince,
  FAILURE_REASON,
  failureConfirmed,
  failureReported,
  includedRow,
  run,
} from './disbursement-fixtures';
import { changed, loaded, recorded, renderRunPage, ROWS } from './run-page-mocks';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const rowOf = (name: string) =>
  within(screen.getByRole('region', { name: /^(Included scholars|Wanafunzi waliojumuishwa)$/ }))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(name))!;
// Asha's bank account changed and her results were rejected since the run was created; Chausiku is as she was.
const changedDraft = () =>
  run({
    included: [
      changedSince(includedRow('s-1', 'Asha Mwinyi'), 'BANK_ACCOUNT_CHANGED', 'RESULTS_REJECTED'),
      includedRow('s-3', 'Chausiku Ali'),
    ],
  });

describe('rows changed since the run was created', () => {
  it('are marked with what changed, the approval says why it waits, and the row can be excluded', async () => {
    renderRunPage([loaded(changedDraft())]);
    const approve = await screen.findByRole('button', { name: 'Approve the run' });
    const asha = rowOf('Asha Mwinyi');
    expect(within(asha).getByText('Changed since the run was created')).toBeTruthy();
    expect(
      within(asha)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The bank account number changed: the run would pay the old one', 'The 2024-2025 results were rejected']);
    expect(within(asha).getByRole('button', { name: 'Exclude Asha Mwinyi' })).toBeTruthy();
    expect(rowOf('Chausiku Ali').textContent).not.toContain('Changed since the run was created');
    expect((approve as HTMLButtonElement).disabled).toBe(true);
    expect(document.getElementById(approve.getAttribute('aria-describedby')!)?.textContent).toBe(
      '1 scholar changed since the run was created (see the rows marked below): exclude them, or cancel the run and create it again.',
    );
  });
});

const ASHA = includedRow('s-1', 'Asha Mwinyi');
const paid = (row: typeof ASHA, version = 5) => run({ status: 'PAID', version, approvedBy: ADMIN_B, included: [row] });
const dialog = () => screen.getByRole('dialog');
const TRANSFER = { runId: 'run-1', studentId: 's-1', ...ROWS };

describe('a failed transfer of a paid run', () => {
  it('is reported with its reason (asked first), and the one who reported it sees another administrator must confirm', async () => {
    const reporting = recorded(
      MarkDisbursementTransferFailedDocument,
      { ...TRANSFER, reason: FAILURE_REASON },
      changed('markDisbursementTransferFailed', paid(failureReported(ASHA, ADMIN_B), 6)),
    );
    const { user } = renderRunPage([loaded(paid(ASHA)), reporting.mock]);
    await user.click(await screen.findByRole('button', { name: 'Report transfer failed for Asha Mwinyi' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('The transfer to Asha Mwinyi failed');
    expect(dialog().textContent).toContain('Another administrator confirms it; then they read the reason');
    await user.click(within(dialog()).getByRole('button', { name: 'Report failed' }));
    expect(within(dialog()).getByRole('alert').textContent).toBe(REASON_REQUIRED.transferFailed);
    expect(reporting.asked).not.toHaveBeenCalled();
    await user.type(within(dialog()).getByLabelText('Reason (the scholar reads it once confirmed)'), FAILURE_REASON);
    await user.click(within(dialog()).getByRole('button', { name: 'Report failed' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Asha Mwinyi's transfer reported failed: another administrator must confirm it before they can be paid again.",
    );
    expect(reporting.asked).toHaveBeenCalledOnce();
    const asha = rowOf('Asha Mwinyi');
    expect(asha.textContent).toContain('Failure reported');
    expect(asha.textContent).toContain(`Reported by Grace Mushi on 01/03/2025 12:00: ${FAILURE_REASON}`);
    expect(asha.textContent).toContain('You reported it, so another administrator must confirm it.');
    expect(within(asha).queryByRole('button', { name: 'Confirm failure of the transfer to Asha Mwinyi' })).toBeNull();
    expect(within(asha).queryByRole('button', { name: 'Report transfer failed for Asha Mwinyi' })).toBeNull();
  });

  it('is dismissed by the one who reported it when the report was wrong: the transfer stands as sent', async () => {
    const dismissing = recorded(
      DismissDisbursementTransferFailureDocument,
      TRANSFER,
      changed('dismissDisbursementTransferFailure', paid(ASHA, 7)),
    );
    const { user } = renderRunPage([loaded(paid(failureReported(ASHA, ADMIN_B), 6)), dismissing.mock]);
    await user.click(await screen.findByRole('button', { name: 'Dismiss the failure report for Asha Mwinyi' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Dismiss the failure report for Asha Mwinyi?');
    expect(dialog().textContent).toContain('The transfer stands as sent: they count as paid for the period.');
    await user.click(within(dialog()).getByRole('button', { name: 'Dismiss the report' }));
    expect((await screen.findByRole('status')).textContent).toBe("Asha Mwinyi's transfer stands as sent: the report was dismissed.");
    expect(dismissing.asked).toHaveBeenCalledOnce();
    const asha = rowOf('Asha Mwinyi');
    expect(asha.textContent).toContain('Pending');
    expect(within(asha).getByRole('button', { name: 'Report transfer failed for Asha Mwinyi' })).toBeTruthy();
  });

  it('is seen by another administrator with who reported it, when and why, and confirmed: then it failed', async () => {
    const confirming = recorded(
      ConfirmDisbursementTransferFailedDocument,
      TRANSFER,
      changed('confirmDisbursementTransferFailed', paid(failureConfirmed(ASHA, ADMIN_A), 7)),
    );
    const { user } = renderRunPage([loaded(paid(failureReported(ASHA, ADMIN_A), 6)), confirming.mock]);
    await user.click(await screen.findByRole('button', { name: 'Confirm failure of the transfer to Asha Mwinyi' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Confirm the transfer to Asha Mwinyi failed?');
    expect(dialog().textContent).toContain(`Programme Administrator reported it: ${FAILURE_REASON}`);
    expect(dialog().textContent).toContain('Once confirmed, they read this reason');
    await user.click(within(dialog()).getByRole('button', { name: 'Confirm failure' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe("Asha Mwinyi's transfer marked failed; they will be considered in a later run."),
    );
    expect(confirming.asked).toHaveBeenCalledOnce();
    const asha = rowOf('Asha Mwinyi');
    expect(asha.textContent).toContain('Failed');
    expect(asha.textContent).toContain(`${FAILURE_REASON} (02/03/2025)`);
    expect(within(asha).queryAllByRole('button')).toEqual([]);
  });

  it('reported by another administrator shows who, when and why beside both ways out', async () => {
    renderRunPage([loaded(paid(failureReported(ASHA, ADMIN_A), 6))]);
    await screen.findByRole('button', { name: 'Confirm failure of the transfer to Asha Mwinyi' });
    const asha = rowOf('Asha Mwinyi');
    expect(asha.textContent).toContain(`Reported by Programme Administrator on 01/03/2025 12:00: ${FAILURE_REASON}`);
    expect(asha.textContent).not.toContain('You reported it');
    expect(within(asha).getByRole('button', { name: 'Dismiss the failure report for Asha Mwinyi' })).toBeTruthy();
  });
});

describe('the rows in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('say what changed for a scholar, and why the approval waits', async () => {
    renderRunPage([loaded(changedDraft())], { i18n: { locale: 'sw' } });
    await screen.findByRole('region', { name: 'Wanafunzi waliojumuishwa' });
    const approve = screen.getByRole('button', { name: 'Idhinisha awamu' });
    expect(document.getElementById(approve.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Mwanafunzi 1 amebadilika tangu awamu ilipoundwa (angalia safu zilizowekwa alama hapa chini): waondoe, au sitisha awamu na uiunde upya.',
    );
    const asha = rowOf('Asha Mwinyi');
    expect(asha.textContent).toContain('Amebadilika tangu awamu ilipoundwa');
    expect(asha.textContent).toContain('Namba ya akaunti ya benki imebadilika: awamu ingelipa ile ya zamani');
    expect(asha.textContent).toContain('Matokeo ya 2024-2025 yamekataliwa');
  });

  it('say who reported a failed transfer, when and why, and offer to confirm it', async () => {
    renderRunPage([loaded(paid(failureReported(ASHA, ADMIN_A), 6))], { i18n: { locale: 'sw' } });
    await screen.findByRole('button', { name: 'Thibitisha kushindikana kwa uhamisho wa Asha Mwinyi' });
    const asha = rowOf('Asha Mwinyi');
    expect(asha.textContent).toContain('Kushindikana kumeripotiwa');
    expect(asha.textContent).toContain(`Imeripotiwa na Programme Administrator tarehe 01/03/2025 12:00: ${FAILURE_REASON}`);
    expect(within(asha).getByRole('button', { name: 'Tupilia mbali ripoti ya uhamisho kwa Asha Mwinyi' })).toBeTruthy();
  });
});
