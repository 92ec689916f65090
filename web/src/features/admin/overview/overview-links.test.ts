import { describe, expect, it } from 'vitest';
import { controlNumbersWith, resultsWithStatus, scholarsMissing, scholarsWithStatus } from './overview-links';

describe('overview figures link to the list behind them', () => {
  it.each([
    [scholarsWithStatus({ year: '2024-2025' }), '/admin/students'],
    [scholarsWithStatus({ year: '2024-2025', batchNo: 2 }, 'SUSPENDED'), '/admin/students?batch=2&status=SUSPENDED'],
    [scholarsMissing({ year: '2024-2025', batchNo: 1 }, 'RESULTS'), '/admin/students?batch=1&status=ACTIVE&missing=RESULTS&year=2024-2025'],
    [scholarsMissing({ year: '2024-2025', batchNo: null }, 'NHIF'), '/admin/students?status=ACTIVE&missing=NHIF&year=2024-2025'],
    [resultsWithStatus({ year: '2024-2025' }, 'SUBMITTED'), '/admin/results?year=2024-2025&status=SUBMITTED'],
    [controlNumbersWith({ year: '2024-2025', batchNo: 2 }, 'NHIF', 'PAID'), '/admin/payments?year=2024-2025&batch=2&type=NHIF&status=PAID'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
