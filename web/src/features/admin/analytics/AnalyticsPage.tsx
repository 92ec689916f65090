import { ANALYTICS_FAILED } from '@nuru/rules/analytics';
import { ChartNoAxesColumn } from 'lucide-react';
import { useRouteQuery, useRouteRefresh } from '@/shared/api/route-query';
import { Card, CardHeader } from '@/shared/ui/Card';
import { DataView } from '@/shared/ui/DataView';
import { EmptyState } from '@/shared/ui/EmptyState';
import { AnalyticsCharts } from './AnalyticsCharts';
import { AnalyticsFilters } from './AnalyticsFilters';
import { analyticsRoute } from './analytics-route';
import { hasNothingToChart } from './analytics-series';
import { SuspenseCard } from '@/shared/ui/SuspenseCard';

const LOADING = 'Loading the analytics...';

export function AnalyticsPage() {
  return (
    <SuspenseCard loading={LOADING}>
      <AnalyticsContent />
    </SuspenseCard>
  );
}

function AnalyticsContent() {
  const { data, error } = useRouteQuery(analyticsRoute);
  const { refresh, refreshing } = useRouteRefresh(analyticsRoute);
  const analytics = data?.programmeAnalytics;
  const currentYear = data?.programmeSettings.currentAcademicYear;
  return (
    <div className="space-y-6" aria-busy={refreshing || undefined}>
      <Card>
        <CardHeader
          title={analytics ? `The programme in ${analytics.year}` : 'The programme'}
          description={`${analytics?.batchNo ? `Batch ${analytics.batchNo}` : 'Every batch'}. Each chart downloads as CSV and PNG, and shows its figures as a table.`}
        />
        {currentYear && <AnalyticsFilters batches={data.programmeBatches} currentYear={currentYear} />}
      </Card>
      <DataView
        value={analytics}
        error={error}
        onRetry={refresh}
        loading={LOADING}
        failure={{ title: 'The analytics could not be loaded', fallback: ANALYTICS_FAILED }}
        isEmpty={hasNothingToChart}
        empty={
          <EmptyState icon={ChartNoAxesColumn} title="Nothing to chart for these filters">
            No Active scholar, result or control number in this year and batch. Choose another year or batch.
          </EmptyState>
        }
        frame={(face) => <Card>{face}</Card>}
      >
        {(found) => <AnalyticsCharts analytics={found} />}
      </DataView>
    </div>
  );
}
