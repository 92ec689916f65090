import { displayYear, INVALID_YEAR_MESSAGE, isProviderYear } from '../academic-year/year-rules.js';
import { REMINDER_KINDS } from '../db/schema.js';

// What a reminder is about, who gets one, and the words of the e-mail.

export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** A scholar reminded of the same kind and year this recently is skipped. */
export const REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000;

export const REMINDER_MESSAGES = {
  invalidKind: `kind must be one of ${REMINDER_KINDS.join(', ')}`,
  yearRequired: 'year is required',
  invalidBatch: 'batchNo must be a whole number of at least 1',
  sent: (sent: number, skipped: number) =>
    `${sent} ${sent === 1 ? 'reminder' : 'reminders'} sent; ${skipped} skipped (reminded within the last 24 hours).`,
} as const;

export const isReminderKind = (value: unknown): value is ReminderKind =>
  typeof value === 'string' && (REMINDER_KINDS as readonly string[]).includes(value);

export interface ReminderRequest {
  kind: ReminderKind;
  year: string;
  batchNo?: number;
}

/** A reminders body read, or why it is refused. */
export function parseReminderRequest(body: { kind?: unknown; year?: unknown; batchNo?: unknown }): ReminderRequest | { problem: string } {
  if (!isReminderKind(body.kind)) return { problem: REMINDER_MESSAGES.invalidKind };
  if (body.year === undefined || body.year === null || body.year === '') return { problem: REMINDER_MESSAGES.yearRequired };
  if (!isProviderYear(body.year)) return { problem: INVALID_YEAR_MESSAGE };
  const batchNo = body.batchNo;
  if (batchNo === undefined || batchNo === null) return { kind: body.kind, year: body.year };
  if (typeof batchNo !== 'number' || !Number.isInteger(batchNo) || batchNo < 1 || batchNo > 999_999)
    return { problem: REMINDER_MESSAGES.invalidBatch };
  return { kind: body.kind, year: body.year, batchNo };
}

/** The moment before which an earlier reminder no longer counts. */
export const reminderCutoff = (now: Date): Date => new Date(now.getTime() - REMINDER_WINDOW_MS);

const WHAT: Record<ReminderKind, { subject: string; task: string; where: string }> = {
  RESULTS: { subject: 'academic results', task: 'upload your academic results', where: 'Results' },
  UNIVERSITY_FEE: { subject: 'university fee control number', task: 'submit your university fee control number', where: 'Payment' },
  NHIF: { subject: 'NHIF control number', task: 'submit your NHIF control number', where: 'Payment' },
};

/** The e-mail a scholar missing the document gets. */
export function reminderEmail(kind: ReminderKind, year: string, name: string) {
  const { subject, task, where } = WHAT[kind];
  const shown = displayYear(year);
  return {
    subject: `Reminder: your ${subject} for ${shown}`,
    text:
      `Dear ${name || 'scholar'},\n\nOur records show that you have not yet done this for ${shown}: ${task}. ` +
      `Please do it in the Nuru Yangu Scholarship Portal under ${where}.\n\nIf you have just done it, please ignore this reminder.`,
  };
}
