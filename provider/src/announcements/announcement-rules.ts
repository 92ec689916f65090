import type { announcements } from '../db/schema.js';
import type { User } from '../users/user-queries.js';

export type AnnouncementRow = typeof announcements.$inferSelect;
/** A row as one viewer reads it: when they acknowledged it (null: not yet, or never asked). */
export type ViewedAnnouncement = AnnouncementRow & { acknowledgedAt: Date | null };

export const ANNOUNCEMENT_MESSAGES = {
  created: 'Announcement created',
  updated: 'Announcement updated',
  deleted: 'Announcement deleted',
  pinned: 'Announcement pinned',
  unpinned: 'Announcement unpinned',
  acknowledged: 'Announcement acknowledged',
  notFound: 'Announcement not found',
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters long',
  contentRequired: 'Content is required',
  contentTooLong: 'Content must be at most 10000 characters long',
  invalidBatch: 'batchNo must be a whole number of 0 or more (0 or null: every batch)',
  invalidFlag: (field: string) => `${field} must be true or false`,
  nothingToUpdate: 'Nothing to update: send title, content, batchNo, pinned or requiresAcknowledgement',
  acknowledgementNotRequired: 'This announcement does not ask for an acknowledgement',
  studentsOnly: 'Only students acknowledge announcements',
} as const;

export const MAX_TITLE_LENGTH = 200;
export const MAX_CONTENT_LENGTH = 10_000;

/**
 * Who reads what: an administrator reads everything; anyone else the announcements for all (batchNo null or 0)
 * and those of their own batch.
 */
export type Audience = 'everything' | { batchNo: number | null };

export function announcementAudience(user: Pick<User, 'role' | 'batchNo'>): Audience {
  return user.role === 'ADMIN' ? 'everything' : { batchNo: user.batchNo };
}

/** What an administrator writes; every field of an update is optional. */
export interface AnnouncementFields {
  title: string;
  content: string;
  /** null: every batch (a 0 is stored as null, one way to say it). */
  batchNo: number | null;
  pinned: boolean;
  requiresAcknowledgement: boolean;
}

type Parsed<T> = { fields: T } | { problem: string };

/**
 * The body of POST /announcements/admin/create (title and content required, the rest defaulting to every batch,
 * not pinned, no acknowledgement) or, with `partial`, of PUT /announcements/admin/update/:id (only what is sent).
 */
export function parseAnnouncementFields(body: unknown, options: { partial: true }): Parsed<Partial<AnnouncementFields>>;
export function parseAnnouncementFields(body: unknown, options?: { partial?: false }): Parsed<AnnouncementFields>;
export function parseAnnouncementFields(body: unknown, { partial = false } = {}): Parsed<Partial<AnnouncementFields>> {
  const input = (body ?? {}) as Record<string, unknown>;
  const fields: Partial<AnnouncementFields> = {};
  const given = (key: keyof AnnouncementFields) => input[key] !== undefined;

  for (const [key, required, tooLong, max] of [
    ['title', ANNOUNCEMENT_MESSAGES.titleRequired, ANNOUNCEMENT_MESSAGES.titleTooLong, MAX_TITLE_LENGTH],
    ['content', ANNOUNCEMENT_MESSAGES.contentRequired, ANNOUNCEMENT_MESSAGES.contentTooLong, MAX_CONTENT_LENGTH],
  ] as const) {
    if (partial && !given(key)) continue;
    const text = typeof input[key] === 'string' ? input[key].trim() : '';
    if (text === '') return { problem: required };
    if (text.length > max) return { problem: tooLong };
    fields[key] = text;
  }

  if (given('batchNo') || !partial) {
    const batchNo = input.batchNo ?? null;
    if (batchNo !== null && !(typeof batchNo === 'number' && Number.isInteger(batchNo) && batchNo >= 0)) {
      return { problem: ANNOUNCEMENT_MESSAGES.invalidBatch };
    }
    fields.batchNo = batchNo === 0 ? null : batchNo;
  }

  for (const key of ['pinned', 'requiresAcknowledgement'] as const) {
    if (!given(key)) {
      if (!partial) fields[key] = false;
      continue;
    }
    if (typeof input[key] !== 'boolean') return { problem: ANNOUNCEMENT_MESSAGES.invalidFlag(key) };
    fields[key] = input[key];
  }

  if (partial && Object.keys(fields).length === 0) return { problem: ANNOUNCEMENT_MESSAGES.nothingToUpdate };
  return { fields };
}

/** The server announcement of docs/behaviour.md §3, plus the acknowledgement fields (beyond the spec). */
export function announcementView(row: ViewedAnnouncement) {
  return {
    announcementId: row.id,
    title: row.title,
    content: row.content,
    senderName: row.senderName,
    createdAt: row.createdAt.toISOString(),
    batchNo: row.batchNo,
    pinned: row.pinned,
    requiresAcknowledgement: row.requiresAcknowledgement,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
  };
}
