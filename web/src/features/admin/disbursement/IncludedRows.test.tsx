/** @vitest-environment happy-dom */
// The rows a run pays, on the run's page: a scholar who changed since the run was created is marked with what
// changed (the approval waits, in the gateway's words).
import { cleanup, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { BANK_ACCOUNT_CHANGED, changedSince, includedRow, RESULTS_REJECTED, run } from './disbursement-fixtures';
import { loaded, renderRunPage } from './run-page-mocks';

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
    included: [changedSince(includedRow('s-1', 'Asha Mwinyi'), BANK_ACCOUNT_CHANGED, RESULTS_REJECTED), includedRow('s-3', 'Chausiku Ali')],
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

describe('the rows in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('say what changed for a scholar', async () => {
    renderRunPage([loaded(changedDraft())], { i18n: { locale: 'sw' } });
    await screen.findByRole('region', { name: 'Wanafunzi waliojumuishwa' });
    const asha = rowOf('Asha Mwinyi');
    expect(asha.textContent).toContain('Amebadilika tangu awamu ilipoundwa');
    expect(asha.textContent).toContain('Namba ya akaunti ya benki imebadilika: awamu ingelipa ile ya zamani');
    expect(asha.textContent).toContain('Matokeo ya 2024-2025 yamekataliwa');
  });
});
