import { useMutation } from '@apollo/client/react';
import {
  flagNoteProblem,
  MAX_FLAG_NOTE_LENGTH,
  MAX_PAYMENT_REASON_LENGTH,
  PAYMENT_DESK_FAILED,
  statusChangeProblem,
} from '@nuru/rules/payments';
import { useState, type FormEvent } from 'react';
import { graphql } from '@/gql';
import { ControlNumberStatus, type ControlNumberTable_RowFragment } from '@/gql/graphql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Textarea } from '@/shared/ui/Textarea';

const SetControlNumberStatusMutation = graphql(`
  mutation SetControlNumberStatus($id: ID!, $status: ControlNumberStatus!, $reason: String, $expectedStatus: ControlNumberStatus) {
    setControlNumberStatus(id: $id, status: $status, reason: $reason, expectedStatus: $expectedStatus) {
      message
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
      message
      controlNumber {
        id
        ...ControlNumberTable_row
      }
    }
  }
`);

type Outcome = { tone: 'success' | 'error'; message: string };
type Form = 'failed' | 'resolve' | null;

const STATUS_ACTIONS = [
  { status: ControlNumberStatus.Processing, label: 'Processing' },
  { status: ControlNumberStatus.Paid, label: 'Paid' },
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

  function open(next: Form) {
    setForm(next);
    setText('');
    setProblem(null);
    setOutcome(null);
  }

  async function change(status: ControlNumberStatus, reason?: string) {
    setOutcome(null);
    try {
      const { data } = await setStatus({ variables: { id: row.id, status, reason: reason?.trim() || null, expectedStatus: row.status } });
      setForm(null);
      setOutcome({ tone: 'success', message: data?.setControlNumberStatus.message ?? 'Payment status updated' });
    } catch (failure) {
      setOutcome({ tone: 'error', message: errorMessage(failure, PAYMENT_DESK_FAILED.status) });
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const refused = form === 'failed' ? statusChangeProblem(ControlNumberStatus.Failed, text) : flagNoteProblem(text);
    setProblem(refused);
    if (refused) return;
    if (form === 'failed') return change(ControlNumberStatus.Failed, text);
    try {
      const { data } = await resolve({ variables: { id: row.id, note: text.trim() } });
      setForm(null);
      setOutcome({ tone: 'success', message: data?.resolveControlNumberFlag.message ?? 'Flag resolved' });
    } catch (failure) {
      setOutcome({ tone: 'error', message: errorMessage(failure, PAYMENT_DESK_FAILED.resolve) });
    }
  }

  const busy = statusCall.loading || resolveCall.loading;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2" role="group" aria-label={`Change ${row.controlNumber}`}>
        {STATUS_ACTIONS.filter((action) => action.status !== row.status).map((action) => (
          <Button
            key={action.status}
            variant="secondary"
            className="min-h-11"
            disabled={busy || (action.status === ControlNumberStatus.Paid && flagged)}
            title={action.status === ControlNumberStatus.Paid && flagged ? 'Resolve the flag first' : undefined}
            aria-label={`Mark ${row.controlNumber} ${action.label.toLowerCase()}`}
            onClick={() => void change(action.status)}
          >
            {action.label}
          </Button>
        ))}
        {row.status !== ControlNumberStatus.Failed && (
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={busy}
            onClick={() => open('failed')}
            aria-label={`Mark ${row.controlNumber} failed`}
          >
            Failed
          </Button>
        )}
        {flagged && (
          <Button
            variant="secondary"
            className="min-h-11"
            disabled={busy}
            onClick={() => open('resolve')}
            aria-label={`Resolve flag of ${row.controlNumber}`}
          >
            Resolve flag
          </Button>
        )}
      </div>
      {form && (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-2">
          <Textarea
            label={form === 'failed' ? 'Reason (the scholar sees it)' : 'Note on the flag'}
            hint={form === 'resolve' ? 'What you checked; kept in the audit log.' : undefined}
            value={text}
            rows={2}
            maxLength={form === 'failed' ? MAX_PAYMENT_REASON_LENGTH : MAX_FLAG_NOTE_LENGTH}
            onChange={(event) => setText(event.target.value)}
            error={problem ?? undefined}
            placeholder={form === 'resolve' ? 'e.g. Confirmed with the bank: two bills' : undefined}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" className="min-h-11" busy={busy}>
              {form === 'failed' ? 'Mark failed' : 'Resolve'}
            </Button>
            <Button variant="ghost" className="min-h-11" onClick={() => setForm(null)}>
              Cancel
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
