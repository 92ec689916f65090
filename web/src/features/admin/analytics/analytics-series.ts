import { defineMessages, type IntlShape } from 'react-intl';
import { ControlNumberStatus, type PaymentType, type ProgrammeAnalyticsQuery } from '@/gql/graphql';
import { controlNumberStatusBadge } from '@/shared/status/control-number-status';
import { MISSING } from '../scholars/scholar-badges';
import type { Cell } from './csv';

// The provider's series laid out for each chart and for its table (the table is also the CSV): words for
// bands, batches and months in the reader's language, and the completion counts as shares of the Active scholars.

export type Analytics = ProgrammeAnalyticsQuery['programmeAnalytics'];

/** A chart's figures as a table: what a screen reader reads and what the CSV holds. */
export type FigureTable = { columns: string[]; rows: Cell[][] };

const oneDecimal = (value: number) => value.toFixed(1);

export const batchLabel = (intl: IntlShape, batchNo: number | null | undefined) =>
  batchNo == null
    ? intl.formatMessage({ id: 'admin.analytics.analyticsSeries.noBatch', defaultMessage: 'No batch' })
    : intl.formatMessage({ id: 'admin.analytics.analyticsSeries.batch', defaultMessage: 'Batch {batchNo}' }, { batchNo });

/** "Below 2.0", then "2.0–2.5": a band includes its lower bound. */
export function bandLabel(intl: IntlShape, { from, to }: { from: number; to: number }): string {
  return from === 0
    ? intl.formatMessage({ id: 'admin.analytics.analyticsSeries.bandBelow', defaultMessage: 'Below {to}' }, { to: oneDecimal(to) })
    : `${oneDecimal(from)}–${oneDecimal(to)}`;
}

/** The series' keys for a batch (a chart reads a row's value by key). */
export const batchKey = (batchNo: number | null) => `batch${batchNo ?? 'None'}`;

export function gpaSeries(intl: IntlShape, analytics: Analytics) {
  const batches = analytics.gpaBands[0]?.batches.map((batch) => batch.batchNo) ?? [];
  const rows = analytics.gpaBands.map((band) => ({
    band: bandLabel(intl, band),
    ...Object.fromEntries(band.batches.map(({ batchNo, count }) => [batchKey(batchNo), count])),
  }));
  const table: FigureTable = {
    columns: [
      intl.formatMessage({ id: 'admin.analytics.analyticsSeries.gpaBand', defaultMessage: 'GPA band' }),
      ...batches.map((batchNo) =>
        intl.formatMessage(
          { id: 'admin.analytics.analyticsSeries.batchResults', defaultMessage: '{batch} results' },
          { batch: batchLabel(intl, batchNo) },
        ),
      ),
    ],
    rows: analytics.gpaBands.map((band) => [bandLabel(intl, band), ...band.batches.map((batch) => batch.count)]),
  };
  return { batches, rows, table };
}

/** 2024-08 → Aug 2024 (Ago 2024 in Kiswahili). */
export function monthLabel(intl: IntlShape, month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  // English months read as the charts have always shown them ('Sep 2024'); British English would write 'Sept'.
  const locale = intl.locale.startsWith('en') ? 'en-US' : intl.locale;
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleDateString(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** A count as a share of the whole, in percent to one decimal; 0 of nobody is 0. */
export function share(count: number, whole: number): number {
  return whole > 0 ? Math.round((count * 1000) / whole) / 10 : 0;
}

export const COMPLETION_LINES = ['results', 'universityFee', 'nhif'] as const;

const COMPLETION_LABELS = defineMessages({
  results: { id: 'admin.analytics.analyticsSeries.resultsUploaded', defaultMessage: 'Results uploaded' },
  universityFee: { id: 'admin.analytics.analyticsSeries.universityFeeSubmitted', defaultMessage: 'University fee submitted' },
  nhif: { id: 'admin.analytics.analyticsSeries.nhifSubmitted', defaultMessage: 'NHIF submitted' },
});

/** A completion line's name, as its legend and its table columns say it. */
export const completionLabel = (intl: IntlShape, key: (typeof COMPLETION_LINES)[number]) => intl.formatMessage(COMPLETION_LABELS[key]);

export function completionSeries(intl: IntlShape, { completion }: Analytics) {
  const { expected, months } = completion;
  const rows = months.map((month) => ({
    month: monthLabel(intl, month.month),
    ...Object.fromEntries(COMPLETION_LINES.map((key) => [key, share(month[key], expected)])),
  }));
  const table: FigureTable = {
    columns: [
      intl.formatMessage({ id: 'admin.analytics.analyticsSeries.month', defaultMessage: 'Month' }),
      ...COMPLETION_LINES.flatMap((key) => {
        const label = completionLabel(intl, key);
        return [
          label,
          intl.formatMessage(
            { id: 'admin.analytics.analyticsSeries.shareOf', defaultMessage: '{label} (% of {expected})' },
            { label, expected },
          ),
        ];
      }),
    ],
    rows: months.map((month) => [
      monthLabel(intl, month.month),
      ...COMPLETION_LINES.flatMap((key) => [month[key], share(month[key], expected)]),
    ]),
  };
  const last = months.at(-1);
  const summary = last
    ? intl.formatMessage(
        {
          id: 'admin.analytics.analyticsSeries.summary',
          defaultMessage:
            'By the end of {month}, of {expected} Active scholars: {results}% results uploaded, {universityFee}% university fee submitted, {nhif}% NHIF submitted.',
        },
        {
          month: monthLabel(intl, last.month),
          expected,
          results: share(last.results, expected),
          universityFee: share(last.universityFee, expected),
          nhif: share(last.nhif, expected),
        },
      )
    : intl.formatMessage({
        id: 'admin.analytics.analyticsSeries.nothingSubmitted',
        defaultMessage: 'Nothing was submitted for the year yet.',
      });
  return { expected, rows, table, summary };
}

/** The universities' chart's one series, as its bar and its table column say it. */
export const activeScholarsLabel = (intl: IntlShape) =>
  intl.formatMessage({ id: 'admin.analytics.analyticsSeries.activeScholars', defaultMessage: 'Active scholars' });

export function universitySeries(intl: IntlShape, { universities }: Analytics) {
  const notGiven = intl.formatMessage({ id: 'admin.analytics.analyticsSeries.notGiven', defaultMessage: 'Not given' });
  const rows = universities.map((university) => ({ university: university.universityName ?? notGiven, scholars: university.scholars }));
  const table: FigureTable = {
    columns: [
      intl.formatMessage({ id: 'admin.analytics.analyticsSeries.university', defaultMessage: 'University' }),
      intl.formatMessage({ id: 'admin.analytics.analyticsSeries.programme', defaultMessage: 'Programme' }),
      activeScholarsLabel(intl),
    ],
    rows: universities.flatMap((university) =>
      university.programmes.map((programme) => [
        university.universityName ?? notGiven,
        programme.programmeName ?? notGiven,
        programme.scholars,
      ]),
    ),
  };
  return { rows, table };
}

export const STATUSES = Object.values(ControlNumberStatus);

export const statusName = (intl: IntlShape, status: ControlNumberStatus) => intl.formatMessage(controlNumberStatusBadge(status).message);
const typeName = (intl: IntlShape, type: PaymentType) => intl.formatMessage(MISSING[type]);

export function paymentSeries(intl: IntlShape, { payments }: Analytics) {
  const rows = payments.map(({ type, statuses }) => ({
    type: typeName(intl, type),
    ...Object.fromEntries(statuses.map(({ status, count }) => [status, count])),
  }));
  const table: FigureTable = {
    columns: [
      intl.formatMessage({ id: 'admin.analytics.analyticsSeries.paymentType', defaultMessage: 'Payment type' }),
      ...STATUSES.map((status) => statusName(intl, status)),
    ],
    rows: payments.map(({ type, statuses }) => [
      typeName(intl, type),
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
