import { Ban, CheckCheck, Download, Landmark } from 'lucide-react';
import { useId, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { approvalBlockWords } from './disbursement-words';
import type { RunAction } from './run-action';

export const RunActionsFragment = graphql(`
  fragment RunActions_run on DisbursementRun {
    id
    status
    viewerCanApprove
    approvalBlock
    changedRowCount
    viewerCanCancel
    viewerCanMarkPaid
    viewerCanDownloadBankFile
    bankFilePath
  }
`);

type Props = {
  run: FragmentType<typeof RunActionsFragment>;
  onAction: (action: RunAction) => void;
  /** Fetches the bank file with the officer's token and saves it. */
  onDownload: (path: string) => void;
  downloading: boolean;
};

/** The run's steps the viewer may take now, as the gateway says (viewerCan*); an approval refused says why beside it. */
export function RunActions({ run: masked, onAction, onDownload, downloading }: Props) {
  const run = getFragmentData(RunActionsFragment, masked);
  const blockedId = useId();
  const intl = useIntl();
  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (run.bankFilePath && !downloading) onDownload(run.bankFilePath);
  };
  const anything = run.status === 'DRAFT' || run.viewerCanCancel || run.viewerCanMarkPaid || run.viewerCanDownloadBankFile;
  if (!anything) return null;
  return (
    <Card aria-labelledby="run-actions-title">
      <CardHeader
        titleId="run-actions-title"
        title={intl.formatMessage({ id: 'admin.disbursement.runActions.title', defaultMessage: 'Actions' })}
      />
      <div className="space-y-3 px-5 py-4">
        {run.status === 'DRAFT' && (
          <div className="space-y-2">
            <Button
              className="min-h-11"
              disabled={!run.viewerCanApprove}
              aria-describedby={run.approvalBlock ? blockedId : undefined}
              onClick={() => onAction({ kind: 'approve' })}
            >
              <CheckCheck className="size-4" aria-hidden />
              <FormattedMessage id="admin.disbursement.runActions.approve" defaultMessage="Approve the run" />
            </Button>
            {run.approvalBlock && (
              <p id={blockedId} className="text-sm text-slate-700">
                {approvalBlockWords(intl, { ...run, approvalBlock: run.approvalBlock })}
              </p>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {run.viewerCanDownloadBankFile && run.bankFilePath && (
            <a
              href={run.bankFilePath}
              onClick={download}
              aria-busy={downloading || undefined}
              className={buttonClasses('secondary', 'min-h-11')}
            >
              <Download className="size-4" aria-hidden />
              <FormattedMessage id="admin.disbursement.runActions.bankFile" defaultMessage="Download the bank file (CSV)" />
            </a>
          )}
          {run.viewerCanMarkPaid && (
            <Button className="min-h-11" onClick={() => onAction({ kind: 'paid' })}>
              <Landmark className="size-4" aria-hidden />
              <FormattedMessage id="admin.disbursement.runActions.markPaid" defaultMessage="Mark paid" />
            </Button>
          )}
          {run.viewerCanCancel && (
            <Button variant="danger" className="min-h-11" onClick={() => onAction({ kind: 'cancel' })}>
              <Ban className="size-4" aria-hidden />
              <FormattedMessage id="admin.disbursement.runActions.cancel" defaultMessage="Cancel the run" />
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
