import { describe, expect, it } from 'vitest';
import {
  analyticsFilter,
  batchesInScope,
  cumulativeCompletion,
  GPA_BANDS,
  gpaBandOf,
  gpaDistribution,
  monthsOf,
  paymentsByStatus,
  scholarsByUniversity,
  tanzanianMonth,
} from './analytics-rules.js';

describe('gpaBandOf', () => {
  it.each([
    [0, 0],
    [1.9, 0],
    [2, 1],
    [2.4, 1],
    [2.5, 2],
    [2.9999999, 3],
    [3.45, 3],
    [4.4, 5],
    [4.5, 6],
    [5, 6],
    [5.1, -1],
    [-0.1, -1],
    [Number.NaN, -1],
  ])('puts %s in band %s', (gpa, band) => expect(gpaBandOf(gpa)).toBe(band));

  it('has contiguous bands from 0 to 5', () => {
    expect(GPA_BANDS[0]!.from).toBe(0);
    expect(GPA_BANDS.at(-1)!.to).toBe(5);
    GPA_BANDS.slice(1).forEach((band, i) => expect(band.from).toBe(GPA_BANDS[i]!.to));
  });
});

describe('gpaDistribution', () => {
  it.each([
    {
      name: 'counts per batch and band, zeros for a batch without results',
      rows: [
        { batchNo: 1, gpa: 3.2, results: 2 },
        { batchNo: 1, gpa: 3.4, results: 1 },
        { batchNo: 2, gpa: 4.8, results: 1 },
      ],
      batches: [1, 2, 3],
      expected: [
        { batchNo: 1, counts: [0, 0, 0, 3, 0, 0, 0] },
        { batchNo: 2, counts: [0, 0, 0, 0, 0, 0, 1] },
        { batchNo: 3, counts: [0, 0, 0, 0, 0, 0, 0] },
      ],
    },
    {
      name: 'leaves out a batch not in scope and a GPA off the scale',
      rows: [
        { batchNo: 2, gpa: 3, results: 1 },
        { batchNo: 1, gpa: 7, results: 1 },
        { batchNo: null, gpa: 2, results: 4 },
      ],
      batches: [1, null],
      expected: [
        { batchNo: 1, counts: [0, 0, 0, 0, 0, 0, 0] },
        { batchNo: null, counts: [0, 4, 0, 0, 0, 0, 0] },
      ],
    },
  ])('$name', ({ rows, batches, expected }) => expect(gpaDistribution(rows, batches)).toEqual(expected));
});

describe('batchesInScope', () => {
  it.each([
    { withScholars: [2, 1, null], active: [1, 3], filter: undefined, expected: [1, 2, 3, null] },
    { withScholars: [1, 2], active: [1, 2], filter: 2, expected: [2] },
    { withScholars: [], active: [1], filter: 9, expected: [9] },
  ])('$withScholars with active $active and filter $filter', ({ withScholars, active, filter, expected }) =>
    expect(batchesInScope(withScholars, active, filter)).toEqual(expected),
  );
});

describe('monthsOf', () => {
  it('spans August through July of a year that is over', () => {
    const months = monthsOf('Y2024_2025', '2026-11', []);
    expect([months[0], months.at(-1), months.length]).toEqual(['2024-08', '2025-07', 12]);
  });
  it.each([
    { name: 'stops at the current month', current: '2024-11', events: [], expected: ['2024-08', '2024-11', 4] },
    { name: 'shows the first month of a year not started', current: '2024-03', events: [], expected: ['2024-08', '2024-08', 1] },
    { name: 'stretches to a late upload', current: '2026-11', events: ['2025-09'], expected: ['2024-08', '2025-09', 14] },
    { name: 'stretches back to an early one', current: '2026-11', events: ['2024-06'], expected: ['2024-06', '2025-07', 14] },
    { name: 'crosses a new year', current: '2025-01', events: ['2024-12'], expected: ['2024-08', '2025-01', 6] },
  ])('$name', ({ current, events, expected }) => {
    const months = monthsOf('Y2024_2025', current, events);
    expect([months[0], months.at(-1), months.length]).toEqual(expected);
    expect(new Set(months).size).toBe(months.length);
  });
});

describe('cumulativeCompletion', () => {
  it.each([
    {
      name: 'adds each month to the months before',
      months: ['2024-08', '2024-09', '2024-10'],
      firsts: [
        { kind: 'results' as const, month: '2024-09', scholars: 3 },
        { kind: 'results' as const, month: '2024-10', scholars: 2 },
        { kind: 'nhif' as const, month: '2024-08', scholars: 1 },
      ],
      expected: [
        { month: '2024-08', results: 0, universityFee: 0, nhif: 1 },
        { month: '2024-09', results: 3, universityFee: 0, nhif: 1 },
        { month: '2024-10', results: 5, universityFee: 0, nhif: 1 },
      ],
    },
    {
      name: 'is all zeros when nobody has done anything',
      months: ['2024-08'],
      firsts: [],
      expected: [{ month: '2024-08', results: 0, universityFee: 0, nhif: 0 }],
    },
  ])('$name', ({ months, firsts, expected }) => expect(cumulativeCompletion(months, firsts)).toEqual(expected));
});

describe('scholarsByUniversity', () => {
  it('orders universities and their programmes by scholars, then by name, with unnamed ones last', () => {
    expect(
      scholarsByUniversity([
        { universityName: 'B', programmeName: 'x', scholars: 1 },
        { universityName: 'A', programmeName: 'y', scholars: 2 },
        { universityName: 'A', programmeName: 'z', scholars: 3 },
        { universityName: null, programmeName: null, scholars: 2 },
        { universityName: 'C', programmeName: null, scholars: 1 },
        { universityName: 'C', programmeName: 'w', scholars: 1 },
      ]),
    ).toEqual([
      {
        universityName: 'A',
        scholars: 5,
        programmes: [
          { programmeName: 'z', scholars: 3 },
          { programmeName: 'y', scholars: 2 },
        ],
      },
      {
        universityName: 'C',
        scholars: 2,
        programmes: [
          { programmeName: 'w', scholars: 1 },
          { programmeName: null, scholars: 1 },
        ],
      },
      { universityName: null, scholars: 2, programmes: [{ programmeName: null, scholars: 2 }] },
      { universityName: 'B', scholars: 1, programmes: [{ programmeName: 'x', scholars: 1 }] },
    ]);
  });
});

describe('paymentsByStatus', () => {
  it.each([
    {
      name: 'counts every status of both types, zeros included',
      rows: [
        { paymentType: 'NHIF', status: 'PAID', payments: 4 },
        { paymentType: 'UNIVERSITY_FEE', status: 'FAILED', payments: 1 },
      ],
      expected: [
        { paymentType: 'UNIVERSITY_FEE', UNPAID: 0, PROCESSING: 0, PAID: 0, FAILED: 1 },
        { paymentType: 'NHIF', UNPAID: 0, PROCESSING: 0, PAID: 4, FAILED: 0 },
      ],
    },
    {
      name: 'ignores an unknown status',
      rows: [{ paymentType: 'NHIF', status: 'LOST', payments: 4 }],
      expected: [
        { paymentType: 'UNIVERSITY_FEE', UNPAID: 0, PROCESSING: 0, PAID: 0, FAILED: 0 },
        { paymentType: 'NHIF', UNPAID: 0, PROCESSING: 0, PAID: 0, FAILED: 0 },
      ],
    },
  ])('$name', ({ rows, expected }) => expect(paymentsByStatus(rows)).toEqual(expected));
});

describe('analyticsFilter', () => {
  it.each([
    { query: {}, expected: { year: 'Y2024_2025' } },
    { query: { year: ' ', batchNo: '' }, expected: { year: 'Y2024_2025' } },
    { query: { year: 'Y2023_2024', batchNo: '2' }, expected: { year: 'Y2023_2024', batchNo: 2 } },
    { query: { year: '2024-2025' }, expected: { problem: 'year must look like Y2024_2025' } },
    { query: { year: 'Y2024_2026' }, expected: { problem: 'year must look like Y2024_2025' } },
    { query: { batchNo: '0' }, expected: { problem: 'batchNo must be a whole number of at least 1' } },
    { query: { batchNo: '1.5' }, expected: { problem: 'batchNo must be a whole number of at least 1' } },
    { query: { batchNo: 'one' }, expected: { problem: 'batchNo must be a whole number of at least 1' } },
    { query: { batchNo: '1234567' }, expected: { problem: 'batchNo must be a whole number of at least 1' } },
  ])('reads $query', ({ query, expected }) => expect(analyticsFilter(query, 'Y2024_2025')).toEqual(expected));
});

describe('tanzanianMonth', () => {
  it.each([
    ['2024-10-31T20:59:59Z', '2024-10'],
    ['2024-10-31T21:00:00Z', '2024-11'],
    ['2024-12-31T22:00:00Z', '2025-01'],
  ])('%s is in %s', (moment, month) => expect(tanzanianMonth(new Date(moment))).toBe(month));
});
