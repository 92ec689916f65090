import { describe, expect, it } from 'vitest';
import { english } from '@/shared/ui/shared-intl';
import { checkSubmission, replacementWarning } from './submission-check';

const payment = (controlNumber: string, type: string, paymentYear: string, status = 'pending') => ({
  controlNumber,
  type,
  paymentYear,
  status,
  createdAt: '2025-03-04T09:00:00.000Z',
});

const history = [
  payment('991100000001', 'NHIF', '2023-2024'),
  payment('991100000002', 'UNIVERSITY_FEE', '2023-2024', 'failed'),
  payment('991100000003', 'NHIF', '2022-2023', 'completed'),
  payment('991100000004', 'UNIVERSITY_FEE', '2022-2023', 'processing'),
];

describe('checkSubmission', () => {
  it.each([
    ['a first number for the type and year', { controlNumber: '991100000009', type: 'NHIF', year: '2024-2025' }, { kind: 'send' }],
    ['the number a pending payment has', { controlNumber: '991100000001', type: 'NHIF', year: '2023-2024' }, { kind: 'send' }],
    ['the number a failed payment has', { controlNumber: '991100000002', type: 'UNIVERSITY_FEE', year: '2023-2024' }, { kind: 'send' }],
    ['the number a paid payment has', { controlNumber: '991100000003', type: 'NHIF', year: '2022-2023' }, { kind: 'send' }],
    [
      'another number for a pending payment',
      { controlNumber: '991100000009', type: 'NHIF', year: '2023-2024' },
      { kind: 'confirm', replaces: history[0] },
    ],
    [
      'another number for a failed payment',
      { controlNumber: '991100000009', type: 'UNIVERSITY_FEE', year: '2023-2024' },
      { kind: 'confirm', replaces: history[1] },
    ],
    [
      'another number for a paid payment',
      { controlNumber: '991100000009', type: 'NHIF', year: '2022-2023' },
      { kind: 'refuse', message: 'This payment has already been completed and cannot be changed.' },
    ],
    [
      'another number for a payment being processed',
      { controlNumber: '991100000009', type: 'UNIVERSITY_FEE', year: '2022-2023' },
      {
        kind: 'refuse',
        message:
          'This payment is already being processed and its control number cannot be changed. If the number is wrong, please contact support.',
      },
    ],
    [
      'a number of another year',
      { controlNumber: '991100000001', type: 'NHIF', year: '2024-2025' },
      { kind: 'refuse', message: 'You have already used this control number for NHIF 2023-2024. Check the number on your bill.' },
    ],
    [
      'a number of another type, replacing a pending one',
      { controlNumber: '991100000002', type: 'NHIF', year: '2023-2024' },
      { kind: 'refuse', message: 'You have already used this control number for University fee 2023-2024. Check the number on your bill.' },
    ],
  ])('%s', (_case, submission, check) => {
    expect(checkSubmission(history, submission)).toEqual(check);
  });
});

describe('replacementWarning', () => {
  it('says what is there, since when, and that sending replaces it', () => {
    expect(replacementWarning(english, history[0]!, '991100000009', '04/03/2025')).toBe(
      'You already submitted 991100000001 for NHIF 2023-2024 on 04/03/2025. Submitting 991100000009 replaces it.',
    );
  });
});
