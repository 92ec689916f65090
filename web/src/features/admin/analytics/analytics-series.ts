import { ControlNumberStatus, type PaymentType, type ProgrammeAnalyticsQuery } from '@/gql/graphql';
import { CONTROL_NUMBER, MISSING_LABELS } from '../scholars/scholar-badges';
import type { Cell } from './csv';

// The provider's series laid out for each chart and for its table (the table is also the CSV): words for
// bands, batches and months, and the completion counts as shares of the Active scholars.

export type Analytics = ProgrammeAnalyticsQuery['programmeAnalytics'];

/** A chart's figures as a table: what a screen reader reads and what the CSV holds. */
export type FigureTable = { columns: string[]; rows: Cell[][] };

const oneDecimal = (value: number) => value.toFixed(1);

export const batchLabel = (batchNo: number | null | undefined) => (batchNo == null ? 'No batch' : `Batch ${batchNo}`);

/** "Below 2.0", then "2.0–2.5": a band includes its lower bound. */
export function bandLabel({ from, to }: { from: number; to: number }): string {
  return from === 0 ? `Below ${oneDecimal(to)}` : `${oneDecimal(from)}–${oneDecimal(to)}`;
}

/** The series' keys for a batch (recharts reads a row's value by key). */
export const batchKey = (batchNo: number | null) => `batch${batchNo ?? 'None'}`;

export function gpaSeries(analytics: Analytics) {
  const batches = analytics.gpaBands[0]?.batches.map((batch) => batch.batchNo) ?? [];
  const rows = analytics.gpaBands.map((band) => ({
    band: bandLabel(band),
    ...Object.fromEntries(band.batches.map(({ batchNo, count }) => [batchKey(batchNo), count])),
  }));
  const table: FigureTable = {
    columns: ['GPA band', ...batches.map((batchNo) => `${batchLabel(batchNo)} results`)],
    rows: analytics.gpaBands.map((band) => [bandLabel(band), ...band.batches.map((batch) => batch.count)]),
  };
  return { batches, rows, table };
}

/** 2024-08 → Aug 2024. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A count as a share of the whole, in percent to one decimal; 0 of nobody is 0. */
export function share(count: number, whole: number): number {
  return whole > 0 ? Math.round((count * 1000) / whole) / 10 : 0;
}

export const COMPLETION_LINES = [
  { key: 'results', label: 'Results uploaded', phrase: 'results uploaded' },
  { key: 'universityFee', label: 'University fee submitted', phrase: 'university fee submitted' },
  { key: 'nhif', label: 'NHIF submitted', phrase: 'NHIF submitted' },
] as const;

export function completionSeries({ completion }: Analytics) {
  const { expected, months } = completion;
  const rows = months.map((month) => ({
    month: monthLabel(month.month),
    ...Object.fromEntries(COMPLETION_LINES.map(({ key }) => [key, share(month[key], expected)])),
  }));
  const table: FigureTable = {
    columns: ['Month', ...COMPLETION_LINES.flatMap(({ label }) => [label, `${label} (% of ${expected})`])],
    rows: months.map((month) => [
      monthLabel(month.month),
      ...COMPLETION_LINES.flatMap(({ key }) => [month[key], share(month[key], expected)]),
    ]),
  };
  const last = months.at(-1);
  const summary = last
    ? `By the end of ${monthLabel(last.month)}, of ${expected} Active scholars: ${COMPLETION_LINES.map(
        ({ key, phrase }) => `${share(last[key], expected)}% ${phrase}`,
      ).join(', ')}.`
    : 'Nothing was submitted for the year yet.';
  return { expected, rows, table, summary };
}

const NOT_GIVEN = 'Not given';

export function universitySeries({ universities }: Analytics) {
  const rows = universities.map((university) => ({ university: university.universityName ?? NOT_GIVEN, scholars: university.scholars }));
  const table: FigureTable = {
    columns: ['University', 'Programme', 'Active scholars'],
    rows: universities.flatMap((university) =>
      university.programmes.map((programme) => [
        university.universityName ?? NOT_GIVEN,
        programme.programmeName ?? NOT_GIVEN,
        programme.scholars,
      ]),
    ),
  };
  return { rows, table };
}

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = MISSING_LABELS;
export const STATUSES = Object.values(ControlNumberStatus);

export function paymentSeries({ payments }: Analytics) {
  const rows = payments.map(({ type, statuses }) => ({
    type: PAYMENT_TYPE_LABELS[type],
    ...Object.fromEntries(statuses.map(({ status, count }) => [status, count])),
  }));
  const table: FigureTable = {
    columns: ['Payment type', ...STATUSES.map((status) => CONTROL_NUMBER[status].label)],
    rows: payments.map(({ type, statuses }) => [
      PAYMENT_TYPE_LABELS[type],
      ...STATUSES.map((status) => statuses.find((counted) => counted.status === status)?.count ?? 0),
    ]),
  };
  return { rows, table };
}

/** Nothing to chart: no Active scholar, no result and no control number in scope. */
export function hasNothingToChart(analytics: Analytics): boolean {
  return (
    analytics.completion.expected === 0 &&
    analytics.universities.length === 0 &&
    analytics.gpaBands.every((band) => band.batches.every((batch) => batch.count === 0)) &&
    analytics.payments.every((payment) => payment.statuses.every((status) => status.count === 0))
  );
}

/** A file name for a chart's download: analytics-gpa-2024-2025-batch-2.csv. */
export function downloadName(chart: string, analytics: Pick<Analytics, 'year' | 'batchNo'>, extension: 'csv' | 'png'): string {
  const batch = analytics.batchNo == null ? 'all-batches' : `batch-${analytics.batchNo}`;
  return `analytics-${chart}-${analytics.year}-${batch}.${extension}`;
}
