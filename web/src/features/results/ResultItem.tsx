import { useMutation } from '@apollo/client/react';
import { Download, FileText, MessageSquareWarning, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { fileKindMessage, formatFileSize } from '@/shared/rules/format';
import { expireSession } from '@/shared/session/expire-session';
import { Alert } from '@/shared/ui/Alert';
import { Badge } from '@/shared/ui/Badge';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { useToast } from '@/shared/ui/Toast';
import { downloadFile } from '@/shared/api/download-file';
import { isRejected, resultStatusBadge } from '@/shared/status/result-status';
import { DELETE_DOCUMENT_FAILED_MESSAGE, DOWNLOAD_DOCUMENT_FAILED_MESSAGE } from '@nuru/rules/results';
import { DayText } from '@/shared/i18n/use-dates';

export const ResultItem_ResultFragment = graphql(`
  fragment ResultItem_result on Result {
    id
    fileName
    fileSize
    fileType
    uploadDate
    status
    year
    gpa
    reviewComment
    downloadPath
    viewerCanDelete
  }
`);

const DeleteResultMutation = graphql(`
  mutation DeleteResult($fileName: String!) {
    deleteResult(fileName: $fileName) {
      ok
      message
    }
  }
`);

type ResultItemProps = { result: FragmentType<typeof ResultItem_ResultFragment>; onDeleted: () => void };

/** One uploaded document: its year, GPA and review status, with download and (before review) delete. */
export function ResultItem({ result, onDeleted }: ResultItemProps) {
  const intl = useIntl();
  const r = getFragmentData(ResultItem_ResultFragment, result);
  const navigate = useNavigate();
  const toast = useToast();
  const [deleteResult, { loading: deleting }] = useMutation(DeleteResultMutation);
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const badge = resultStatusBadge(r.status);

  async function onDownload() {
    setProblem(null);
    setDownloading(true);
    const outcome = await downloadFile(r.downloadPath, r.fileName, DOWNLOAD_DOCUMENT_FAILED_MESSAGE);
    setDownloading(false);
    if (outcome.ok) return;
    setProblem(outcome.message);
    if (outcome.sessionExpired) {
      expireSession();
      void navigate('/login', { replace: true });
    }
  }

  async function onConfirmDelete() {
    setProblem(null);
    try {
      const { data } = await deleteResult({
        variables: { fileName: r.fileName },
        // The result is gone: out of the cache, and so out of every list that showed it.
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'Result', id: r.id }) });
          cache.gc();
        },
      });
      setConfirming(false);
      if (data) toast(data.deleteResult.message);
      onDeleted();
    } catch (error) {
      setConfirming(false);
      setProblem(errorMessage(error, DELETE_DOCUMENT_FAILED_MESSAGE));
    }
  }

  return (
    <li className="px-5 py-4">
      <div className="flex flex-wrap items-start gap-4">
        <span aria-hidden="true" className="rounded-lg bg-brand-50 p-2.5 text-brand-700">
          <FileText className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">
              <FormattedMessage id="results.item.year" defaultMessage="Academic year {year}" values={{ year: r.year }} />
            </h3>
            <Badge tone={badge.tone}>{intl.formatMessage(badge.message)}</Badge>
          </div>
          <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
            <div className="flex gap-1">
              <dt>{intl.formatMessage({ id: 'results.item.gpa', defaultMessage: 'GPA' })}</dt>
              <dd className="font-medium text-slate-900">{r.gpa ?? '—'}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">
                <FormattedMessage id="results.item.uploadedTerm" defaultMessage="Uploaded" />
              </dt>
              <dd>
                <FormattedMessage
                  id="results.item.uploaded"
                  defaultMessage="Uploaded {date}"
                  values={{ date: <DayText value={r.uploadDate} /> }}
                />
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">
                <FormattedMessage id="results.item.file" defaultMessage="File" />
              </dt>
              <dd>
                {intl.formatMessage(fileKindMessage(r.fileType))} · {formatFileSize(r.fileSize)}
              </dd>
            </div>
          </dl>
          {isRejected(r.status) && r.reviewComment && (
            <p className="mt-3 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              <MessageSquareWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-semibold">
                  <FormattedMessage id="results.item.reviewComment" defaultMessage="Reviewer's comment:" />
                </span>{' '}
                {r.reviewComment}
                <span className="mt-1 block text-red-700">
                  <FormattedMessage
                    id="results.item.uploadCorrected"
                    defaultMessage="You can upload a corrected document for {year} with the form above."
                    values={{ year: r.year }}
                  />
                </span>
              </span>
            </p>
          )}
        </div>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            className="sm:min-h-9 px-3 py-1.5"
            busy={downloading}
            onClick={onDownload}
            aria-label={intl.formatMessage(
              { id: 'results.item.downloadLabel', defaultMessage: 'Download results for {year}' },
              { year: r.year },
            )}
          >
            <Download aria-hidden="true" className="size-4" />
            <FormattedMessage id="results.item.download" defaultMessage="Download" />
          </Button>
          {r.viewerCanDelete && (
            <Button
              variant="ghost"
              className="sm:min-h-9 px-3 py-1.5 text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => setConfirming(true)}
              aria-label={intl.formatMessage(
                { id: 'results.item.deleteLabel', defaultMessage: 'Delete results for {year}' },
                { year: r.year },
              )}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <FormattedMessage id="results.item.delete" defaultMessage="Delete" />
            </Button>
          )}
        </div>
      </div>
      {problem && (
        <Alert tone="error" className="mt-3" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: 'results.item.confirmTitle', defaultMessage: 'Delete this result?' })}
        confirmLabel={intl.formatMessage({ id: 'results.item.confirmDelete', defaultMessage: 'Delete result' })}
        busy={deleting}
        onConfirm={onConfirmDelete}
        onCancel={() => setConfirming(false)}
      >
        <FormattedMessage
          id="results.item.confirmText"
          defaultMessage="Your {year} results document will be removed. You can upload it again afterwards."
          values={{ year: r.year }}
        />
      </ConfirmDialog>
    </li>
  );
}
