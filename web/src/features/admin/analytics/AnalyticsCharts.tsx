import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type LegendPayload,
} from 'recharts';
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

// recharts stays in this file, which only the analytics page imports: the route's own chunk, no other page's.

const BATCH_COLOURS = ['#0f766e', '#2563eb', '#b45309', '#7c3aed', '#be123c'];
const LINE_COLOURS = { results: '#0f766e', universityFee: '#2563eb', nhif: '#b45309' } as const;
const STATUS_COLOURS = { UNPAID: '#94a3b8', PROCESSING: '#2563eb', PAID: '#15803d', FAILED: '#be123c' } as const;
const tick = { fontSize: 12, fill: '#475569' };
// Charts are drawn once, not animated: the PNG and a browser test see the finished chart.
const still = { isAnimationActive: false } as const;

/** A legend in the order the series are drawn (recharts sorts it by name otherwise). */
const inOrder = (keys: readonly unknown[]) => (item: LegendPayload) => keys.indexOf(item.dataKey);

const shortened = (text: string, length = 22) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

export function AnalyticsCharts({ analytics }: { analytics: Analytics }) {
  const intl = useIntl();
  const scope = { year: analytics.year, batchNo: analytics.batchNo };
  const gpa = gpaSeries(intl, analytics);
  const completion = completionSeries(intl, analytics);
  const universities = universitySeries(intl, analytics);
  const payments = paymentSeries(intl, analytics);
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
        <ResponsiveContainer width="100%" height={280}>
          <LineChart data={completion.rows} accessibilityLayer={false} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="month" tick={tick} />
            <YAxis domain={[0, 100]} unit="%" tick={tick} width={48} />
            <Tooltip formatter={(value) => `${String(value)}%`} />
            <Legend itemSorter={inOrder(COMPLETION_LINES)} />
            {COMPLETION_LINES.map((key) => (
              <Line key={key} dataKey={key} name={completionLabel(intl, key)} stroke={LINE_COLOURS[key]} strokeWidth={2} {...still} />
            ))}
          </LineChart>
        </ResponsiveContainer>
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
        <ResponsiveContainer width="100%" height={280}>
          <BarChart data={gpa.rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="band" tick={tick} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={tick} width={40} />
            <Tooltip />
            <Legend itemSorter={inOrder(gpa.batches.map(batchKey))} />
            {gpa.batches.map((batchNo, i) => (
              <Bar
                key={batchKey(batchNo)}
                dataKey={batchKey(batchNo)}
                name={batchLabel(intl, batchNo)}
                fill={BATCH_COLOURS[i % BATCH_COLOURS.length]}
                {...still}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
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
        <ResponsiveContainer width="100%" height={280}>
          <BarChart data={payments.rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="type" tick={tick} />
            <YAxis allowDecimals={false} tick={tick} width={40} />
            <Tooltip />
            <Legend itemSorter={inOrder(STATUSES)} />
            {STATUSES.map((status) => (
              <Bar
                key={status}
                dataKey={status}
                name={statusName(intl, status)}
                stackId="statuses"
                fill={STATUS_COLOURS[status]}
                {...still}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
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
        <ResponsiveContainer width="100%" height={Math.max(200, 36 * universities.rows.length + 40)}>
          <BarChart
            data={universities.rows}
            layout="vertical"
            accessibilityLayer={false}
            margin={{ top: 8, right: 16, left: 0, bottom: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={tick} />
            <YAxis
              type="category"
              dataKey="university"
              tick={tick}
              width={150}
              interval={0}
              tickFormatter={(name: string) => shortened(name)}
            />
            <Tooltip />
            <Bar dataKey="scholars" name={activeScholarsLabel(intl)} fill={BATCH_COLOURS[0]} {...still} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
