import { useMutation } from '@apollo/client/react';
import {
  flagNoteProblem,
  MAX_FLAG_NOTE_LENGTH,
  MAX_PAYMENT_REASON_LENGTH,
  PAYMENT_DESK_FAILED,
  statusChangeProblem,
} from '@nuru/rules/payments';
import { useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { ControlNumberStatus, type ControlNumberTable_RowFragment } from '@/gql/graphql';
import { errorMessage } from '@/shared/api/errors';
import { useServerWords } from '@/shared/i18n/words';
import { controlNumberStatusBadge } from '@/shared/status/control-number-status';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Textarea } from '@/shared/ui/Textarea';
import { refusalOfFailure, refusalWords } from './refusal-words';

const SetControlNumberStatusMutation = graphql(`
  mutation SetControlNumberStatus($id: ID!, $status: ControlNumberStatus!, $reason: String, $expectedStatus: ControlNumberStatus) {
    setControlNumberStatus(id: $id, status: $status, reason: $reason, expectedStatus: $expectedStatus) {
      controlNumber {
        id
        ...ControlNumberTable_row
      }
    }
  }
`);

const ResolveControlNumberFlagMutation = graphql(`
  mutation ResolveControlNumberFlag($id: ID!, $note: String!) {
    resolveControlNumberFlag(id: $id, note: $note) {
      controlNumber {
        id
        ...ControlNumberTable_row
      }
    }
  }
`);

type Outcome = { tone: 'success' | 'error'; message: string };
type Form = 'failed' | 'resolve' | null;

// What each button does to which control number, for screen readers.
const aboutNumber = defineMessages<
  Record<'group' | 'markProcessing' | 'markPaid' | 'markFailed' | 'resolveFlag', { controlNumber: string }>
>({
  group: { id: 'admin.payments.rowActions.group', defaultMessage: 'Change {controlNumber}' },
  markProcessing: { id: 'admin.payments.rowActions.markProcessing', defaultMessage: 'Mark {controlNumber} processing' },
  markPaid: { id: 'admin.payments.rowActions.markPaid', defaultMessage: 'Mark {controlNumber} paid' },
  markFailed: { id: 'admin.payments.rowActions.markFailedOf', defaultMessage: 'Mark {controlNumber} failed' },
  resolveFlag: { id: 'admin.payments.rowActions.resolveFlagOf', defaultMessage: 'Resolve flag of {controlNumber}' },
});

const messages = defineMessages({
  resolveFirst: { id: 'admin.payments.rowActions.resolveFirst', defaultMessage: 'Resolve the flag first' },
  resolveFlag: { id: 'admin.payments.rowActions.resolveFlag', defaultMessage: 'Resolve flag' },
  reason: { id: 'admin.payments.rowActions.reason', defaultMessage: 'Reason (the scholar sees it)' },
  note: { id: 'admin.payments.rowActions.note', defaultMessage: 'Note on the flag' },
  noteHint: { id: 'admin.payments.rowActions.noteHint', defaultMessage: 'What you checked; kept in the audit log.' },
  noteExample: { id: 'admin.payments.rowActions.noteExample', defaultMessage: 'e.g. Confirmed with the bank: two bills' },
  markFailed: { id: 'admin.payments.rowActions.markFailed', defaultMessage: 'Mark failed' },
  resolve: { id: 'admin.payments.rowActions.resolve', defaultMessage: 'Resolve' },
  cancel: { id: 'admin.payments.rowActions.cancel', defaultMessage: 'Cancel' },
  statusUpdated: { id: 'admin.payments.rowActions.statusUpdated', defaultMessage: 'Payment status updated' },
  flagResolved: { id: 'admin.payments.rowActions.flagResolved', defaultMessage: 'Flag resolved' },
});

const STATUS_ACTIONS = [
  { status: ControlNumberStatus.Processing, mark: aboutNumber.markProcessing },
  { status: ControlNumberStatus.Paid, mark: aboutNumber.markPaid },
] as const;

/** One control number's changes: PROCESSING or PAID at once, FAILED with the reason the scholar reads, a flag resolved with a note. */
export function RowActions({ row }: { row: Pick<ControlNumberTable_RowFragment, 'id' | 'controlNumber' | 'status' | 'flags'> }) {
  const [form, setForm] = useState<Form>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [setStatus, statusCall] = useMutation(SetControlNumberStatusMutation);
  const [resolve, resolveCall] = useMutation(ResolveControlNumberFlagMutation);
  const flagged = row.flags.length > 0;
  const intl = useIntl();
  const words = useServerWords();
  const number = { controlNumber: row.controlNumber };

  function open(next: Form) {
    setForm(next);
    setText('');
    setProblem(null);
    setOutcome(null);
  }

  async function change(status: ControlNumberStatus, reason?: string) {
    setOutcome(null);
    try {
      await setStatus({ variables: { id: row.id, status, reason: reason?.trim() || null, expectedStatus: row.status } });
      setForm(null);
      setOutcome({ tone: 'success', message: intl.formatMessage(messages.statusUpdated) });
    } catch (failure) {
      // Refused because it is flagged or moved meanwhile: said in the reader's words from the refusal's code.
      const refused = refusalOfFailure(failure, errorMessage(failure, PAYMENT_DESK_FAILED.status));
      setOutcome({ tone: 'error', message: refusalWords(intl, words, refused) });
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const refused = form === 'failed' ? statusChangeProblem(ControlNumberStatus.Failed, text) : flagNoteProblem(text);
    setProblem(refused);
    if (refused) return;
    if (form === 'failed') return change(ControlNumberStatus.Failed, text);
    try {
      await resolve({ variables: { id: row.id, note: text.trim() } });
      setForm(null);
      setOutcome({ tone: 'success', message: intl.formatMessage(messages.flagResolved) });
    } catch (failure) {
      setOutcome({ tone: 'error', message: errorMessage(failure, PAYMENT_DESK_FAILED.resolve) });
    }
  }

  const busy = statusCall.loading || resolveCall.loading;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label={intl.formatMessage(aboutNumber.group, number)}>
        {STATUS_ACTIONS.filter((action) => action.status !== row.status).map((action) => (
          <Button
            key={action.status}
            variant="secondary"
            className="min-h-11"
            disabled={busy || (action.status === ControlNumberStatus.Paid && flagged)}
            title={action.status === ControlNumberStatus.Paid && flagged ? intl.formatMessage(messages.resolveFirst) : undefined}
            aria-label={intl.formatMessage(action.mark, number)}
            onClick={() => void change(action.status)}
          >
            {intl.formatMessage(controlNumberStatusBadge(action.status).message)}
          </Button>
        ))}
        {row.status !== ControlNumberStatus.Failed && (
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={busy}
            onClick={() => open('failed')}
            aria-label={intl.formatMessage(aboutNumber.markFailed, number)}
          >
            {intl.formatMessage(controlNumberStatusBadge(ControlNumberStatus.Failed).message)}
          </Button>
        )}
        {flagged && (
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={busy}
            onClick={() => open('resolve')}
            aria-label={intl.formatMessage(aboutNumber.resolveFlag, number)}
          >
            {intl.formatMessage(messages.resolveFlag)}
          </Button>
        )}
      </div>
      {form && (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-2">
          <Textarea
            autoComplete="off"
            label={intl.formatMessage(form === 'failed' ? messages.reason : messages.note)}
            hint={form === 'resolve' ? intl.formatMessage(messages.noteHint) : undefined}
            value={text}
            rows={2}
            maxLength={form === 'failed' ? MAX_PAYMENT_REASON_LENGTH : MAX_FLAG_NOTE_LENGTH}
            onChange={(event) => setText(event.target.value)}
            error={problem ?? undefined}
            placeholder={form === 'resolve' ? intl.formatMessage(messages.noteExample) : undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" className="min-h-11" busy={busy}>
              {intl.formatMessage(form === 'failed' ? messages.markFailed : messages.resolve)}
            </Button>
            <Button variant="ghost" className="min-h-11" onClick={() => setForm(null)}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </div>
        </form>
      )}
      {outcome && (
        <Alert tone={outcome.tone} onClose={() => setOutcome(null)}>
          {outcome.message}
        </Alert>
      )}
    </div>
  );
}
