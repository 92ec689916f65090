import { useMutation } from '@apollo/client/react';
import { MAX_PAYMENT_REASON_LENGTH, PAYMENT_DESK_FAILED, statusChangeProblem } from '@nuru/rules/payments';
import { useState, type FormEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql } from '@/gql';
import { ControlNumberStatus } from '@/gql/graphql';
import { errorMessage } from '@/shared/api/errors';
import { useServerWords } from '@/shared/i18n/words';
import { controlNumberStatusBadge } from '@/shared/status/control-number-status';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Textarea } from '@/shared/ui/Textarea';
import { selectionLabel } from './payment-desk-words';
import { refusalWords } from './refusal-words';

const SetControlNumberStatusesMutation = graphql(`
  mutation SetControlNumberStatuses($ids: [ID!]!, $status: ControlNumberStatus!, $reason: String) {
    setControlNumberStatuses(ids: $ids, status: $status, reason: $reason) {
      outcomes {
        id
        outcome
        message
        refusal
        flags
        controlNumber {
          id
          ...ControlNumberTable_row
        }
      }
    }
  }
`);

const messages = defineMessages({
  label: { id: 'admin.payments.bulkBar.label', defaultMessage: 'Change the selected control numbers' },
  newStatus: { id: 'admin.payments.bulkBar.newStatus', defaultMessage: 'New status' },
  reason: { id: 'admin.payments.bulkBar.reason', defaultMessage: 'Reason (each scholar sees it)' },
});

const DONE = defineMessage<{ changed: number; total: number }>({
  id: 'admin.payments.bulkBar.done',
  defaultMessage: '{changed} of {total} payment(s) updated',
});

const MARK = defineMessage<{ status: ControlNumberStatus; count: number }>({
  id: 'admin.payments.bulkBar.mark',
  defaultMessage: '{status, select, PROCESSING {Mark {count} processing} PAID {Mark {count} paid} other {Mark {count} failed}}',
});

type Report = { tone: 'success' | 'error' | 'info'; message: string; refused: string[] };

/** The selection's bulk change: each control number changed on its own, the refused ones said so. */
export function BulkBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const [status, setStatus] = useState<ControlNumberStatus>(ControlNumberStatus.Processing);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [send, { loading }] = useMutation(SetControlNumberStatusesMutation);
  const intl = useIntl();
  const words = useServerWords();

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
        message: intl.formatMessage(DONE, {
          changed: answer?.outcomes.filter((item) => item.outcome === 'CHANGED').length ?? 0,
          total: answer?.outcomes.length ?? ids.length,
        }),
        refused: notDone.map((item) => refusalWords(intl, words, item)),
      });
      setReason('');
      onDone();
    } catch (failure) {
      setReport({ tone: 'error', message: errorMessage(failure, PAYMENT_DESK_FAILED.bulkStatus), refused: [] });
    }
  }

  return (
    <section aria-label={intl.formatMessage(messages.label)} className="space-y-3 border-y border-slate-100 bg-slate-50 px-5 py-4">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-end gap-3">
        <p className="min-h-11 content-center text-sm font-medium text-slate-800">{selectionLabel(intl, ids.length)}</p>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{intl.formatMessage(messages.newStatus)}</legend>
          {[ControlNumberStatus.Processing, ControlNumberStatus.Paid, ControlNumberStatus.Failed].map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm">
              <input type="radio" name="bulk-status" value={choice} checked={status === choice} onChange={() => setStatus(choice)} />
              {intl.formatMessage(controlNumberStatusBadge(choice).message)}
            </label>
          ))}
        </fieldset>
        {status === ControlNumberStatus.Failed && (
          <div className="min-w-0 flex-1 basis-64">
            <Textarea
              autoComplete="off"
              label={intl.formatMessage(messages.reason)}
              rows={2}
              value={reason}
              maxLength={MAX_PAYMENT_REASON_LENGTH}
              onChange={(event) => setReason(event.target.value)}
              error={problem ?? undefined}
            />
          </div>
        )}
        <Button type="submit" className="min-h-11" busy={loading} disabled={ids.length === 0}>
          {intl.formatMessage(MARK, { status, count: ids.length })}
        </Button>
      </form>
      {report && (
        <Alert tone={report.tone} onClose={() => setReport(null)} title={words(report.message)}>
          {report.refused.length > 0 && (
            <ul className="list-inside list-disc">
              {report.refused.map((reason, i) => (
                <li key={i}>{reason}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </section>
  );
}
