import { REVIEW_FAILED } from '@nuru/rules/results';
import { PartyPopper } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
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

const messages = defineMessages<{ loading: NoMessageValues; title: NoMessageValues; titleForYear: { year: string } }>({
  loading: { id: 'admin.results.notUploadedPage.loading', defaultMessage: 'Loading scholars...' },
  title: { id: 'admin.results.notUploadedPage.title', defaultMessage: 'Not uploaded' },
  titleForYear: { id: 'admin.results.notUploadedPage.titleForYear', defaultMessage: 'Not uploaded for {year}' },
});

const COLUMNS = defineMessages({
  scholar: { id: 'admin.results.notUploadedPage.scholar', defaultMessage: 'Scholar' },
  batch: { id: 'admin.results.notUploadedPage.batch', defaultMessage: 'Batch' },
  university: { id: 'admin.results.notUploadedPage.university', defaultMessage: 'University and programme' },
  lastReminded: { id: 'admin.results.notUploadedPage.lastReminded', defaultMessage: 'Last reminded' },
});

export function NotUploadedPage() {
  const intl = useIntl();
  return (
    <div className="space-y-4">
      <ResultsDeskTabs />
      <SuspenseCard loading={intl.formatMessage(messages.loading)}>
        <NotUploadedContent />
      </SuspenseCard>
    </div>
  );
}

function NotUploadedContent() {
  const intl = useIntl();
  const { data, error, waiting } = useRouteQuery(notUploadedRoute);
  const { refresh, refreshing } = useRouteRefresh(notUploadedRoute);
  const [params] = useSearchParams();
  const reminders = useSendReminders('RESULTS', refresh);
  const settings = data?.programmeSettings;
  const { year: chosenYear, batchNo } = notUploadedArgs(params);
  const year = chosenYear ?? settings?.currentAcademicYear;
  const total = data?.resultsNotUploaded?.pageInfo.totalCount ?? 0;

  return (
    <Card aria-busy={refreshing || waiting || undefined}>
      <CardHeader
        title={year ? intl.formatMessage(messages.titleForYear, { year }) : intl.formatMessage(messages.title)}
        description={
          data?.resultsNotUploaded ? (
            <FormattedMessage
              id="admin.results.notUploadedPage.count"
              defaultMessage="{count, plural, one {# active scholar has} other {# active scholars have}} no results for the year."
              values={{ count: total }}
            />
          ) : undefined
        }
        action={reminders.button(year, batchNo, total === 0)}
      />
      {settings && <DeskFilters batches={data.programmeBatches} currentYear={settings.currentAcademicYear} withStatus={false} />}
      {reminders.notice}
      <DataView
        value={data?.resultsNotUploaded}
        error={error}
        onRetry={refresh}
        loading={intl.formatMessage(messages.loading)}
        failure={{
          title: intl.formatMessage({ id: 'admin.results.notUploadedPage.failed', defaultMessage: 'The scholars could not be loaded' }),
          fallback: REVIEW_FAILED.notUploaded,
        }}
        isEmpty={(list) => list.nodes.length === 0}
        empty={
          <EmptyState
            icon={PartyPopper}
            title={intl.formatMessage({ id: 'admin.results.notUploadedPage.emptyTitle', defaultMessage: 'Everyone has uploaded' })}
          >
            <FormattedMessage
              id="admin.results.notUploadedPage.empty"
              defaultMessage="Every active scholar of this year and batch has uploaded results."
            />
          </EmptyState>
        }
      >
        {(list) => (
          <>
            <TableFrame
              caption={intl.formatMessage({ id: 'admin.results.notUploadedPage.caption', defaultMessage: 'Scholars without results' })}
            >
              <TableHead columns={Object.values(COLUMNS).map((column) => intl.formatMessage(column))} />
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
                      {scholar.lastRemindedAt ? (
                        <DayTimeText value={scholar.lastRemindedAt} />
                      ) : (
                        intl.formatMessage({ id: 'admin.results.notUploadedPage.never', defaultMessage: 'Never' })
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableFrame>
            <Pagination
              pageInfo={list.pageInfo}
              label={intl.formatMessage({ id: 'admin.results.notUploadedPage.pages', defaultMessage: 'Scholars pages' })}
            />
          </>
        )}
      </DataView>
    </Card>
  );
}
