import { displayYear, INVALID_YEAR_MESSAGE, isProviderYear } from '../academic-year/year-rules.js';
import { REMINDER_KINDS } from '../db/schema.js';
import { mailFor, type Language } from '../notify/mail-language.js';
import { reminderMail } from './mail-words.js';

// What a reminder is about, who gets one, and its e-mail (words in mail-words.ts).

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

/** The e-mail a scholar missing the document gets, in their saved language. */
export function reminderEmail(kind: ReminderKind, year: string, scholar: { name: string; language: Language | null }) {
  return mailFor({ account: scholar.language }, (language) => reminderMail(language, kind, displayYear(year), scholar.name));
}
