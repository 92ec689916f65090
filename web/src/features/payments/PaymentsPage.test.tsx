/** @vitest-environment happy-dom */
// The payment history's faces as the route loads it: loading, empty, failure (docs/behaviour.md §8's words for the
// status) with a retry, and the list; docs/behaviour.md §4's offline fallback (the saved copy under the failure, with
// the suffix); and docs/behaviour.md §6: a viewer who is not a scholar is not asked for a history and is told why.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CurrentAcademicYearDocument,
  PaymentHistoryDocument,
  StipendHistoryDocument,
  SubmitControlNumberDocument,
  ViewerDocument,
} from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage, TEST_SCHOLAR } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { forgetHistoryFetch } from './history-freshness';
import { paymentHistoryRoute } from './payment-history-route';
import { PaymentsPage } from './PaymentsPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // The 5-minute stamp is kept per user for the whole tab: each test starts with none.
  forgetHistoryFetch(TEST_SCHOLAR.id);
});

function viewer(isScholar: boolean): MockedOperation {
  return {
    request: { query: ViewerDocument },
    result: { data: { __typename: 'Query', me: { __typename: 'Profile', id: TEST_SCHOLAR.id, viewerIsScholar: isScholar } } },
  };
}

// The submission form above the history asks for the programme's year.
const currentYear: MockedOperation = {
  request: { query: CurrentAcademicYearDocument },
  result: { data: { __typename: 'Query', programme: { __typename: 'Programme', currentAcademicYear: '2024-2025' } } },
};

// The form checks a number against the history for the year picked: it is ready once the programme's current year,
// which arrives apart from the history, is the one picked.
const formReady = async () => expect(await screen.findByRole('option', { name: '2024-2025', selected: true })).toBeTruthy();

// The stipend history below the payments (StipendHistory.test.tsx shows its faces).
const noStipend: MockedOperation = {
  request: { query: StipendHistoryDocument },
  result: { data: { __typename: 'Query', myStipend: { __typename: 'MyStipend', history: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const request = { query: PaymentHistoryDocument };
const payment = {
  __typename: 'Payment' as const,
  id: 'p-1',
  controlNumber: '991234567890',
  type: 'UNIVERSITY_FEE' as const,
  status: 'processing' as const,
  createdAt: '2025-01-15T08:00:00.000Z',
  paymentYear: '2024-2025',
  failureReason: null,
  amountDueTzs: 1_250_000,
};
const history = (payments: unknown[]) => ({ data: { __typename: 'Query', payments } });
const serverDown = {
  errors: [{ message: 'Payment provider answered 500', extensions: { code: 'UPSTREAM_ERROR', httpStatus: 500 } }],
};
const SERVER_ERROR = 'Server error occurred. Please try again later or contact support if the issue persists.';

const historyCard = () => screen.getByRole('region', { name: 'Payment history' });

describe('PaymentsPage', () => {
  it('says it is loading the history while the answer has not arrived', async () => {
    renderPage(PaymentsPage, {
      loader: paymentHistoryRoute.loader,
      mocks: [viewer(true), currentYear, noStipend, { request, result: history([]), delay: Infinity }],
    });
    expect(await screen.findByText('Loading your payments...')).toBeTruthy();
  });

  it('lists each submission with its control number and status, and saves a copy for when offline', async () => {
    renderPage(PaymentsPage, {
      loader: paymentHistoryRoute.loader,
      mocks: [viewer(true), currentYear, noStipend, { request, result: history([payment]) }],
    });
    const item = await within(await screen.findByRole('region', { name: 'Payment history' })).findByRole('listitem');
    expect(item.textContent).toContain('University fee payment for 2024-2025');
    expect(item.textContent).toContain('Control number 991234567890');
    expect(item.textContent).toContain('Bill TZS 1,250,000');
    expect(item.textContent).toContain('Processing');
    // Saved once it has been shown.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(`paymentHistory:${TEST_SCHOLAR.id}`) ?? 'null')).toEqual([
        {
          id: 'p-1',
          controlNumber: '991234567890',
          type: 'UNIVERSITY_FEE',
          status: 'processing',
          createdAt: '2025-01-15T08:00:00.000Z',
          paymentYear: '2024-2025',
          failureReason: null,
          amountDueTzs: 1_250_000,
        },
      ]),
    );
  });

  it("shows the officer's reason under a failed payment", async () => {
    const failed = { ...payment, status: 'failed' as const, failureReason: 'The bill has expired' };
    renderPage(PaymentsPage, {
      loader: paymentHistoryRoute.loader,
      mocks: [viewer(true), currentYear, noStipend, { request, result: history([failed]) }],
    });
    const item = await within(await screen.findByRole('region', { name: 'Payment history' })).findByRole('listitem');
    expect(item.textContent).toContain('Failed');
    expect(item.textContent).toContain('Reason: The bill has expired');
  });

  it('shows the empty face when nothing has been submitted', async () => {
    renderPage(PaymentsPage, {
      loader: paymentHistoryRoute.loader,
      mocks: [viewer(true), currentYear, noStipend, { request, result: history([]) }],
    });
    expect(await screen.findByText('No payment submissions yet')).toBeTruthy();
  });

  it('says what failed in the words for its status, and Try again shows the answer', async () => {
    const { user } = renderPage(PaymentsPage, {
      loader: paymentHistoryRoute.loader,
      mocks: [viewer(true), currentYear, noStipend, { request, result: serverDown }, { request, result: history([payment]) }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your payments');
    expect(alert.textContent).toContain(SERVER_ERROR);
    expect(alert.textContent).not.toContain('Showing cached payment data.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await within(historyCard()).findByRole('listitem')).textContent).toContain('University fee payment for 2024-2025');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the saved copy under the failure, with the cached-data suffix, when the fetch fails', async () => {
    const { __typename: _typename, ...saved } = { ...payment, id: 'p-saved', controlNumber: '990000000001', status: 'completed' };
    localStorage.setItem(`paymentHistory:${TEST_SCHOLAR.id}`, JSON.stringify([saved]));
    renderPage(PaymentsPage, {
      loader: paymentHistoryRoute.loader,
      mocks: [viewer(true), currentYear, noStipend, { request, result: serverDown }],
    });
    const alert = await within(await screen.findByRole('region', { name: 'Payment history' })).findByRole('alert');
    expect(alert.textContent).toBe(`${SERVER_ERROR} Showing cached payment data.`);
    const item = within(historyCard()).getByRole('listitem');
    expect(item.textContent).toContain('Control number 990000000001');
    expect(item.textContent).toContain('Completed');
  });

  it('asks no history for a viewer who is not a scholar and says the history is for scholars', async () => {
    const asked = vi.fn(() => true);
    renderPage(PaymentsPage, {
      loader: paymentHistoryRoute.loader,
      signedIn: { ...TEST_SCHOLAR, role: 'USER' },
      mocks: [viewer(false), currentYear, { request: { query: PaymentHistoryDocument, variables: asked }, result: history([payment]) }],
    });
    const card = await screen.findByRole('region', { name: 'Payment history' });
    expect(within(card).getByText('Payment history is for scholars')).toBeTruthy();
    expect(card.textContent).toContain('Only student accounts have a payment history.');
    // The submission form is still offered.
    expect(await screen.findByRole('option', { name: '2024-2025', selected: true })).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks for the history after all when the gateway says a viewer stored as someone else is a scholar', async () => {
    renderPage(PaymentsPage, {
      loader: paymentHistoryRoute.loader,
      signedIn: { ...TEST_SCHOLAR, role: 'USER' },
      mocks: [viewer(true), currentYear, noStipend, { request, result: history([payment]) }],
    });
    const item = await within(await screen.findByRole('region', { name: 'Payment history' })).findByRole('listitem');
    expect(item.textContent).toContain('Control number 991234567890');
  });

  it('asks before replacing the number of a pending payment, then lists the new one in its place', async () => {
    const pending = { ...payment, status: 'pending' as const };
    const replaced = { ...pending, controlNumber: '991234567899', createdAt: '2025-02-01T08:00:00.000Z' };
    const input = { controlNumber: '991234567899', paymentType: 'UNIVERSITY_FEE', paymentYear: '2024-2025', amountTzs: 1_250_000 };
    const { user } = renderPage(PaymentsPage, {
      loader: paymentHistoryRoute.loader,
      mocks: [
        viewer(true),
        currentYear,
        noStipend,
        { request, result: history([pending]) },
        {
          request: { query: SubmitControlNumberDocument, variables: { input } },
          result: {
            data: {
              __typename: 'Mutation',
              submitControlNumber: { __typename: 'SubmitControlNumberResult', message: 'Control number submitted successfully' },
            },
          },
        },
        { request, result: history([replaced]) },
      ],
    });
    expect((await within(await screen.findByRole('region', { name: 'Payment history' })).findByRole('listitem')).textContent).toContain(
      '991234567890',
    );
    await formReady();
    await user.type(screen.getByLabelText('Control number'), '991234567899');
    await user.type(screen.getByLabelText('Amount on the bill (TZS)'), '1,250,000');
    await user.click(screen.getByRole('button', { name: 'Submit control number' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace your earlier submission?' });
    expect(dialog.textContent).toContain(
      'You already submitted 991234567890 for University fee 2024-2025 on 15/01/2025. Submitting 991234567899 replaces it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Replace it' }));
    expect((await screen.findByRole('status')).textContent).toBe('Control number submitted successfully');
    // The history is asked again after the answer: it follows a moment later.
    await waitFor(() =>
      expect(
        within(historyCard())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Control number 991234567899')]),
    );
  });
});

describe('PaymentsPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  const stipendPaid: MockedOperation = {
    request: { query: StipendHistoryDocument },
    result: {
      data: {
        __typename: 'Query',
        myStipend: {
          __typename: 'MyStipend',
          history: [
            {
              __typename: 'StipendHistoryEntry',
              period: '2025 semester 1',
              academicYear: '2024-2025',
              amountTzs: 450_000,
              status: 'PAID',
              date: '2025-03-01T09:00:00.000Z',
              failureReason: null,
            },
          ],
        },
      },
    },
  };

  it('lists the submissions and stipends in Kiswahili, dates as DD/MM/YYYY', async () => {
    renderPage(PaymentsPage, {
      loader: paymentHistoryRoute.loader,
      mocks: [viewer(true), currentYear, stipendPaid, { request, result: history([payment]) }],
      i18n: { locale: 'sw' },
    });
    const item = await within(await screen.findByRole('region', { name: 'Historia ya malipo' })).findByRole('listitem');
    expect(item.textContent).toContain('Namba ya malipo 991234567890');
    expect(item.textContent).toContain('Imewasilishwa 15/01/2025');
    expect(item.textContent).toContain('Inashughulikiwa');
    const stipends = await within(screen.getByRole('region', { name: 'Historia ya posho' })).findByRole('listitem');
    expect(stipends.textContent).toBe('2025 semester 1TZS 450,000 · 01/03/2025Imelipwa');
    expect(screen.getByRole('heading', { name: 'Uwasilishaji mpya wa malipo' })).toBeTruthy();
    expect(screen.getByLabelText('Namba ya malipo')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Ada ya chuo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wasilisha namba ya malipo' })).toBeTruthy();
  });

  it('says what failed in Kiswahili, with the saved copy under it', async () => {
    const { __typename: _typename, ...saved } = { ...payment, status: 'completed' };
    localStorage.setItem(`paymentHistory:${TEST_SCHOLAR.id}`, JSON.stringify([saved]));
    renderPage(PaymentsPage, {
      loader: paymentHistoryRoute.loader,
      mocks: [viewer(true), currentYear, noStipend, { request, result: serverDown }],
      i18n: { locale: 'sw' },
    });
    const alert = await within(await screen.findByRole('region', { name: 'Historia ya malipo' })).findByRole('alert');
    expect(alert.textContent).toBe(
      'Hitilafu imetokea kwenye seva. Tafadhali jaribu tena baadaye au wasiliana na huduma kwa wateja tatizo likiendelea. ' +
        'Inaonyesha taarifa za malipo zilizohifadhiwa.',
    );
    expect(within(screen.getByRole('region', { name: 'Historia ya malipo' })).getByRole('listitem').textContent).toContain('Imekamilika');
  });

  it('asks in Kiswahili before replacing a pending number', async () => {
    const pending = { ...payment, status: 'pending' as const };
    const { user } = renderPage(PaymentsPage, {
      loader: paymentHistoryRoute.loader,
      mocks: [viewer(true), currentYear, noStipend, { request, result: history([pending]) }],
      i18n: { locale: 'sw' },
    });
    await within(await screen.findByRole('region', { name: 'Historia ya malipo' })).findByRole('listitem');
    await formReady();
    await user.type(screen.getByLabelText('Namba ya malipo'), '991234567899');
    await user.type(screen.getByLabelText('Kiasi kilicho kwenye bili (TZS)'), '1,250,000');
    await user.click(screen.getByRole('button', { name: 'Wasilisha namba ya malipo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ubadilishe uwasilishaji wako wa awali?' });
    expect(dialog.textContent).toContain(
      'Tayari uliwasilisha 991234567890 kwa Ada ya chuo 2024-2025 tarehe 15/01/2025. Ukiwasilisha 991234567899 itachukua nafasi yake.',
    );
    expect(within(dialog).getByRole('button', { name: 'Ghairi' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Badilisha' })).toBeTruthy();
  });
});
