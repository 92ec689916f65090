/** @vitest-environment happy-dom */
// "Send reminders" in the reader's language: the button, what it does, and how it went, said from the counts the
// provider gives (its own sentence is English only); a failure shows the gateway's words in the reader's language.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { SendRemindersMutation, useSendReminders } from './SendReminders';

afterEach(cleanup);

function Reminders({ onSent }: { onSent: () => void }) {
  const reminders = useSendReminders('RESULTS', onSent);
  return (
    <>
      {reminders.button('2024-2025', 2, false)}
      {reminders.notice}
    </>
  );
}

const sent = (count: number, skipped: number): MockedOperation => ({
  request: { query: SendRemindersMutation, variables: { kind: 'RESULTS', year: '2024-2025', batchNo: 2 } },
  result: {
    data: {
      __typename: 'Mutation',
      sendReminders: {
        __typename: 'ReminderOutcome',
        sent: count,
        skipped,
        message: `${count} ${count === 1 ? 'reminder' : 'reminders'} sent; ${skipped} skipped (reminded within the last 24 hours).`,
      },
    },
  },
});

const failed: MockedOperation = {
  request: { query: SendRemindersMutation, variables: { kind: 'RESULTS', year: '2024-2025', batchNo: 2 } },
  result: { errors: [{ message: 'Failed to send the reminders' }] },
};

describe('useSendReminders', () => {
  beforeAll(() => loadCatalogue('sw'));

  it.each([
    ['en', 'Send reminders', sent(1, 0), '1 reminder sent; 0 skipped (reminded within the last 24 hours).'],
    ['en', 'Send reminders', sent(3, 1), '3 reminders sent; 1 skipped (reminded within the last 24 hours).'],
    ['sw', 'Tuma vikumbusho', sent(1, 0), 'Kikumbusho 1 kimetumwa; wanafunzi 0 wameachwa (walikumbushwa ndani ya saa 24 zilizopita).'],
    ['sw', 'Tuma vikumbusho', sent(3, 1), 'Vikumbusho 3 vimetumwa; mwanafunzi 1 ameachwa (walikumbushwa ndani ya saa 24 zilizopita).'],
    ['sw', 'Tuma vikumbusho', failed, 'Imeshindikana kutuma vikumbusho'],
  ] as const)('in %s, %s reports how it went', async (locale, button, answer, outcome) => {
    const onSent = vi.fn();
    const { user } = renderWithApollo(<Reminders onSent={onSent} />, { mocks: [answer], i18n: { locale } });
    expect(
      screen.getByText(
        locale === 'en'
          ? 'Reminders go by e-mail to every scholar listed (of the chosen batch), on every page. Anyone reminded in the last 24 hours is skipped.'
          : 'Vikumbusho hutumwa kwa barua pepe kwa kila mwanafunzi aliyeorodheshwa (wa kundi lililochaguliwa), katika kurasa zote. Aliyekumbushwa ndani ya saa 24 zilizopita hatatumiwa tena.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(outcome)).toBeTruthy();
  });
});
