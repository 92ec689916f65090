/** @vitest-environment happy-dom */
// The programme settings as the route loads them: the form with the loaded year and batches, its refusal
// of no active batch (nothing is sent), a save over the loaded version, a save refused because someone
// else changed them meanwhile (the gateway's words and a Reload), and the failure face.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AMOUNT_MESSAGES } from '@nuru/rules/disbursement';
import { UpdateProgrammeSettingsDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { NO_ACTIVE_BATCH } from './batch-choice';
import { NO_INSTALMENT } from './stipend-periods';
import { programmeSettingsRoute } from './programme-settings-route';
import { ProgrammeSettingsPage } from './ProgrammeSettingsPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const path = '/admin/settings';
const STALE = 'The programme settings were changed by someone else since you loaded them. Reload and try again.';
const INSTALMENTS = ['Semester 1', 'Semester 2'];
const settings = (
  currentAcademicYear: string,
  activeBatches: number[],
  updatedAt: string,
  stipendAmountTzs = 450_000,
  stipendInstalments = INSTALMENTS,
  maxStipendsPerYear = 2,
) => ({
  __typename: 'ProgrammeSettings' as const,
  currentAcademicYear,
  activeBatches,
  stipendAmountTzs,
  stipendInstalments,
  maxStipendsPerYear,
  updatedAt,
});
const loaded = settings('2024-2025', [1, 2], '2025-01-01T08:00:00.000Z');
const answered = (programmeSettings: ReturnType<typeof settings>): MockedOperation => ({
  request: { query: programmeSettingsRoute.query },
  result: { data: { __typename: 'Query', programmeSettings } },
});
const input = (
  currentAcademicYear: string,
  activeBatches: number[],
  stipendAmountTzs = 450_000,
  stipendInstalments = INSTALMENTS,
  maxStipendsPerYear = 2,
) => ({
  currentAcademicYear,
  activeBatches,
  stipendAmountTzs,
  stipendInstalments,
  maxStipendsPerYear,
  expectedUpdatedAt: loaded.updatedAt,
});

const render = (mocks: MockedOperation[]) => renderPage(ProgrammeSettingsPage, { loader: programmeSettingsRoute.loader, mocks, path });
const batch = (n: number) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Batch ${n}` });

describe('ProgrammeSettingsPage', () => {
  it('shows the loaded year and active batches under the settings tabs', async () => {
    render([answered(loaded)]);
    expect((await screen.findByLabelText<HTMLSelectElement>('Academic year')).value).toBe('2024-2025');
    expect([batch(1).checked, batch(2).checked]).toEqual([true, true]);
    const tabs = within(screen.getByRole('navigation', { name: 'Settings sections' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Programme', '/admin/settings'],
      ['Administrators', '/admin/settings/administrators'],
      ['Audit log', '/admin/settings/audit'],
      ['Your password and two-factor', '/settings/security'],
    ]);
    expect(screen.getByText('Invitations go to active batches only.')).toBeTruthy();
  });

  it('refuses to leave no batch active, and sends nothing', async () => {
    const asked = vi.fn(() => true);
    const { user } = render([
      answered(loaded),
      { request: { query: UpdateProgrammeSettingsDocument, variables: asked }, result: { data: null } },
    ]);
    await screen.findByLabelText('Academic year');
    await user.click(batch(1));
    await user.click(batch(2));
    expect(screen.getByRole('alert').textContent).toBe(NO_ACTIVE_BATCH.defaultMessage);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(asked).not.toHaveBeenCalled();
  });

  it('refuses a stipend that is not whole shillings from 1, and sends nothing', async () => {
    const asked = vi.fn(() => true);
    const { user } = render([
      answered(loaded),
      { request: { query: UpdateProgrammeSettingsDocument, variables: asked }, result: { data: null } },
    ]);
    const amount = await screen.findByLabelText('Stipend per scholar (TZS)');
    expect((amount as HTMLInputElement).value).toBe('450000');
    for (const [typed, problem] of [
      ['450000.5', AMOUNT_MESSAGES.notWhole],
      ['0', AMOUNT_MESSAGES.range],
      ['', AMOUNT_MESSAGES.required],
    ] as const) {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: 'Save settings' }));
      expect(screen.getByRole('alert').textContent).toBe(problem);
    }
    expect(asked).not.toHaveBeenCalled();
  });

  it('saves a new stipend in whole shillings', async () => {
    const saved = settings('2024-2025', [1, 2], '2025-02-01T08:00:00.000Z', 500_000);
    const { user } = render([
      answered(loaded),
      {
        request: { query: UpdateProgrammeSettingsDocument, variables: { input: input('2024-2025', [1, 2], 500_000) } },
        result: {
          data: {
            __typename: 'Mutation',
            updateProgrammeSettings: { __typename: 'ProgrammeSettingsChange', message: 'Programme settings saved', settings: saved },
          },
        },
      },
    ]);
    const amount = await screen.findByLabelText('Stipend per scholar (TZS)');
    await user.clear(amount);
    await user.type(amount, '500,000');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('status')).textContent).toBe('Programme settings saved');
    expect(screen.getByLabelText<HTMLInputElement>('Stipend per scholar (TZS)').value).toBe('500000');
    expect(screen.getByText(/now TZS 500,000/)).toBeTruthy();
  });

  it('saves the instalments one per line and the yearly cap; refuses no instalment and sends nothing', async () => {
    const periods = ['Semester 1', 'Semester 2', 'January top-up'];
    const saved = settings('2024-2025', [1, 2], '2025-02-01T08:00:00.000Z', 450_000, periods, 3);
    const asked = vi.fn(() => true);
    const { user } = render([
      answered(loaded),
      {
        request: { query: UpdateProgrammeSettingsDocument, variables: { input: input('2024-2025', [1, 2], 450_000, periods, 3) } },
        result: {
          data: {
            __typename: 'Mutation',
            updateProgrammeSettings: { __typename: 'ProgrammeSettingsChange', message: 'Programme settings saved', settings: saved },
          },
        },
      },
      { request: { query: UpdateProgrammeSettingsDocument, variables: asked }, result: { data: null } },
    ]);
    const instalments = await screen.findByLabelText<HTMLTextAreaElement>('Instalments of an academic year');
    expect(instalments.value).toBe('Semester 1\nSemester 2');
    expect(screen.getByLabelText<HTMLSelectElement>('Stipends per scholar in a year, at most').value).toBe('2');
    await user.clear(instalments);
    await user.type(instalments, '  \n');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByRole('alert').textContent).toBe(NO_INSTALMENT.defaultMessage);
    expect(asked).not.toHaveBeenCalled();
    await user.clear(instalments);
    await user.type(instalments, ' Semester 1\n\nSemester 2 \nJanuary top-up');
    await user.selectOptions(screen.getByLabelText('Stipends per scholar in a year, at most'), '3');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('status')).textContent).toBe('Programme settings saved');
  });

  it('saves a new year and a new batch over the loaded version and says so', async () => {
    const saved = settings('2025-2026', [1, 2, 3], '2025-02-01T08:00:00.000Z');
    const { user } = render([
      answered(loaded),
      {
        request: { query: UpdateProgrammeSettingsDocument, variables: { input: input('2025-2026', [1, 2, 3]) } },
        result: {
          data: {
            __typename: 'Mutation',
            updateProgrammeSettings: { __typename: 'ProgrammeSettingsChange', message: 'Programme settings saved', settings: saved },
          },
        },
      },
    ]);
    await user.selectOptions(await screen.findByLabelText('Academic year'), '2025-2026');
    await user.click(screen.getByRole('button', { name: 'Add batch 3' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('status')).textContent).toBe('Programme settings saved');
    expect(batch(3).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Add batch 4' })).toBeTruthy();
  });

  it('shows a save refused because someone else changed the settings, and Reload shows theirs', async () => {
    const theirs = settings('2025-2026', [2], '2025-01-15T08:00:00.000Z');
    const { user } = render([
      answered(loaded),
      {
        request: { query: UpdateProgrammeSettingsDocument, variables: { input: input('2024-2025', [1]) } },
        result: { errors: [{ message: STALE, extensions: { code: 'CONFLICT' } }] },
      },
      answered(theirs),
    ]);
    await screen.findByLabelText('Academic year');
    await user.click(batch(2));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(STALE);
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Academic year').value).toBe('2025-2026'));
    expect([batch(1).checked, batch(2).checked]).toEqual([false, true]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the gateway’s message when the settings cannot be loaded, and Try again shows them', async () => {
    const { user } = render([
      { request: { query: programmeSettingsRoute.query }, result: { errors: [{ message: 'The provider is not answering' }] } },
      answered(loaded),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The provider is not answering');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByLabelText<HTMLSelectElement>('Academic year')).value).toBe('2024-2025');
  });
});

describe('ProgrammeSettingsPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('names the tabs and batches in Kiswahili and refuses no active batch in Kiswahili', async () => {
    const { user } = renderPage(ProgrammeSettingsPage, {
      loader: programmeSettingsRoute.loader,
      mocks: [answered(loaded)],
      path,
      i18n: { locale: 'sw' },
    });
    const first = await screen.findByRole<HTMLInputElement>('checkbox', { name: 'Kundi 1' });
    const tabs = within(screen.getByRole('navigation', { name: 'Sehemu za mipangilio' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Programu',
      'Wasimamizi',
      'Kumbukumbu za shughuli',
      'Nenosiri lako na uthibitishaji wa hatua mbili',
    ]);
    expect(screen.getByText('Shilingi kamili', { exact: false }).textContent).toContain('(sasa TZS 450,000)');
    await user.click(first);
    await user.click(screen.getByRole('checkbox', { name: 'Kundi 2' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Acha angalau kundi moja likiendelea: mialiko hutumwa kwa makundi yanayoendelea pekee.',
    );
    expect(screen.getByRole('button', { name: 'Ongeza kundi 3' })).toBeTruthy();
  });
});
