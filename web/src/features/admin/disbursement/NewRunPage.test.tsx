/** @vitest-environment happy-dom */
// A new stipend run: the programme's year, first instalment and stipend proposed, the eligibility rules from the schema (for the year
// chosen), the form's refusals before anything is sent, the run created and opened, and the gateway's refusal.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AMOUNT_MESSAGES } from '@nuru/rules/disbursement';
import { CreateDisbursementRunDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { newRunRoute } from './new-run-route';
import { NewRunPage } from './NewRunPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const loaded = (): MockedOperation => ({
  request: { query: newRunRoute.query },
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
    },
  },
});
const render = (mocks: MockedOperation[]) =>
  renderPage(NewRunPage, { loader: newRunRoute.loader, mocks, path: '/admin/disbursement/new', pattern: '/admin/disbursement/new' });
const rulesList = () => within(screen.getByRole('region', { name: /^Who is included/ })).getAllByRole('listitem');

describe('NewRunPage', () => {
  it('proposes the current year, the first instalment and the settings’ stipend, and shows the rules of the year chosen', async () => {
    const { user, router } = render([loaded(), loaded()]);
    expect((await screen.findByLabelText<HTMLSelectElement>('Academic year')).value).toBe('2024-2025');
    const instalment = screen.getByLabelText<HTMLSelectElement>('Instalment');
    expect([...instalment.options].map((option) => option.value)).toEqual(['Semester 1', 'Semester 2']);
    expect(instalment.value).toBe('Semester 1');
    expect(screen.getByText(/The run pays 2024-2025 Semester 1:/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Amount per scholar (TZS)').value).toBe('450000');
    expect(screen.getByText('Each scholar: TZS 450,000')).toBeTruthy();
    expect(rulesList().map((item) => item.textContent)).toEqual([
      'Enrollment is Active',
      'Results for 2024-2025 are uploaded',
      'The 2024-2025 results have been reviewed by an officer',
      'The 2024-2025 results were approved (not returned to the scholar)',
      'A 2024-2025 university fee control number is submitted',
      'A 2024-2025 NHIF control number is submitted',
      'A bank account number is in the profile',
      'Not already paid, or being paid, in another run of the same period',
      'Not already paid in as many other periods of 2024-2025 as the programme settings allow',
    ]);
    await user.selectOptions(screen.getByLabelText('Academic year'), '2023-2024');
    await vi.waitFor(() => expect(rulesList()[1]!.textContent).toBe('Results for 2023-2024 are uploaded'));
    expect(router.state.location.search).toBe('?year=2023-2024');
  });

  it('refuses an amount that is not whole shillings, and sends nothing', async () => {
    const asked = vi.fn(() => true);
    const { user } = render([loaded(), { request: { query: CreateDisbursementRunDocument, variables: asked }, result: { data: null } }]);
    const amount = await screen.findByLabelText('Amount per scholar (TZS)');
    await user.clear(amount);
    await user.type(amount, '450000.50');
    await user.click(screen.getByRole('button', { name: 'Create the run' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([AMOUNT_MESSAGES.notWhole]);
    expect(asked).not.toHaveBeenCalled();
  });

  it('creates the run for the instalment and batch chosen and opens it', async () => {
    const { user, router } = render([
      loaded(),
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
    // The run's page says it was created, in the reader's words, with what the rules decided.
    expect(router.state.location.state).toEqual({ created: true });
  });

  it('shows the gateway’s refusal in its words', async () => {
    const { user } = render([
      loaded(),
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

describe('NewRunPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('lists the eligibility rules for the year in Kiswahili', async () => {
    renderPage(NewRunPage, {
      loader: newRunRoute.loader,
      mocks: [loaded()],
      path: '/admin/disbursement/new?year=2023-2024',
      pattern: '/admin/disbursement/new',
      i18n: { locale: 'sw' },
    });
    await screen.findByLabelText('Mgawo');
    const rules = within(screen.getByRole('region', { name: /^Anayejumuishwa/ })).getAllByRole('listitem');
    expect(rules.map((item) => item.textContent)).toEqual([
      'Hali ya usajili ni Anaendelea',
      'Matokeo ya 2023-2024 yamepakiwa',
      'Matokeo ya 2023-2024 yamekaguliwa na afisa',
      'Matokeo ya 2023-2024 yameidhinishwa (hayakurudishwa kwa mwanafunzi)',
      'Namba ya malipo ya ada ya chuo ya 2023-2024 imewasilishwa',
      'Namba ya malipo ya NHIF ya 2023-2024 imewasilishwa',
      'Wasifu una namba ya akaunti ya benki',
      'Hajalipwa, wala halipwi, katika awamu nyingine ya kipindi hicho hicho',
      'Hajalipwa tayari katika vipindi vingine vya 2023-2024 kadiri mipangilio ya programu inavyoruhusu',
    ]);
  });
});
