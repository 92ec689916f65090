import { useMutation } from '@apollo/client/react';
import { MAX_PAYMENT_REASON_LENGTH, PAYMENT_DESK_FAILED, statusChangeProblem } from '@nuru/rules/payments';
import { useState, type FormEvent } from 'react';
import { graphql } from '@/gql';
import { ControlNumberStatus } from '@/gql/graphql';
import { errorMessage } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Textarea } from '@/shared/ui/Textarea';
import { CONTROL_NUMBER } from '../scholars/scholar-badges';
import { selectionLabel } from './payment-desk-words';

const SetControlNumberStatusesMutation = graphql(`
  mutation SetControlNumberStatuses($ids: [ID!]!, $status: ControlNumberStatus!, $reason: String) {
    setControlNumberStatuses(ids: $ids, status: $status, reason: $reason) {
      message
      outcomes {
        id
        outcome
        message
        controlNumber {
          id
          ...ControlNumberTable_row
        }
      }
    }
  }
`);

type Report = { tone: 'success' | 'error' | 'info'; message: string; refused: string[] };

/** The selection's bulk change: each control number changed on its own, the refused ones said so. */
export function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const [status, setStatus] = useState<ControlNumberStatus>(ControlNumberStatus.Processing);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [send, { loading }] = useMutation(SetControlNumberStatusesMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setReport(null);
    const refused = statusChangeProblem(status, reason);
    setProblem(refused);
    if (refused) return;
    try {
      const { data } = await send({ variables: { ids, status, reason: reason.trim() || null } });
      const answer = data?.setControlNumberStatuses;
      const notDone = answer?.outcomes.filter((item) => item.outcome === 'REFUSED' || item.outcome === 'NOT_FOUND') ?? [];
      setReport({
        tone: notDone.length ? 'info' : 'success',
        message: answer?.message ?? '',
        refused: notDone.map((item) => item.message),
      });
      setReason('');
      onDone();
    } catch (failure) {
      setReport({ tone: 'error', message: errorMessage(failure, PAYMENT_DESK_FAILED.bulkStatus), refused: [] });
    }
  }

  return (
    <section aria-label="Change the selected control numbers" className="space-y-3 border-y border-slate-100 bg-slate-50 px-5 py-4">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-end gap-3">
        <p className="min-h-11 content-center text-sm font-medium text-slate-800">{selectionLabel(ids.length)}</p>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">New status</legend>
          {[ControlNumberStatus.Processing, ControlNumberStatus.Paid, ControlNumberStatus.Failed].map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm">
              <input type="radio" name="bulk-status" value={choice} checked={status === choice} onChange={() => setStatus(choice)} />
              {CONTROL_NUMBER[choice].label}
            </label>
          ))}
        </fieldset>
        {status === ControlNumberStatus.Failed && (
          <div className="min-w-0 flex-1 basis-64">
            <Textarea
              label="Reason (each scholar sees it)"
              rows={2}
              value={reason}
              maxLength={MAX_PAYMENT_REASON_LENGTH}
              onChange={(event) => setReason(event.target.value)}
              error={problem ?? undefined}
            />
          </div>
        )}
        <Button type="submit" className="min-h-11" busy={loading} disabled={ids.length === 0}>
          Mark {ids.length} {CONTROL_NUMBER[status].label.toLowerCase()}
        </Button>
      </form>
      {report && (
        <Alert tone={report.tone} onClose={() => setReport(null)} title={report.message}>
          {report.refused.length > 0 && (
            <ul className="list-inside list-disc">
              {report.refused.map((message, i) => (
                <li key={i}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </section>
  );
}
