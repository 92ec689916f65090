import { useMutation } from '@apollo/client/react';
import { BULK_APPROVAL_TOO_MANY, MAX_BULK_APPROVAL, REVIEW_FAILED } from '@nuru/rules/results';
import { CheckCheck, FileCheck } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { getFragmentData } from '@/gql';
import { errorMessage } from '@/shared/api/errors';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { useServerWords } from '@/shared/i18n/words';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '../components/Pagination';
import { DeskFilters } from './DeskFilters';
import { openDocument } from './open-document';
import { RejectDialog } from './RejectDialog';
import { ResultsDeskTabs } from './ResultsDeskTabs';
import { bulkApprovalWords } from './review-outcomes';
import { ApproveResultsMutation, ReviewResultMutation } from './review-mutations';
import { reviewQueueRoute } from './review-queue-route';
import { ReviewQueueRowFragment, ReviewQueueTable, type QueueItem } from './ReviewQueueTable';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

type Outcome = { tone: 'success' | 'error'; message: string; details?: string[] };

const messages = defineMessages<{ loading: NoMessageValues; approved: { name: string }; rejected: { name: string } }>({
  loading: { id: 'admin.results.reviewQueuePage.loading', defaultMessage: 'Loading results...' },
  approved: { id: 'admin.results.reviewQueuePage.approved', defaultMessage: 'The results of {name} were approved.' },
  rejected: { id: 'admin.results.reviewQueuePage.rejected', defaultMessage: 'The results of {name} were rejected.' },
});

export function ReviewQueuePage() {
  const intl = useIntl();
  return (
    <div className="space-y-4">
      <ResultsDeskTabs />
      <SuspenseCard loading={intl.formatMessage(messages.loading)}>
        <ReviewQueueContent />
      </SuspenseCard>
    </div>
  );
}

function ReviewQueueContent() {
  const intl = useIntl();
  const words = useServerWords();
  const { data, error, waiting } = useRouteQuery(reviewQueueRoute);
  const { refresh, refreshing } = useRouteRefresh(reviewQueueRoute);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [rejecting, setRejecting] = useState<QueueItem | null>(null);
  const [rejectFailure, setRejectFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [review, { loading: reviewing }] = useMutation(ReviewResultMutation);
  const [approveMany, { loading: approving }] = useMutation(ApproveResultsMutation);
  const settings = data?.programmeSettings;
  const items = (data?.resultReviewQueue?.nodes ?? []).map((node) => getFragmentData(ReviewQueueRowFragment, node));

  const select = (fileNames: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const name of fileNames)
        if (on) next.add(name);
        else next.delete(name);
      return next;
    });

  async function onOpen(item: QueueItem) {
    const opened = await openDocument(item.documentPath, intl);
    if (!opened.ok) setOutcome({ tone: 'error', message: opened.message });
  }

  async function decide(item: QueueItem, status: 'APPROVED' | 'REJECTED', comment?: string): Promise<boolean> {
    setBusy(item.fileName);
    try {
      await review({ variables: { fileName: item.fileName, status, comment, expectedStatus: item.status } });
      // Said in the reader's language; the provider's own English ("Review saved") adds nothing to it.
      const done = intl.formatMessage(status === 'APPROVED' ? messages.approved : messages.rejected, { name: item.scholar.name });
      setOutcome({ tone: 'success', message: done });
      select([item.fileName], false);
      return true;
    } catch (failure) {
      const message = errorMessage(failure, REVIEW_FAILED.review);
      if (status === 'APPROVED') setOutcome({ tone: 'error', message });
      else setRejectFailure(message);
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function onReject(comment: string) {
    if (rejecting && (await decide(rejecting, 'REJECTED', comment))) setRejecting(null);
  }

  async function onApproveSelected() {
    const fileNames = [...selected];
    if (fileNames.length > MAX_BULK_APPROVAL) return setOutcome({ tone: 'error', message: BULK_APPROVAL_TOO_MANY });
    try {
      const answer = await approveMany({ variables: { fileNames } });
      const approval = answer.data?.approveResults;
      setSelected(new Set());
      const names = new Map(items.map((item) => [item.fileName, item.scholar.name]));
      if (approval) setOutcome({ tone: 'success', ...bulkApprovalWords(approval, (fileName) => names.get(fileName), intl) });
    } catch (failure) {
      setOutcome({ tone: 'error', message: errorMessage(failure, REVIEW_FAILED.approve) });
    }
  }

  return (
    <Card aria-busy={refreshing || waiting || undefined}>
      <CardHeader
        title={intl.formatMessage({ id: 'admin.results.reviewQueuePage.title', defaultMessage: 'Results to review' })}
        description={
          data?.resultReviewQueue ? (
            <FormattedMessage
              id="admin.results.reviewQueuePage.count"
              defaultMessage="{count, plural, other {# match these filters, oldest upload first.}}"
              values={{ count: data.resultReviewQueue.pageInfo.totalCount }}
            />
          ) : undefined
        }
        action={
          <Button className="min-h-11" disabled={selected.size === 0} busy={approving} onClick={() => void onApproveSelected()}>
            <CheckCheck className="size-4" aria-hidden />
            <FormattedMessage
              id="admin.results.reviewQueuePage.approveSelected"
              defaultMessage="Approve selected ({count})"
              values={{ count: selected.size }}
            />
          </Button>
        }
      />
      {settings && <DeskFilters batches={data.programmeBatches} currentYear={settings.currentAcademicYear} withStatus />}
      {outcome && (
        <div className="px-5 pb-3">
          <Alert tone={outcome.tone} onClose={() => setOutcome(null)}>
            {words(outcome.message)}
            {outcome.details && outcome.details.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {outcome.details.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </Alert>
        </div>
      )}
      <DataView
        value={data?.resultReviewQueue}
        error={error}
        onRetry={refresh}
        loading={intl.formatMessage(messages.loading)}
        failure={{
          title: intl.formatMessage({ id: 'admin.results.reviewQueuePage.failed', defaultMessage: 'The results could not be loaded' }),
          fallback: REVIEW_FAILED.queue,
        }}
        isEmpty={(queue) => queue.nodes.length === 0}
        empty={
          <EmptyState
            icon={FileCheck}
            title={intl.formatMessage({ id: 'admin.results.reviewQueuePage.emptyTitle', defaultMessage: 'No results match these filters' })}
          >
            <FormattedMessage
              id="admin.results.reviewQueuePage.empty"
              defaultMessage="Nothing waits for review here. Change the year, batch or status to see other results."
            />
          </EmptyState>
        }
      >
        {(queue) => (
          <>
            <ReviewQueueTable
              items={queue.nodes}
              selected={selected}
              onSelect={(fileName, on) => select([fileName], on)}
              onSelectAll={select}
              onOpen={(item) => void onOpen(item)}
              onApprove={(item) => void decide(item, 'APPROVED')}
              onReject={(item) => {
                setRejectFailure(null);
                setRejecting(item);
              }}
              busy={busy}
            />
            <Pagination
              pageInfo={queue.pageInfo}
              label={intl.formatMessage({ id: 'admin.results.reviewQueuePage.pages', defaultMessage: 'Results pages' })}
            />
          </>
        )}
      </DataView>
      <RejectDialog
        scholarName={rejecting?.scholar.name ?? null}
        busy={reviewing}
        failure={rejectFailure}
        onReject={(comment) => void onReject(comment)}
        onCancel={() => setRejecting(null)}
      />
    </Card>
  );
}
