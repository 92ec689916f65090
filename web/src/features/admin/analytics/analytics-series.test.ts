import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { analyticsAnswer } from './analytics-fixtures';
import {
  bandLabel,
  completionSeries,
  downloadName,
  gpaSeries,
  hasNothingToChart,
  monthLabel,
  paymentSeries,
  share,
  universitySeries,
} from './analytics-series';

// The words in English, as the app says them when no other language is chosen.
const intl = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });

describe('words of the series', () => {
  it.each([
    [{ from: 0, to: 2 }, 'Below 2.0'],
    [{ from: 2, to: 2.5 }, '2.0–2.5'],
    [{ from: 4.5, to: 5 }, '4.5–5.0'],
  ])('band %j is %s', (band, label) => expect(bandLabel(intl, band)).toBe(label));
  it.each([
    ['2024-08', 'Aug 2024'],
    ['2024-09', 'Sep 2024'],
    ['2025-01', 'Jan 2025'],
    ['soon', 'soon'],
  ])('month %s is %s', (month, label) => expect(monthLabel(intl, month)).toBe(label));
  it.each([
    [0, 0, 0],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [140, 140, 100],
  ])('%s of %s is %s%', (count, whole, percent) => expect(share(count, whole)).toBe(percent));
  it.each([
    [{ year: '2024-2025', batchNo: null }, 'analytics-gpa-2024-2025-all-batches.csv'],
    [{ year: '2023-2024', batchNo: 2 }, 'analytics-gpa-2023-2024-batch-2.csv'],
  ])('%j downloads as %s', (scope, name) => expect(downloadName('gpa', scope, 'csv')).toBe(name));
});

describe('the tables behind the charts', () => {
  const analytics = analyticsAnswer();

  it('has a row per GPA band with a column per batch', () => {
    const { batches, rows, table } = gpaSeries(intl, analytics);
    expect(batches).toEqual([1, 2]);
    expect(table.columns).toEqual(['GPA band', 'Batch 1 results', 'Batch 2 results']);
    expect(table.rows[3]).toEqual(['3.0–3.5', 3, 6]);
    expect(rows[3]).toEqual({ band: '3.0–3.5', batch1: 3, batch2: 6 });
  });

  it('has a row per month with each count and its share of the Active scholars', () => {
    const { rows, table, summary } = completionSeries(intl, analytics);
    expect(summary).toBe(
      'By the end of Oct 2024, of 120 Active scholars: 75% results uploaded, 20% university fee submitted, 15% NHIF submitted.',
    );
    expect(table.columns).toEqual([
      'Month',
      'Results uploaded',
      'Results uploaded (% of 120)',
      'University fee submitted',
      'University fee submitted (% of 120)',
      'NHIF submitted',
      'NHIF submitted (% of 120)',
    ]);
    expect(table.rows[2]).toEqual(['Oct 2024', 90, 75, 24, 20, 18, 15]);
    expect(rows[1]).toEqual({ month: 'Sep 2024', results: 25, universityFee: 10, nhif: 5 });
  });

  it('has a row per programme of each university, a missing name said so', () => {
    const { rows, table } = universitySeries(intl, analytics);
    expect(rows).toEqual([
      { university: 'University of Dar es Salaam', scholars: 70 },
      { university: 'Not given', scholars: 50 },
    ]);
    expect(table.rows).toEqual([
      ['University of Dar es Salaam', 'BSc Computer Science', 40],
      ['University of Dar es Salaam', '=cmd|calc', 30],
      ['Not given', 'Not given', 50],
    ]);
  });

  it('has a row per payment type with a column per status', () => {
    const { rows, table } = paymentSeries(intl, analytics);
    expect(table.columns).toEqual(['Payment type', 'Unpaid', 'Processing', 'Paid', 'Failed']);
    expect(table.rows).toEqual([
      ['University fee', 1, 2, 3, 4],
      ['NHIF', 2, 4, 6, 8],
    ]);
    expect(rows[1]).toEqual({ type: 'NHIF', UNPAID: 2, PROCESSING: 4, PAID: 6, FAILED: 8 });
  });

  it('has something to chart unless every count is zero', () => {
    expect(hasNothingToChart(analytics)).toBe(false);
    const nothing = {
      ...analytics,
      completion: { ...analytics.completion, expected: 0 },
      universities: [],
      gpaBands: analytics.gpaBands.map((band) => ({ ...band, batches: band.batches.map((batch) => ({ ...batch, count: 0 })) })),
      payments: analytics.payments.map((payment) => ({ ...payment, statuses: payment.statuses.map((s) => ({ ...s, count: 0 })) })),
    };
    expect(hasNothingToChart(nothing)).toBe(true);
  });
});
