import { createIntl } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { actionWords, changeSummary } from './audit-words';

// The words in English, as the app says them when no other language is chosen.
const intl = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });

describe('audit entries in words', () => {
  it('names known actions and keeps unknown ones as they are', () => {
    expect(actionWords(intl, 'student.status_changed')).toBe('Changed the enrollment status');
    expect(actionWords(intl, 'payment.marked_paid')).toBe('payment.marked_paid');
    expect(actionWords(intl, 'reminder.sent')).toBe('Sent a reminder');
    expect(actionWords(intl, 'disbursement.approved')).toBe('Approved a stipend run');
    expect(actionWords(intl, 'student.bank_account_changed')).toBe('Changed the bank account number');
    expect(actionWords(intl, 'admin.invitation_confirmed')).toBe("Confirmed an administrator's invitation");
    expect(actionWords(intl, 'account.deleted')).toBe('Deleted their own account');
    expect(actionWords(intl, 'disbursement.cancel_requested')).toBe('Asked to cancel a stipend run');
    expect(actionWords(intl, 'disbursement.cancel_withdrawn')).toBe('Withdrew the cancellation of a stipend run');
    expect(actionWords(intl, 'disbursement.item_failure_reported')).toBe('Reported a stipend transfer failed');
    expect(actionWords(intl, 'disbursement.item_failure_dismissed')).toBe('Dismissed the report of a failed stipend transfer');
  });

  it.each([
    [{ enrollmentStatus: 'ACTIVE' }, { enrollmentStatus: 'SUSPENDED', reason: 'Fees unpaid' }, 'Active → Suspended: Fees unpaid'],
    [null, { email: 'a@x.example', status: 'PENDING' }, 'a@x.example'],
    [{ email: 'a@x.example' }, null, 'a@x.example'],
    [
      { currentAcademicYear: 'Y2024_2025', activeBatches: [1, 2] },
      { currentAcademicYear: 'Y2025_2026', activeBatches: [1, 2, 3] },
      'Year 2024-2025 → 2025-2026; batches 1, 2 → 1, 2, 3',
    ],
    [
      { currentAcademicYear: 'Y2024_2025', activeBatches: [1, 2], stipendAmountTzs: 450_000 },
      { currentAcademicYear: 'Y2024_2025', activeBatches: [1, 2], stipendAmountTzs: 500_000 },
      'Year 2024-2025 → 2024-2025; batches 1, 2 → 1, 2; stipend TZS 450,000 → TZS 500,000',
    ],
    [
      { resultYear: 'Y2024_2025', status: 'SUBMITTED' },
      { resultYear: 'Y2024_2025', status: 'REJECTED', reviewComment: 'Not stamped' },
      'Results 2024-2025: Submitted → Rejected: Not stamped',
    ],
    [null, { kind: 'RESULTS', year: 'Y2024_2025', email: 'a@x.example' }, 'Results 2024-2025: a@x.example'],
    [null, { kind: 'NHIF', year: 'Y2025_2026', email: 'a@x.example' }, 'NHIF 2025-2026: a@x.example'],
    [
      { controlNumber: '991234567890', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2024_2025', status: 'PROCESSING' },
      { controlNumber: '991234567890', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2024_2025', status: 'FAILED', reason: 'Wrong amount' },
      '991234567890 (University fee 2024-2025): Processing → Failed: Wrong amount',
    ],
    [
      { controlNumber: '991234567890', paymentType: 'NHIF', paymentYear: 'Y2024_2025', status: 'PAID', flags: ['DUPLICATE'] },
      { controlNumber: '991234567890', paymentType: 'NHIF', paymentYear: 'Y2024_2025', status: 'PAID', flagResolution: 'Same scholar' },
      '991234567890 (NHIF 2024-2025): Same scholar',
    ],
    // A code this screen does not know yet is shown as the log holds it.
    [{ enrollmentStatus: 'ACTIVE' }, { enrollmentStatus: 'ON_LEAVE' }, 'Active → ON_LEAVE'],
    [null, { title: 'Orientation week', pinned: true }, 'Orientation week'],
    [{ name: 'Dr. Mwajuma Said' }, null, 'Dr. Mwajuma Said'],
    [null, { status: 'DRAFT', period: '2025 semester 1' }, '2025 semester 1'],
    [{ accountNumber: '••••••0102' }, { accountNumber: '••••••7123' }, 'Bank account ••••••0102 → ••••••7123'],
    [{ accountNumber: null }, { accountNumber: '••••••7123' }, 'Bank account none → ••••••7123'],
    [{ accountNumber: '••••••0102' }, { accountNumber: null }, 'Bank account ••••••0102 → none'],
    [null, null, ''],
    // An officer's own deletion names them; a scholar's names no one.
    [
      { role: 'ADMIN', name: 'Grace Mushi', email: 'grace@x.example', deleted: false },
      { role: 'ADMIN', name: 'Grace Mushi', deleted: true },
      'grace@x.example',
    ],
    [{ role: 'STUDENT', batchNo: 2, deleted: false }, { role: 'STUDENT', batchNo: 2, deleted: true }, ''],
  ])('%j → %j reads %j', (before, after, expected) => {
    expect(changeSummary(intl, before, after)).toBe(expected);
  });
});

describe('audit entries in Kiswahili', () => {
  let swahili: ReturnType<typeof createIntl>;
  beforeAll(async () => {
    swahili = createIntl({ locale: 'sw', defaultLocale: 'en-GB', messages: await loadCatalogue('sw') });
  });

  it('names known actions in Kiswahili and keeps unknown ones as they are', () => {
    expect(actionWords(swahili, 'student.status_changed')).toBe('Alibadilisha hali ya usajili');
    expect(actionWords(swahili, 'disbursement.approved')).toBe('Aliidhinisha awamu ya malipo ya posho');
    expect(actionWords(swahili, 'disbursement.cancel_requested')).toBe('Aliomba kusitisha awamu ya malipo ya posho');
    expect(actionWords(swahili, 'disbursement.item_failure_reported')).toBe('Aliripoti kwamba uhamisho wa posho umeshindikana');
    expect(actionWords(swahili, 'payment.marked_paid')).toBe('payment.marked_paid');
    expect(actionWords(swahili, 'student.bank_account_changed')).toBe('Alibadilisha namba ya akaunti ya benki');
    expect(changeSummary(swahili, { accountNumber: '••••••0102' }, { accountNumber: null })).toBe('Akaunti ya benki ••••••0102 → hakuna');
  });

  it('words the settings and a review in Kiswahili, keeping the codes, amounts and comments as they are', () => {
    expect(
      changeSummary(
        swahili,
        { currentAcademicYear: 'Y2024_2025', activeBatches: [1, 2], stipendAmountTzs: 450_000 },
        { currentAcademicYear: 'Y2025_2026', activeBatches: [1, 2, 3], stipendAmountTzs: 500_000 },
      ),
    ).toBe('Mwaka 2024-2025 → 2025-2026; makundi 1, 2 → 1, 2, 3; posho TZS 450,000 → TZS 500,000');
    expect(
      changeSummary(
        swahili,
        { resultYear: 'Y2024_2025', status: 'SUBMITTED' },
        { resultYear: 'Y2024_2025', status: 'REJECTED', reviewComment: 'Haina muhuri' },
      ),
    ).toBe('Matokeo 2024-2025: Imewasilishwa → Imekataliwa: Haina muhuri');
  });

  it('words statuses, payment types and reminders in Kiswahili', () => {
    expect(changeSummary(swahili, { enrollmentStatus: 'ACTIVE' }, { enrollmentStatus: 'SUSPENDED', reason: 'Ada haijalipwa' })).toBe(
      'Anaendelea → Amesimamishwa: Ada haijalipwa',
    );
    expect(
      changeSummary(
        swahili,
        { controlNumber: '991234567890', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2024_2025', status: 'PROCESSING' },
        { controlNumber: '991234567890', paymentType: 'UNIVERSITY_FEE', paymentYear: 'Y2024_2025', status: 'PAID' },
      ),
    ).toBe('991234567890 (Ada ya chuo 2024-2025): Inashughulikiwa → Imelipwa');
    expect(changeSummary(swahili, null, { kind: 'RESULTS', year: 'Y2024_2025', email: 'a@x.example' })).toBe(
      'Matokeo 2024-2025: a@x.example',
    );
  });
});
