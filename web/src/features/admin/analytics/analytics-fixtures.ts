import type { Analytics } from './analytics-series';

// An answer as the gateway gives it, for the series' and the page's tests.
export function analyticsAnswer(batchNo: number | null = null): Analytics {
  const batches = batchNo === null ? [1, 2] : [batchNo];
  const bands = [
    [0, 2],
    [2, 2.5],
    [2.5, 3],
    [3, 3.5],
    [3.5, 4],
    [4, 4.5],
    [4.5, 5],
  ] as const;
  return {
    __typename: 'ProgrammeAnalytics',
    year: '2024-2025',
    batchNo,
    gpaBands: bands.map(([from, to], band) => ({
      __typename: 'GpaBand',
      from,
      to,
      batches: batches.map((batch) => ({ __typename: 'BatchCount', batchNo: batch, count: band * batch })),
    })),
    completion: {
      __typename: 'CompletionSeries',
      expected: batchNo === 2 ? 40 : 120,
      months: [
        { __typename: 'CompletionMonth', month: '2024-08', results: 0, universityFee: 0, nhif: 0 },
        { __typename: 'CompletionMonth', month: '2024-09', results: batchNo === 2 ? 10 : 30, universityFee: 12, nhif: 6 },
        { __typename: 'CompletionMonth', month: '2024-10', results: batchNo === 2 ? 20 : 90, universityFee: 24, nhif: 18 },
      ],
    },
    universities: [
      {
        __typename: 'UniversityScholars',
        universityName: 'University of Dar es Salaam',
        scholars: 70,
        programmes: [
          { __typename: 'ProgrammeScholars', programmeName: 'BSc Computer Science', scholars: 40 },
          { __typename: 'ProgrammeScholars', programmeName: '=cmd|calc', scholars: 30 },
        ],
      },
      {
        __typename: 'UniversityScholars',
        universityName: null,
        scholars: 50,
        programmes: [{ __typename: 'ProgrammeScholars', programmeName: null, scholars: 50 }],
      },
    ],
    payments: (['UNIVERSITY_FEE', 'NHIF'] as const).map((type, i) => ({
      __typename: 'ControlNumberTypeCounts',
      type,
      statuses: (['UNPAID', 'PROCESSING', 'PAID', 'FAILED'] as const).map((status, j) => ({
        __typename: 'ControlNumberStatusCount',
        status,
        count: (i + 1) * (j + 1),
      })),
    })),
  };
}
