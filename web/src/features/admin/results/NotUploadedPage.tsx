import { useMutation } from '@apollo/client/react';
import { REVIEW_FAILED } from '@nuru/rules/results';
import { MailWarning, PartyPopper } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/shared/api/errors';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { formatDateTime } from '@/shared/rules/format';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadingState } from '@/shared/ui/LoadingState';
import { Pagination } from '../components/Pagination';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { DeskFilters } from './DeskFilters';
import { notUploadedRoute } from './not-uploaded-route';
import { notUploadedArgs } from './results-desk-params';
import { ResultsDeskTabs } from './ResultsDeskTabs';
import { SendRemindersMutation } from './review-mutations';

export function NotUploadedPage() {
  return (
    <div className="space-y-4">
      <ResultsDeskTabs />
      <Suspense
        fallback={
          <Card>
            <LoadingState>Loading scholars...</LoadingState>
          </Card>
        }
      >
        <NotUploadedContent />
      </Suspense>
    </div>
  );
}

function NotUploadedContent() {
  const { data, error } = useRouteQuery(notUploadedRoute);
  const { refresh, refreshing } = useRouteRefresh(notUploadedRoute);
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [send, { loading }] = useMutation(SendRemindersMutation);
  const settings = data?.programmeSettings;
  const { year: chosenYear, batchNo } = notUploadedArgs(params);
  const year = chosenYear ?? settings?.currentAcademicYear;
  const total = data?.resultsNotUploaded?.pageInfo.totalCount ?? 0;

  async function onSend() {
    if (!year) return;
    setOutcome(null);
    try {
      const answer = await send({ variables: { kind: 'RESULTS', year, batchNo } });
      if (answer.data) setOutcome({ tone: 'success', message: answer.data.sendReminders.message });
      refresh();
    } catch (failure) {
      setOutcome({ tone: 'error', message: errorMessage(failure, REVIEW_FAILED.reminders) });
    }
  }

  return (
    <Card aria-busy={refreshing || undefined}>
      <CardHeader
        title={`Not uploaded${year ? ` for ${year}` : ''}`}
        description={
          data?.resultsNotUploaded ? `${total} active ${total === 1 ? 'scholar has' : 'scholars have'} no results for the year.` : undefined
        }
        action={
          <Button className="min-h-11" busy={loading} disabled={!year || total === 0} onClick={() => void onSend()}>
            <MailWarning className="size-4" aria-hidden />
            Send reminders
          </Button>
        }
      />
      {settings && <DeskFilters batches={settings.activeBatches} currentYear={settings.currentAcademicYear} withStatus={false} />}
      <p className="px-5 pb-3 text-xs text-slate-500">
        Reminders go by e-mail to every scholar listed (of the chosen batch), on every page. Anyone reminded in the last 24 hours is
        skipped.
      </p>
      {outcome && (
        <div className="px-5 pb-3">
          <Alert tone={outcome.tone} onClose={() => setOutcome(null)}>
            {outcome.message}
          </Alert>
        </div>
      )}
      <DataView
        value={data?.resultsNotUploaded}
        error={error}
        onRetry={refresh}
        loading="Loading scholars..."
        failure={{ title: 'The scholars could not be loaded', fallback: REVIEW_FAILED.notUploaded }}
        isEmpty={(list) => list.nodes.length === 0}
        empty={
          <EmptyState icon={PartyPopper} title="Everyone has uploaded">
            Every active scholar of this year and batch has uploaded results.
          </EmptyState>
        }
      >
        {(list) => (
          <>
            <TableFrame caption="Scholars without results">
              <TableHead columns={['Scholar', 'Batch', 'University and programme', 'Last reminded']} />
              <tbody className="divide-y divide-slate-100 bg-white">
                {list.nodes.map((scholar) => (
                  <tr key={scholar.id}>
                    <td className={bodyCell}>
                      <p className="font-medium text-slate-900">{scholar.name}</p>
                      <p className="text-xs break-all text-slate-500">{scholar.email}</p>
                    </td>
                    <td className={bodyCell}>{scholar.batchNo ?? '—'}</td>
                    <td className={bodyCell}>
                      <p>{scholar.universityName ?? '—'}</p>
                      <p className="text-xs text-slate-500">{scholar.programmeName ?? ''}</p>
                    </td>
                    <td className={`${bodyCell} whitespace-nowrap`}>
                      {scholar.lastRemindedAt ? formatDateTime(scholar.lastRemindedAt) : 'Never'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
            <Pagination pageInfo={list.pageInfo} label="Scholars pages" />
          </>
        )}
      </DataView>
    </Card>
  );
}
