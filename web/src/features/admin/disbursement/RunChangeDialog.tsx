import { readAmountTzs, reasonProblem, REASON_REQUIRED, MAX_DISBURSEMENT_REASON_LENGTH } from '@nuru/rules/disbursement';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Input } from '@/shared/ui/Input';
import { Textarea } from '@/shared/ui/Textarea';
import { useModal } from '@/shared/ui/use-modal';
import type { ChangeResult } from './run-action';

const PAID_DATE = defineMessages({
  required: { id: 'admin.disbursement.runChangeDialog.paidDateRequired', defaultMessage: 'Choose the date the bank paid' },
  future: { id: 'admin.disbursement.runChangeDialog.paidDateFuture', defaultMessage: 'The date cannot be in the future' },
});

export type ChangeValues = { amountTzs?: number; reason?: string; date?: string };

type Props = {
  /** Open while set. */
  title: string | null;
  /** What the officer is about to do, in words (totals, the row). */
  children?: ReactNode;
  fields: {
    amount?: { initial: number };
    reason?: { change: keyof typeof REASON_REQUIRED; label: string; hint?: string };
    /** The bank's date of payment: today at the latest. */
    date?: { today: string };
  };
  submitLabel: string;
  danger?: boolean;
  onSubmit: (values: ChangeValues) => Promise<ChangeResult>;
  onClose: () => void;
  /** Asks for the run again (after a CONFLICT) and closes. */
  onReload: () => void;
};

/**
 * One change of a run, asked in a modal dialog: its fields checked before anything is sent; a refusal stays in the
 * dialog in the gateway's words, and a run that moved since it was loaded (CONFLICT) is said so, with a way to
 * reload it: nothing is sent again by itself.
 */
export function RunChangeDialog({ title, children, fields, submitLabel, danger, onSubmit, onClose, onReload }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = title !== null;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; reason?: string; date?: string }>({});
  const [failure, setFailure] = useState<Extract<ChangeResult, { ok: false }> | null>(null);
  const [busy, setBusy] = useState(false);
  const intl = useIntl();

  // Opening starts the fields again from what this change begins with.
  useModal(ref, open, () => {
    setAmount(fields.amount ? String(fields.amount.initial) : '');
    setReason('');
    setDate(fields.date?.today ?? '');
    setProblems({});
    setFailure(null);
  });

  function paidDateProblem(picked: string, today: string): string | undefined {
    if (!picked) return intl.formatMessage(PAID_DATE.required);
    return picked > today ? intl.formatMessage(PAID_DATE.future) : undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const typed = fields.amount ? readAmountTzs(amount) : undefined;
    const refused = {
      amount: typed && 'problem' in typed ? typed.problem : undefined,
      reason: fields.reason ? (reasonProblem(fields.reason.change, reason) ?? undefined) : undefined,
      date: fields.date ? paidDateProblem(date, fields.date.today) : undefined,
    };
    setProblems(refused);
    if (refused.amount || refused.reason || refused.date) return;
    setBusy(true);
    const result = await onSubmit({
      amountTzs: typed && 'amountTzs' in typed ? typed.amountTzs : undefined,
      reason: fields.reason ? reason.trim() : undefined,
      date: fields.date ? date : undefined,
    });
    setBusy(false);
    if (result.ok) onClose();
    else setFailure(result);
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 p-6">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children && <div className="space-y-2 text-sm text-slate-700">{children}</div>}
        {failure && (
          <Alert
            tone="error"
            title={
              failure.conflict
                ? intl.formatMessage({
                    id: 'admin.disbursement.runChangeDialog.conflict',
                    defaultMessage: 'This run changed since you loaded it',
                  })
                : undefined
            }
          >
            <p>{failure.message}</p>
            {failure.conflict && (
              <Button variant="secondary" className="mt-2 min-h-11" onClick={onReload}>
                <FormattedMessage id="admin.disbursement.runChangeDialog.reload" defaultMessage="Reload the run" />
              </Button>
            )}
          </Alert>
        )}
        {fields.amount && (
          <Input
            label={intl.formatMessage({ id: 'admin.disbursement.runChangeDialog.amount', defaultMessage: 'New amount (TZS)' })}
            value={amount}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => setAmount(event.target.value)}
            error={problems.amount}
          />
        )}
        {fields.date && (
          <Input
            autoComplete="off"
            label={intl.formatMessage({ id: 'admin.disbursement.runChangeDialog.date', defaultMessage: 'Date the bank paid' })}
            type="date"
            value={date}
            max={fields.date.today}
            onChange={(event) => setDate(event.target.value)}
            error={problems.date}
          />
        )}
        {fields.reason && (
          <Textarea
            autoComplete="off"
            label={fields.reason.label}
            hint={fields.reason.hint}
            value={reason}
            rows={3}
            maxLength={MAX_DISBURSEMENT_REASON_LENGTH}
            onChange={(event) => setReason(event.target.value)}
            error={problems.reason}
          />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" className="min-h-11" onClick={onClose} disabled={busy}>
            <FormattedMessage id="admin.disbursement.runChangeDialog.close" defaultMessage="Close" />
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} className="min-h-11" busy={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
