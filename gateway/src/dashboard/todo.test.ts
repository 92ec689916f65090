import { describe, expect, it } from 'vitest';
import type { PaymentDTO } from '../payments/dto.js';
import type { ResultDTO } from '../results/dto.js';
import { todoItems } from './todo.js';

const YEAR = 'Y2024_2025';
const UPLOAD = { id: 'upload-result', kind: 'UPLOAD_RESULTS', academicYear: YEAR, href: '/results' };
const submit = (paymentType: string) => ({
  id: `submit-${paymentType}`,
  kind: 'SUBMIT_CONTROL_NUMBER',
  academicYear: YEAR,
  paymentType,
  href: '/payments',
});
const FEE = submit('UNIVERSITY_FEE');
const NHIF = submit('NHIF');

const result = (resultYear: string, status = 'SUBMITTED'): ResultDTO => ({ fileName: `f-${resultYear}`, resultYear, status });
const payment = (paymentType: string, paymentYear = 'Y2024_2025', status = 'UNPAID'): PaymentDTO => ({
  id: 'p1',
  paymentType,
  paymentYear,
  status,
});

describe('todoItems for 2024-2025', () => {
  it.each([
    ['nothing done', [], [], [UPLOAD, FEE, NHIF]],
    ['everything done', [result('Y2024_2025')], [payment('UNIVERSITY_FEE'), payment('NHIF', 'Y2024_2025', 'PAID')], []],
    ['last year only', [result('Y2023_2024', 'APPROVED')], [payment('UNIVERSITY_FEE', 'Y2023_2024')], [UPLOAD, FEE, NHIF]],
    ['result in portal form, approved', [{ fileName: 'x', year: '2024-2025', status: 'APPROVED' }], [], [FEE, NHIF]],
    ['result rejected', [result('Y2024_2025', 'REJECTED')], [], [UPLOAD, FEE, NHIF]],
    ['result without a status', [result('Y2024_2025', '')], [], [FEE, NHIF]],
    ['only NHIF, processing', [result('Y2024_2025')], [payment('NHIF', 'Y2024_2025', 'PROCESSING')], [FEE]],
    ['fee failed', [result('Y2024_2025')], [payment('UNIVERSITY_FEE', 'Y2024_2025', 'FAILED'), payment('NHIF')], [FEE]],
  ])('%s', (_name, results, payments, expected) => {
    expect(todoItems('Y2024_2025', results, payments)).toEqual(expected);
  });

  it('is for the configured year', () => {
    expect(todoItems('Y2025_2026', [], [payment('NHIF', 'Y2025_2026')]).map(({ kind, academicYear }) => [kind, academicYear])).toEqual([
      ['UPLOAD_RESULTS', 'Y2025_2026'],
      ['SUBMIT_CONTROL_NUMBER', 'Y2025_2026'],
    ]);
  });
});
