import { describe, expect, it } from 'vitest';
import { controlNumbersWith, resultsWithStatus, scholarsMissing, scholarsWithStatus } from './overview-links';

describe('overview figures link to the list behind them', () => {
  it.each([
    [scholarsWithStatus({ year: '2024-2025' }), '/admin/students'],
    [scholarsWithStatus({ year: '2024-2025', batchNo: 2 }, 'SUSPENDED'), '/admin/students?batch=2&status=SUSPENDED'],
    [scholarsMissing({ year: '2024-2025', batchNo: 1 }, 'RESULTS'), '/admin/students?batch=1&status=ACTIVE&missing=RESULTS&year=2024-2025'],
    [scholarsMissing({ year: '2024-2025', batchNo: null }, 'NHIF'), '/admin/students?status=ACTIVE&missing=NHIF&year=2024-2025'],
    [resultsWithStatus({ year: '2024-2025' }, 'SUBMITTED'), '/admin/students?result=SUBMITTED&year=2024-2025'],
    [resultsWithStatus({ year: '2024-2025', batchNo: 1 }, 'UPLOADED'), '/admin/students?batch=1&result=UPLOADED&year=2024-2025'],
    [controlNumbersWith({ year: '2024-2025', batchNo: 2 }, 'NHIF', 'PAID'), '/admin/students?batch=2&nhif=PAID&year=2024-2025'],
    [controlNumbersWith({ year: '2024-2025' }, 'UNIVERSITY_FEE', 'SUBMITTED'), '/admin/students?fee=SUBMITTED&year=2024-2025'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
