import { describe, expect, it } from 'vitest';
import { actionWords, changeSummary } from './audit-words';

describe('audit entries in words', () => {
  it('names known actions and keeps unknown ones as they are', () => {
    expect(actionWords('student.status_changed')).toBe('Changed the enrollment status');
    expect(actionWords('payment.marked_paid')).toBe('payment.marked_paid');
    expect(actionWords('reminder.sent')).toBe('Sent a reminder');
    expect(actionWords('disbursement.approved')).toBe('Approved a stipend run');
  });

  it.each([
    [{ enrollmentStatus: 'ACTIVE' }, { enrollmentStatus: 'SUSPENDED', reason: 'Fees unpaid' }, 'ACTIVE → SUSPENDED: Fees unpaid'],
    [null, { email: 'a@x.example', status: 'PENDING' }, 'a@x.example'],
    [{ email: 'a@x.example' }, null, 'a@x.example'],
    [
      { currentAcademicYear: 'Y2024_2025', activeBatches: [1, 2] },
      { currentAcademicYear: 'Y2025_2026', activeBatches: [1, 2, 3] },
      'Year Y2024_2025 → Y2025_2026; batches 1, 2 → 1, 2, 3',
    ],
    [
      { currentAcademicYear: 'Y2024_2025', activeBatches: [1, 2], stipendAmountTzs: 450_000 },
      { currentAcademicYear: 'Y2024_2025', activeBatches: [1, 2], stipendAmountTzs: 500_000 },
      'Year Y2024_2025 → Y2024_2025; batches 1, 2 → 1, 2; stipend TZS 450,000 → TZS 500,000',
    ],
    [
      { resultYear: 'Y2024_2025', status: 'SUBMITTED' },
      { resultYear: 'Y2024_2025', status: 'REJECTED', reviewComment: 'Not stamped' },
      'Results Y2024_2025: SUBMITTED → REJECTED: Not stamped',
    ],
    [null, { kind: 'RESULTS', year: 'Y2024_2025', email: 'a@x.example' }, 'RESULTS Y2024_2025: a@x.example'],
    [null, null, ''],
  ])('%j → %j reads %j', (before, after, expected) => {
    expect(changeSummary(before, after)).toBe(expected);
  });
});
