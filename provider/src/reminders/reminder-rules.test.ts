import { describe, expect, it } from 'vitest';
import { INVALID_YEAR_MESSAGE } from '../academic-year/year-rules.js';
import { parseReminderRequest, REMINDER_MESSAGES as M, reminderCutoff, reminderEmail } from './reminder-rules.js';

describe('parseReminderRequest', () => {
  it.each([
    [
      { kind: 'RESULTS', year: 'Y2024_2025' },
      { kind: 'RESULTS', year: 'Y2024_2025' },
    ],
    [
      { kind: 'NHIF', year: 'Y2024_2025', batchNo: 2 },
      { kind: 'NHIF', year: 'Y2024_2025', batchNo: 2 },
    ],
    [
      { kind: 'UNIVERSITY_FEE', year: 'Y2023_2024', batchNo: null },
      { kind: 'UNIVERSITY_FEE', year: 'Y2023_2024' },
    ],
    [{ kind: 'results', year: 'Y2024_2025' }, { problem: M.invalidKind }],
    [{ year: 'Y2024_2025' }, { problem: M.invalidKind }],
    [{ kind: 'RESULTS' }, { problem: M.yearRequired }],
    [{ kind: 'RESULTS', year: '2024-2025' }, { problem: INVALID_YEAR_MESSAGE }],
    [{ kind: 'RESULTS', year: 'Y2024_2026' }, { problem: INVALID_YEAR_MESSAGE }],
    [{ kind: 'RESULTS', year: 'Y2024_2025', batchNo: 0 }, { problem: M.invalidBatch }],
    [{ kind: 'RESULTS', year: 'Y2024_2025', batchNo: 1.5 }, { problem: M.invalidBatch }],
    [{ kind: 'RESULTS', year: 'Y2024_2025', batchNo: '1' }, { problem: M.invalidBatch }],
  ])('%j', (body, expected) => {
    expect(parseReminderRequest(body)).toEqual(expected);
  });
});

describe('reminders', () => {
  it('count what is within the last 24 hours', () => {
    expect(reminderCutoff(new Date('2025-03-02T10:00:00Z')).toISOString()).toBe('2025-03-01T10:00:00.000Z');
  });

  it.each([
    ['RESULTS', 'Reminder: your academic results for 2024-2025', 'upload your academic results', 'Results'],
    ['UNIVERSITY_FEE', 'Reminder: your university fee control number for 2024-2025', 'university fee control number', 'Payment'],
    ['NHIF', 'Reminder: your NHIF control number for 2024-2025', 'NHIF control number', 'Payment'],
  ] as const)('word the %s e-mail', (kind, subject, task, where) => {
    const mail = reminderEmail(kind, 'Y2024_2025', { name: 'Asha Mushi', language: 'en' });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('Dear Asha Mushi');
    expect(mail.text).toContain(task);
    expect(mail.text).toContain(`under ${where}.`);
  });

  it.each([
    ['RESULTS', 'Kikumbusho: matokeo yako kwa mwaka wa masomo 2024-2025', 'pakia matokeo yako', 'Matokeo'],
    [
      'UNIVERSITY_FEE',
      'Kikumbusho: namba yako ya malipo ya ada ya chuo kwa mwaka wa masomo 2024-2025',
      'wasilisha namba yako ya malipo ya ada ya chuo',
      'Malipo',
    ],
    ['NHIF', 'Kikumbusho: namba yako ya malipo ya NHIF kwa mwaka wa masomo 2024-2025', 'wasilisha namba yako ya malipo ya NHIF', 'Malipo'],
  ] as const)('word the %s e-mail in Kiswahili', (kind, subject, task, where) => {
    const mail = reminderEmail(kind, 'Y2024_2025', { name: 'Asha Mushi', language: 'sw' });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('Ndugu Asha Mushi');
    expect(mail.text).toContain(`: ${task}.`);
    expect(mail.text).toContain(`sehemu ya ${where}.`);
  });

  it('say sent and skipped in words', () => {
    expect(M.sent(1, 0)).toBe('1 reminder sent; 0 skipped (reminded within the last 24 hours).');
    expect(M.sent(3, 2)).toBe('3 reminders sent; 2 skipped (reminded within the last 24 hours).');
  });
});
