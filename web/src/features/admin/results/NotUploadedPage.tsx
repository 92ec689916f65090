import { REVIEW_FAILED } from '@nuru/rules/results';
import { PartyPopper } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { DayTimeText } from '@/shared/i18n/use-dates';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Pagination } from '../components/Pagination';
import { useSendReminders } from '../components/SendReminders';
import { bodyCell, TableFrame, TableHead } from '../components/TableFrame';
import { DeskFilters } from './DeskFilters';
import { notUploadedRoute } from './not-uploaded-route';
import { notUploadedArgs } from './results-desk-params';
import { ResultsDeskTabs } from './ResultsDeskTabs';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

export function NotUploadedPage() {
  return (
    <div className="space-y-4">
      <ResultsDeskTabs />
      <SuspenseCard loading="Loading scholars...">
        <NotUploadedContent />
      </SuspenseCard>
    </div>
  );
}

function NotUploadedContent() {
  const { data, error } = useRouteQuery(notUploadedRoute);
  const { refresh, refreshing } = useRouteRefresh(notUploadedRoute);
  const [params] = useSearchParams();
  const reminders = useSendReminders('RESULTS', refresh);
  const settings = data?.programmeSettings;
  const { year: chosenYear, batchNo } = notUploadedArgs(params);
  const year = chosenYear ?? settings?.currentAcademicYear;
  const total = data?.resultsNotUploaded?.pageInfo.totalCount ?? 0;

  return (
    <Card aria-busy={refreshing || undefined}>
      <CardHeader
        title={`Not uploaded${year ? ` for ${year}` : ''}`}
        description={
          data?.resultsNotUploaded ? `${total} active ${total === 1 ? 'scholar has' : 'scholars have'} no results for the year.` : undefined
        }
        action={reminders.button(year, batchNo, total === 0)}
      />
      {settings && <DeskFilters batches={data.programmeBatches} currentYear={settings.currentAcademicYear} withStatus={false} />}
      {reminders.notice}
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
                      {scholar.lastRemindedAt ? <DayTimeText value={scholar.lastRemindedAt} /> : 'Never'}
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
