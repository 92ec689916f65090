import { useMutation } from '@apollo/client/react';
import { REMINDERS_FAILED } from '@nuru/rules/reminders';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { graphql } from '@/gql';
import type { ReminderKind } from '@/gql/graphql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';

export const SendRemindersMutation = graphql(`
  mutation SendReminders($kind: ReminderKind!, $year: AcademicYear!, $batchNo: Int) {
    sendReminders(kind: $kind, year: $year, batchNo: $batchNo) {
      sent
      skipped
      message
    }
  }
`);

type Outcome = { tone: 'success' | 'error'; message: string };

const messages = defineMessages<{ send: NoMessageValues; notice: NoMessageValues; sent: { sent: number; skipped: number } }>({
  send: { id: 'admin.components.sendReminders.send', defaultMessage: 'Send reminders' },
  notice: {
    id: 'admin.components.sendReminders.notice',
    defaultMessage:
      'Reminders go by e-mail to every scholar listed (of the chosen batch), on every page. Anyone reminded in the last 24 hours is skipped.',
  },
  // The provider's own sentence for the outcome, said from its counts so it reads in the reader's language.
  sent: {
    id: 'admin.components.sendReminders.sent',
    defaultMessage: '{sent, plural, one {# reminder} other {# reminders}} sent; {skipped} skipped (reminded within the last 24 hours).',
  },
});

/**
 * "Send reminders" to every scholar of a list missing something (results, a control number) for a year: the
 * button for the card's header and, for under it, what it does and how it went. The provider skips anyone reminded in 24 hours.
 */
export function useSendReminders(kind: ReminderKind, onSent: () => void) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [send, { loading }] = useMutation(SendRemindersMutation);

  async function sendTo(year: string, batchNo: number | undefined) {
    setOutcome(null);
    try {
      const answer = await send({ variables: { kind, year, batchNo } });
      if (answer.data) {
        const { sent, skipped } = answer.data.sendReminders;
        setOutcome({ tone: 'success', message: intl.formatMessage(messages.sent, { sent, skipped }) });
      }
      onSent();
    } catch (failure) {
      setOutcome({ tone: 'error', message: errorMessage(failure, REMINDERS_FAILED) });
    }
  }

  return {
    button: (year: string | null | undefined, batchNo: number | undefined, nobody: boolean) => (
      <Button className="min-h-11" busy={loading} disabled={!year || nobody} onClick={() => year && void sendTo(year, batchNo)}>
        <MailWarning className="size-4" aria-hidden />
        {intl.formatMessage(messages.send)}
      </Button>
    ),
    notice: (
      <div className="space-y-3 px-5 pb-3">
        <p className="text-xs text-slate-500">{intl.formatMessage(messages.notice)}</p>
        {outcome && (
          <Alert tone={outcome.tone} onClose={() => setOutcome(null)}>
            {outcome.message}
          </Alert>
        )}
      </div>
    ),
  };
}
