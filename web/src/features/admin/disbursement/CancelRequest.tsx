import { Ban, Undo2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { DayTimeText } from '@/shared/i18n/use-dates';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { officerWords } from './disbursement-words';
import type { RunAction } from './run-action';

export const CancelRequestFragment = graphql(`
  fragment CancelRequest_run on DisbursementRun {
    id
    status
    cancelRequestedBy {
      id
      name
    }
    cancelRequestedAt
    cancelReason
    viewerCanConfirmCancel
    viewerCanWithdrawCancel
  }
`);

type Props = { run: FragmentType<typeof CancelRequestFragment>; onAction: (action: RunAction) => void };

/**
 * A cancellation one administrator asked for once the bank file had left the portal: who asked, when and why, and
 * what the viewer may do with it. The one who asked is told another administrator confirms it; the others confirm
 * it; anyone may withdraw it.
 */
export function CancelRequest({ run: masked, onAction }: Props) {
  const run = getFragmentData(CancelRequestFragment, masked);
  const intl = useIntl();
  // A cancelled run keeps who asked (its summary says so); only an approved one has it waiting.
  if (run.status !== 'APPROVED' || !run.cancelRequestedAt) return null;
  return (
    <Card aria-labelledby="cancel-request-title" className="border-amber-300 ring-2 ring-amber-200">
      <CardHeader
        titleId="cancel-request-title"
        title={intl.formatMessage({
          id: 'admin.disbursement.cancelRequest.title',
          defaultMessage: 'Cancellation waiting for confirmation',
        })}
        description={
          <FormattedMessage
            id="admin.disbursement.cancelRequest.askedBy"
            defaultMessage="{name} asked to cancel this run on {when}."
            values={{ name: officerWords(intl, run.cancelRequestedBy), when: <DayTimeText value={run.cancelRequestedAt} /> }}
          />
        }
      />
      <div className="space-y-3 px-5 py-4 text-sm text-slate-700">
        <p className="break-words text-slate-900">
          <FormattedMessage
            id="admin.disbursement.cancelRequest.reason"
            defaultMessage="Reason: {reason}"
            values={{ reason: run.cancelReason ?? '' }}
          />
        </p>
        <p>
          {run.viewerCanConfirmCancel ? (
            <FormattedMessage
              id="admin.disbursement.cancelRequest.toConfirm"
              defaultMessage="Its bank file was downloaded, so the bank may hold it: a second administrator confirms the cancellation. Confirm only once you know the bank will not pay the file; until then the run stays approved."
            />
          ) : (
            <FormattedMessage
              id="admin.disbursement.cancelRequest.askedByYou"
              defaultMessage="You asked for it, so another administrator must confirm it. Until then the run stays approved."
            />
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {run.viewerCanConfirmCancel && (
            <Button variant="danger" className="min-h-11" onClick={() => onAction({ kind: 'confirmCancel' })}>
              <Ban className="size-4" aria-hidden />
              <FormattedMessage id="admin.disbursement.cancelRequest.confirm" defaultMessage="Confirm cancellation" />
            </Button>
          )}
          {run.viewerCanWithdrawCancel && (
            <Button variant="secondary" className="min-h-11" onClick={() => onAction({ kind: 'withdrawCancel' })}>
              <Undo2 className="size-4" aria-hidden />
              <FormattedMessage id="admin.disbursement.cancelRequest.withdraw" defaultMessage="Withdraw the cancellation" />
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
