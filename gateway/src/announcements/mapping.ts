import type {
  Announcement,
  AnnouncementAcknowledgements,
  AnnouncementCategory,
  AnnouncementInput,
  AnnouncementPriority,
  AnnouncementReader,
  AnnouncementTag,
} from '../generated/resolvers.js';
import type { AcknowledgementsDTO, AnnouncementBody, AnnouncementDTO, AnnouncementReaderDTO } from './dto.js';

/** An announcement as the resolvers pass it on; viewerCanManage is resolved from the viewer's role. */
export type AnnouncementModel = Omit<Announcement, 'viewerCanManage'>;

// docs/behaviour.md §3. Keywords are matched case-insensitively in title and content; the first
// priority whose keywords appear wins, in this order.
const PRIORITY_KEYWORDS: readonly (readonly [AnnouncementPriority, readonly string[]])[] = [
  ['urgent', ['urgent', 'important:', 'deadline']],
  ['high', ['required', 'mandatory', 'must']],
  ['medium', ['reminder', 'please note', 'update']],
];

const TAG_PATTERNS: readonly (readonly [AnnouncementTag, RegExp])[] = [
  ['scholarship', /scholarship/],
  ['application', /application/],
  ['deadline', /deadline/],
  ['payment', /payment|stipend/],
  ['mentorship', /mentorship/],
  ['batch1', /\bbatch\s?1\b/],
  ['batch2', /\bbatch\s?2\b/],
  ['documents', /document/],
  ['academic', /academic/],
  ['orientation', /orientation/],
];

function searchable(title: string, content: string): string {
  return `${title}\n${content}`.toLowerCase();
}

export function toCategory(batchNo: unknown): AnnouncementCategory {
  const batch = Number(batchNo);
  if (batchNo !== null && batchNo !== '' && batch === 1) return 'batch1';
  if (batchNo !== null && batchNo !== '' && batch === 2) return 'batch2';
  return 'all';
}

export function toPriority(title: string, content: string): AnnouncementPriority {
  const text = searchable(title, content);
  const match = PRIORITY_KEYWORDS.find(([, keywords]) => keywords.some((keyword) => text.includes(keyword)));
  return match ? match[0] : 'low';
}

export function toTags(title: string, content: string): AnnouncementTag[] {
  const text = searchable(title, content);
  return TAG_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([tag]) => tag);
}

/** The batch an announcement is for; null for every batch (null, 0, or anything that is not a batch number). */
export function toBatchNo(batchNo: unknown): number | null {
  if (batchNo === null || batchNo === undefined || batchNo === '') return null;
  const batch = Number(batchNo);
  return Number.isInteger(batch) && batch > 0 ? batch : null;
}

export function toAnnouncement(dto: AnnouncementDTO): AnnouncementModel {
  const title = dto.title ?? '';
  const content = dto.content ?? '';
  return {
    id: String(dto.announcementId),
    title,
    content,
    senderName: dto.senderName ?? '',
    createdAt: dto.createdAt ?? '',
    category: toCategory(dto.batchNo),
    priority: toPriority(title, content),
    pinned: dto.pinned === true,
    tags: toTags(title, content),
    batchNo: toBatchNo(dto.batchNo),
    requiresAcknowledgement: dto.requiresAcknowledgement === true,
    acknowledgedAt: dto.acknowledgedAt || null,
  };
}

/** The provider body of a create or an update: the whole announcement, unset flags false, batch 0 as every batch. */
export function toAnnouncementBody(input: AnnouncementInput): AnnouncementBody {
  return {
    title: input.title,
    content: input.content,
    batchNo: input.batchNo || null,
    pinned: input.pinned ?? false,
    requiresAcknowledgement: input.requiresAcknowledgement ?? false,
  };
}

function toReader(dto: AnnouncementReaderDTO): AnnouncementReader {
  return { id: String(dto.id), name: dto.name ?? '', email: dto.email ?? '', acknowledgedAt: dto.acknowledgedAt || null };
}

export function toAcknowledgements(dto: AcknowledgementsDTO): AnnouncementAcknowledgements {
  const readers = (list: unknown) => (Array.isArray(list) ? list.map(toReader) : []);
  return { acknowledged: readers(dto.acknowledged), pending: readers(dto.pending) };
}
