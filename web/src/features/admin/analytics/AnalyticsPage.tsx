import { ANALYTICS_FAILED } from '@nuru/rules/analytics';
import { ChartNoAxesColumn } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { AnalyticsCharts } from './AnalyticsCharts';
import { AnalyticsFilters } from './AnalyticsFilters';
import { analyticsRoute } from './analytics-route';
import { batchLabel, hasNothingToChart } from './analytics-series';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

const messages = defineMessages({
  loading: { id: 'admin.analytics.analyticsPage.loading', defaultMessage: 'Loading the analytics...' },
});

export function AnalyticsPage() {
  const intl = useIntl();
  return (
    <SuspenseCard loading={intl.formatMessage(messages.loading)}>
      <AnalyticsContent />
    </SuspenseCard>
  );
}

function AnalyticsContent() {
  const { data, error, waiting } = useRouteQuery(analyticsRoute);
  const { refresh, refreshing } = useRouteRefresh(analyticsRoute);
  const analytics = data?.programmeAnalytics;
  const currentYear = data?.programmeSettings.currentAcademicYear;
  const intl = useIntl();
  return (
    <div className="space-y-6" aria-busy={refreshing || waiting || undefined}>
      <Card>
        <CardHeader
          title={
            analytics
              ? intl.formatMessage(
                  { id: 'admin.analytics.analyticsPage.yearTitle', defaultMessage: 'The programme in {year}' },
                  { year: analytics.year },
                )
              : intl.formatMessage({ id: 'admin.analytics.analyticsPage.title', defaultMessage: 'The programme' })
          }
          description={
            <FormattedMessage
              id="admin.analytics.analyticsPage.description"
              defaultMessage="{scope}. Each chart downloads as CSV and PNG, and shows its figures as a table."
              values={{
                scope: analytics?.batchNo
                  ? batchLabel(intl, analytics.batchNo)
                  : intl.formatMessage({ id: 'admin.analytics.analyticsPage.everyBatch', defaultMessage: 'Every batch' }),
              }}
            />
          }
        />
        {currentYear && <AnalyticsFilters batches={data.programmeBatches} currentYear={currentYear} />}
      </Card>
      <DataView
        value={analytics}
        error={error}
        onRetry={refresh}
        loading={intl.formatMessage(messages.loading)}
        failure={{
          title: intl.formatMessage({ id: 'admin.analytics.analyticsPage.failed', defaultMessage: 'The analytics could not be loaded' }),
          fallback: ANALYTICS_FAILED,
        }}
        isEmpty={hasNothingToChart}
        empty={
          <EmptyState
            icon={ChartNoAxesColumn}
            title={intl.formatMessage({
              id: 'admin.analytics.analyticsPage.emptyTitle',
              defaultMessage: 'Nothing to chart for these filters',
            })}
          >
            <FormattedMessage
              id="admin.analytics.analyticsPage.empty"
              defaultMessage="No Active scholar, result or control number in this year and batch. Choose another year or batch."
            />
          </EmptyState>
        }
        frame={(face) => <Card>{face}</Card>}
      >
        {(found) => <AnalyticsCharts analytics={found} />}
      </DataView>
    </div>
  );
}
