/** @vitest-environment happy-dom */
// A new stipend run: the programme's year, first instalment and stipend proposed, the eligibility rules from the schema (for the year
// chosen), the form's refusals before anything is sent, the run created and opened, and the gateway's refusal.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AMOUNT_MESSAGES } from '@nuru/rules/disbursement';
import { CreateDisbursementRunDocument } from '@/gql/graphql';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { newRunRoute } from './new-run-route';
import { NewRunPage } from './NewRunPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const rules = (year: string) => [
  { __typename: 'DisbursementEligibilityRule', reason: 'NOT_ACTIVE', description: 'Enrollment is Active' },
  { __typename: 'DisbursementEligibilityRule', reason: 'RESULTS_MISSING', description: `Results for ${year} are uploaded` },
];
const loaded = (year: string | undefined, shownYear: string): MockedOperation => ({
  request: { query: newRunRoute.query, variables: { year } },
  result: {
    data: {
      __typename: 'Query',
      programmeSettings: {
        __typename: 'ProgrammeSettings',
        currentAcademicYear: '2024-2025',
        stipendAmountTzs: 450_000,
        stipendInstalments: ['Semester 1', 'Semester 2'],
      },
      programmeBatches: [1, 2, 3],
      disbursementEligibilityRules: rules(shownYear),
    },
  },
});
const render = (mocks: MockedOperation[]) =>
  renderPage(NewRunPage, { loader: newRunRoute.loader, mocks, path: '/admin/disbursement/new', pattern: '/admin/disbursement/new' });
const rulesList = () => within(screen.getByRole('region', { name: /^Who is included/ })).getAllByRole('listitem');

describe('NewRunPage', () => {
  it('proposes the current year, the first instalment and the settings’ stipend, and shows the rules of the year chosen', async () => {
    const { user, router } = render([loaded(undefined, '2024-2025'), loaded('2023-2024', '2023-2024')]);
    expect((await screen.findByLabelText<HTMLSelectElement>('Academic year')).value).toBe('2024-2025');
    const instalment = screen.getByLabelText<HTMLSelectElement>('Instalment');
    expect([...instalment.options].map((option) => option.value)).toEqual(['Semester 1', 'Semester 2']);
    expect(instalment.value).toBe('Semester 1');
    expect(screen.getByText(/The run pays 2024-2025 Semester 1:/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Amount per scholar (TZS)').value).toBe('450000');
    expect(screen.getByText('Each scholar: TZS 450,000')).toBeTruthy();
    expect(rulesList().map((item) => item.textContent)).toEqual(['Enrollment is Active', 'Results for 2024-2025 are uploaded']);
    await user.selectOptions(screen.getByLabelText('Academic year'), '2023-2024');
    await vi.waitFor(() => expect(rulesList()[1]!.textContent).toBe('Results for 2023-2024 are uploaded'));
    expect(router.state.location.search).toBe('?year=2023-2024');
  });

  it('refuses an amount that is not whole shillings, and sends nothing', async () => {
    const asked = vi.fn(() => true);
    const { user } = render([
      loaded(undefined, '2024-2025'),
      { request: { query: CreateDisbursementRunDocument, variables: asked }, result: { data: null } },
    ]);
    const amount = await screen.findByLabelText('Amount per scholar (TZS)');
    await user.clear(amount);
    await user.type(amount, '450000.50');
    await user.click(screen.getByRole('button', { name: 'Create the run' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([AMOUNT_MESSAGES.notWhole]);
    expect(asked).not.toHaveBeenCalled();
  });

  it('creates the run for the instalment and batch chosen and opens it', async () => {
    const { user, router } = render([
      loaded(undefined, '2024-2025'),
      {
        request: {
          query: CreateDisbursementRunDocument,
          variables: { input: { instalment: 'Semester 2', academicYear: '2024-2025', batchNo: 3, amountTzs: 500_000 } },
        },
        result: {
          data: {
            __typename: 'Mutation',
            createDisbursementRun: {
              __typename: 'DisbursementRunChange',
              message: 'Stipend run created as a draft: 1 scholar included, 1 excluded.',
              run: { __typename: 'DisbursementRun', id: 'run-9', period: '2024-2025 Semester 2', status: 'DRAFT', version: 1 },
            },
          },
        },
      },
    ]);
    await user.selectOptions(await screen.findByLabelText('Instalment'), 'Semester 2');
    expect(screen.getByText(/The run pays 2024-2025 Semester 2:/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Batch'), '3');
    const amount = screen.getByLabelText('Amount per scholar (TZS)');
    await user.clear(amount);
    await user.type(amount, '500,000');
    await user.click(screen.getByRole('button', { name: 'Create the run' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/disbursement/run-9'));
    expect(router.state.location.state).toEqual({ notice: 'Stipend run created as a draft: 1 scholar included, 1 excluded.' });
  });

  it('shows the gateway’s refusal in its words', async () => {
    const { user } = render([
      loaded(undefined, '2024-2025'),
      {
        request: { query: CreateDisbursementRunDocument, variables: () => true },
        result: {
          errors: [{ message: "instalment must be one of the programme's instalments: Term 1", extensions: { code: 'BAD_USER_INPUT' } }],
        },
      },
    ]);
    await screen.findByLabelText('Instalment');
    await user.click(screen.getByRole('button', { name: 'Create the run' }));
    expect((await screen.findByRole('alert')).textContent).toBe("instalment must be one of the programme's instalments: Term 1");
  });
});
