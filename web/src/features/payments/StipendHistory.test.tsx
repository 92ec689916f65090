/** @vitest-environment happy-dom */
// The scholar's stipend history: loading, empty, failure with a retry, and each run with its amount, status, date
// and a failed transfer's reason.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StipendHistoryDocument } from '@/gql/graphql';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { StipendHistory } from './StipendHistory';

afterEach(cleanup);

const entry = (period: string, status: string, date: string, failureReason: string | null = null) => ({
  __typename: 'StipendHistoryEntry' as const,
  period,
  academicYear: '2024-2025',
  amountTzs: 450_000,
  status,
  date,
  failureReason,
});
const answer = (history: unknown[]): MockedOperation => ({
  request: { query: StipendHistoryDocument },
  result: { data: { __typename: 'Query', myStipend: { __typename: 'MyStipend', history } } },
});
const card = () => screen.getByRole('region', { name: 'Stipend history' });

describe('StipendHistory', () => {
  it('says it is loading while the answer has not arrived', async () => {
    renderWithApollo(<StipendHistory />, { mocks: [{ ...answer([]), delay: Infinity }] });
    expect((await screen.findByRole('status')).textContent).toContain('Loading your stipends...');
  });

  it('has an empty face before any run included the scholar', async () => {
    renderWithApollo(<StipendHistory />, { mocks: [answer([])] });
    expect(await within(card()).findByText('No stipend yet')).toBeTruthy();
  });

  it('lists each run with its amount, status and date, and a failed transfer with its reason', async () => {
    renderWithApollo(<StipendHistory />, {
      mocks: [
        answer([
          entry('2025 semester 1', 'PAID', '2025-03-01T09:00:00.000Z'),
          entry('2024-2025 semester 2', 'FAILED', '2025-01-21T11:15:00.000Z', 'The bank reports the account as closed'),
        ]),
      ],
    });
    const items = await within(card()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2025 semester 1TZS 450,000 · 01/03/2025Paid',
      '2024-2025 semester 2TZS 450,000 · 21/01/2025Reason: The bank reports the account as closedTransfer failed',
    ]);
  });

  it('shows the gateway’s words when it cannot be loaded, and Try again lists them', async () => {
    const { user } = renderWithApollo(<StipendHistory />, {
      mocks: [
        {
          request: { query: StipendHistoryDocument },
          result: { errors: [{ message: 'Your stipend could not be loaded. Please try again later.' }] },
        },
        answer([entry('2025 semester 1', 'APPROVED', '2025-02-01T09:00:00.000Z')]),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your stipends');
    expect(alert.textContent).toContain('Your stipend could not be loaded. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await within(card()).findByRole('listitem')).textContent).toContain('Approved');
  });
});
