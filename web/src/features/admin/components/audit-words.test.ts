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
    expect(actionWords(swahili, 'payment.marked_paid')).toBe('payment.marked_paid');
  });

  it('words the settings and a review in Kiswahili, keeping the codes, amounts and comments as they are', () => {
    expect(
      changeSummary(
        swahili,
        { currentAcademicYear: 'Y2024_2025', activeBatches: [1, 2], stipendAmountTzs: 450_000 },
        { currentAcademicYear: 'Y2025_2026', activeBatches: [1, 2, 3], stipendAmountTzs: 500_000 },
      ),
    ).toBe('Mwaka Y2024_2025 → Y2025_2026; makundi 1, 2 → 1, 2, 3; posho TZS 450,000 → TZS 500,000');
    expect(
      changeSummary(
        swahili,
        { resultYear: 'Y2024_2025', status: 'SUBMITTED' },
        { resultYear: 'Y2024_2025', status: 'REJECTED', reviewComment: 'Haina muhuri' },
      ),
    ).toBe('Matokeo Y2024_2025: SUBMITTED → REJECTED: Haina muhuri');
  });
});
