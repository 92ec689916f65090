import { describe, expect, it } from 'vitest';
import type { AnalyticsDTO } from './dto.js';
import { toAnalytics } from './mapping.js';
import { analyticsQuery } from './service.js';

const dto: AnalyticsDTO = {
  year: 'Y2024_2025',
  batchNo: null,
  batches: [1, 2],
  gpa: {
    bands: [
      { from: 0, to: 2 },
      { from: 2, to: 5 },
    ],
    batches: [
      { batchNo: 1, counts: [1, 4] },
      { batchNo: null, counts: [0, 2] },
    ],
  },
  completion: { expected: 3, months: [{ month: '2024-08', results: 1, universityFee: 2, nhif: 0 }] },
  universities: [{ universityName: null, scholars: 3, programmes: [{ programmeName: 'BA', scholars: 3 }] }],
  payments: [{ paymentType: 'NHIF', UNPAID: 1, PROCESSING: 0, PAID: 5, FAILED: 2 }],
};

describe('toAnalytics', () => {
  it('turns the GPA counts into one row per band and each payment type into a list of statuses', () => {
    const analytics = toAnalytics(dto);
    expect(analytics.gpaBands).toEqual([
      {
        from: 0,
        to: 2,
        batches: [
          { batchNo: 1, count: 1 },
          { batchNo: null, count: 0 },
        ],
      },
      {
        from: 2,
        to: 5,
        batches: [
          { batchNo: 1, count: 4 },
          { batchNo: null, count: 2 },
        ],
      },
    ]);
    expect(analytics.payments).toEqual([
      {
        type: 'NHIF',
        statuses: [
          { status: 'UNPAID', count: 1 },
          { status: 'PROCESSING', count: 0 },
          { status: 'PAID', count: 5 },
          { status: 'FAILED', count: 2 },
        ],
      },
    ]);
  });
});

describe('analyticsQuery', () => {
  it.each([
    [undefined, undefined, ''],
    [null, null, ''],
    ['Y2024_2025', null, '?year=Y2024_2025'],
    ['Y2024_2025', 2, '?year=Y2024_2025&batchNo=2'],
    [null, 0, '?batchNo=0'],
  ])('year %s and batch %s ask %s', (year, batchNo, query) => expect(analyticsQuery(year, batchNo)).toBe(query));
});
