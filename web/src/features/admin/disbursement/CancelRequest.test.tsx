/** @vitest-environment happy-dom */
// Cancelling a run whose bank file was downloaded takes two administrators: the dialog says it asks; the one who
// asked sees who must confirm and may withdraw; another administrator sees who asked, when and why, and confirms.
// The first download is shown at once, so the cancel dialog already asks. Each change sends the version shown.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CancelDisbursementRunDocument, ConfirmDisbursementCancelDocument, WithdrawDisbursementCancelDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { ADMIN_A, ADMIN_B, DOWNLOADED_AT, run } from './disbursement-fixtures';
import { changed, loaded, recorded, renderRunPage, ROWS } from './run-page-mocks';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const WAITING = 'Cancellation waiting for confirmation';
const REASON = 'The bank returned the file unread';
const region = (name: string) => screen.getByRole('region', { name });
const dialog = () => screen.getByRole('dialog');
// Approved by admin B, its bank file downloaded: a cancellation now asks.
const downloaded = (options: Parameters<typeof run>[0] = {}) =>
  run({ status: 'APPROVED', version: 3, approvedBy: ADMIN_B, bankFileDownloadedAt: DOWNLOADED_AT, ...options });

describe('a cancellation once the bank file was downloaded', () => {
  it('is asked for: the dialog says another administrator confirms, and the one who asked sees who must and may withdraw', async () => {
    const asking = recorded(
      CancelDisbursementRunDocument,
      { id: 'run-1', version: 3, reason: REASON, ...ROWS },
      changed('cancelDisbursementRun', downloaded({ version: 4, cancelRequestedBy: ADMIN_B })),
    );
    const withdrawing = recorded(
      WithdrawDisbursementCancelDocument,
      { id: 'run-1', version: 4, ...ROWS },
      changed('withdrawDisbursementCancel', downloaded({ version: 5 })),
    );
    const { user } = renderRunPage([loaded(downloaded()), asking.mock, withdrawing.mock]);
    expect((await screen.findByRole('region', { name: '2025 semester 1' })).textContent).toContain('Bank file downloaded02/02/2025 13:00');
    expect(screen.queryByRole('region', { name: WAITING })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancel the run' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Ask to cancel the 2025 semester 1 run?');
    expect(dialog().textContent).toContain(
      'Its bank file was downloaded on 02/02/2025 13:00, so the bank may already hold it: this asks another administrator to confirm the cancellation. Until they do, the run stays approved.',
    );
    await user.type(within(dialog()).getByLabelText('Why it is cancelled'), REASON);
    await user.click(within(dialog()).getByRole('button', { name: 'Ask to cancel' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Cancellation asked for: the bank file was downloaded, so another administrator must confirm it.',
    );
    expect(asking.asked).toHaveBeenCalledOnce();

    const waiting = region(WAITING);
    expect(waiting.textContent).toContain('Grace Mushi asked to cancel this run on 02/02/2025 14:00.');
    expect(waiting.textContent).toContain(`Reason: ${REASON}`);
    expect(waiting.textContent).toContain('You asked for it, so another administrator must confirm it. Until then the run stays approved.');
    expect(within(waiting).queryByRole('button', { name: 'Confirm cancellation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel the run' })).toBeNull();
    expect(region('2025 semester 1').textContent).toContain('Approved');

    await user.click(within(waiting).getByRole('button', { name: 'Withdraw the cancellation' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Withdraw the cancellation of the 2025 semester 1 run?');
    await user.click(within(dialog()).getByRole('button', { name: 'Withdraw the cancellation' }));
    // The notice of the request stays until the answer replaces it.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Cancellation withdrawn: the run stays approved.'));
    expect(withdrawing.asked).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: WAITING })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel the run' })).toBeTruthy();
  });

  it('is seen by another administrator with who asked, when and why, and confirmed: both names stay on the run', async () => {
    const confirming = recorded(
      ConfirmDisbursementCancelDocument,
      { id: 'run-1', version: 4, ...ROWS },
      changed(
        'confirmDisbursementCancel',
        downloaded({ status: 'CANCELLED', version: 5, cancelRequestedBy: ADMIN_A, cancelledBy: ADMIN_B }),
      ),
    );
    const { user } = renderRunPage([loaded(downloaded({ version: 4, cancelRequestedBy: ADMIN_A })), confirming.mock]);
    const waiting = await screen.findByRole('region', { name: WAITING });
    expect(waiting.textContent).toContain('Programme Administrator asked to cancel this run on 02/02/2025 14:00.');
    expect(waiting.textContent).toContain(`Reason: ${REASON}`);
    expect(waiting.textContent).toContain('a second administrator confirms the cancellation');
    expect(waiting.textContent).not.toContain('You asked for it');
    expect(within(waiting).getByRole('button', { name: 'Withdraw the cancellation' })).toBeTruthy();

    await user.click(within(waiting).getByRole('button', { name: 'Confirm cancellation' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Confirm the cancellation of the 2025 semester 1 run?');
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel this run' }));
    expect((await screen.findByRole('status')).textContent).toBe('Stipend run cancelled.');
    expect(confirming.asked).toHaveBeenCalledOnce();
    const summary = region('2025 semester 1');
    expect(summary.textContent).toContain('Cancelled');
    expect(summary.textContent).toContain('Cancellation asked byProgramme Administrator, 02/02/2025 14:00');
    expect(summary.textContent).toContain(`Cancelled byGrace Mushi, 02/02/2025 15:00: ${REASON}`);
    expect(screen.queryByRole('region', { name: WAITING })).toBeNull();
  });

  it('is asked for as soon as the bank file was downloaded from the page: the run is asked again to show the download', async () => {
    const fetched = vi
      .spyOn(window, 'fetch')
      .mockResolvedValue(new Response(new Blob(['accountNumber,accountName,amountTzs,reference\n'])));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:bank-file');
    // The saved file's link is not followed: the window would move to the blob and stay there for the worker's next files.
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const approved = run({ status: 'APPROVED', version: 3, approvedBy: ADMIN_B });
    const { user } = renderRunPage([loaded(approved), loaded(downloaded())]);
    await user.click(await screen.findByRole('link', { name: 'Download the bank file (CSV)' }));
    await waitFor(() => expect(region('2025 semester 1').textContent).toContain('Bank file downloaded02/02/2025 13:00'));
    expect(fetched).toHaveBeenCalledWith('/files/admin/disbursements/run-1/bank-file.csv', {
      headers: { Authorization: 'Bearer test-token' },
    });
    expect(saved).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel the run' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Ask to cancel the 2025 semester 1 run?');
  });

  it('cancels at once before the bank file left the portal', async () => {
    const { user } = renderRunPage([loaded(run({ status: 'APPROVED', version: 3, approvedBy: ADMIN_B }))]);
    await user.click(await screen.findByRole('button', { name: 'Cancel the run' }));
    expect(within(dialog()).getByRole('heading').textContent).toBe('Cancel the 2025 semester 1 run?');
    expect(dialog().textContent).toContain('It will pay nobody. This cannot be undone');
    expect(within(dialog()).getByRole('button', { name: 'Cancel this run' })).toBeTruthy();
  });
});

describe('a waiting cancellation in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('says who asked, when and why, and what the other administrator may do', async () => {
    renderRunPage([loaded(downloaded({ version: 4, cancelRequestedBy: ADMIN_A }))], { i18n: { locale: 'sw' } });
    const waiting = await screen.findByRole('region', { name: 'Ombi la kusitisha linasubiri kuthibitishwa' });
    expect(waiting.textContent).toContain('Programme Administrator aliomba kusitisha awamu hii tarehe 02/02/2025 14:00.');
    expect(waiting.textContent).toContain(`Sababu: ${REASON}`);
    expect(within(waiting).getByRole('button', { name: 'Thibitisha usitishaji' })).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Ondoa ombi la kusitisha' })).toBeTruthy();
    expect(region('2025 semester 1').textContent).toContain('Faili la benki lilipakuliwa02/02/2025 13:00');
  });
});
