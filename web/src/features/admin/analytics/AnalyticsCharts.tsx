import { useIntl } from 'react-intl';
import {
  activeScholarsLabel,
  batchKey,
  batchLabel,
  COMPLETION_LINES,
  completionLabel,
  completionSeries,
  gpaSeries,
  paymentSeries,
  statusName,
  STATUSES,
  universitySeries,
  type Analytics,
} from './analytics-series';
import { ChartCard } from './ChartCard';
import { Measured } from './charts/Measured';
import { ChartLegend, ColumnChart, LineChart, RowChart, type ChartSeries } from './charts/svg-charts';

const BATCH_COLOURS = ['#0f766e', '#2563eb', '#b45309', '#7c3aed', '#be123c'];
const LINE_COLOURS = { results: '#0f766e', universityFee: '#2563eb', nhif: '#b45309' } as const;
const STATUS_COLOURS = { UNPAID: '#94a3b8', PROCESSING: '#2563eb', PAID: '#15803d', FAILED: '#be123c' } as const;
const HEIGHT = 280;

export function AnalyticsCharts({ analytics }: { analytics: Analytics }) {
  const intl = useIntl();
  const scope = { year: analytics.year, batchNo: analytics.batchNo };
  const gpa = gpaSeries(intl, analytics);
  const completion = completionSeries(intl, analytics);
  const universities = universitySeries(intl, analytics);
  const payments = paymentSeries(intl, analytics);
  const completionLines: ChartSeries[] = COMPLETION_LINES.map((key) => ({
    key,
    label: completionLabel(intl, key),
    colour: LINE_COLOURS[key],
  }));
  const batches: ChartSeries[] = gpa.batches.map((batchNo, i) => ({
    key: batchKey(batchNo),
    label: batchLabel(intl, batchNo),
    colour: BATCH_COLOURS[i % BATCH_COLOURS.length]!,
  }));
  const statuses: ChartSeries[] = STATUSES.map((status) => ({
    key: status,
    label: statusName(intl, status),
    colour: STATUS_COLOURS[status],
  }));
  const scholars: ChartSeries[] = [{ key: 'scholars', label: activeScholarsLabel(intl), colour: BATCH_COLOURS[0]! }];
  const universitiesHeight = Math.max(200, 36 * universities.rows.length + 40);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard
        name="completion"
        title={intl.formatMessage({
          id: 'admin.analytics.analyticsCharts.completion',
          defaultMessage: 'Results and control numbers over the year',
        })}
        description={completion.summary}
        table={completion.table}
        scope={scope}
        className="lg:col-span-2"
      >
        <Measured height={HEIGHT}>
          {(width) => (
            <LineChart width={width} height={HEIGHT} rows={completion.rows} category="month" series={completionLines} max={100} unit="%" />
          )}
        </Measured>
        <ChartLegend series={completionLines} />
      </ChartCard>
      <ChartCard
        name="gpa"
        title={intl.formatMessage({ id: 'admin.analytics.analyticsCharts.gpa', defaultMessage: 'GPA distribution per batch' })}
        description={intl.formatMessage({
          id: 'admin.analytics.analyticsCharts.gpaDescription',
          defaultMessage: "The year's results in GPA bands (a band includes its lower bound); rejected results are left out.",
        })}
        table={gpa.table}
        scope={scope}
      >
        <Measured height={HEIGHT}>
          {(width) => <ColumnChart width={width} height={HEIGHT} rows={gpa.rows} category="band" series={batches} />}
        </Measured>
        <ChartLegend series={batches} />
      </ChartCard>
      <ChartCard
        name="payments"
        title={intl.formatMessage({ id: 'admin.analytics.analyticsCharts.payments', defaultMessage: 'Control numbers by type and status' })}
        description={intl.formatMessage({
          id: 'admin.analytics.analyticsCharts.paymentsDescription',
          defaultMessage: "The year's control numbers of each payment type, by where they stand.",
        })}
        table={payments.table}
        scope={scope}
      >
        <Measured height={HEIGHT}>
          {(width) => <ColumnChart width={width} height={HEIGHT} rows={payments.rows} category="type" series={statuses} stacked />}
        </Measured>
        <ChartLegend series={statuses} />
      </ChartCard>
      <ChartCard
        name="universities"
        title={intl.formatMessage({ id: 'admin.analytics.analyticsCharts.universities', defaultMessage: 'Scholars per university' })}
        description={intl.formatMessage({
          id: 'admin.analytics.analyticsCharts.universitiesDescription',
          defaultMessage: 'Active scholars at each university; the table also splits them by programme.',
        })}
        table={universities.table}
        scope={scope}
        className="lg:col-span-2"
      >
        <Measured height={universitiesHeight}>
          {(width) => (
            <RowChart width={width} height={universitiesHeight} rows={universities.rows} category="university" series={scholars} />
          )}
        </Measured>
      </ChartCard>
    </div>
  );
}
