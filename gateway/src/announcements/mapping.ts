import type { Announcement, AnnouncementCategory, AnnouncementPriority } from '../generated/resolvers.js';
import type { AnnouncementDTO } from './dto.js';

// Spec section 3. Keywords are matched case-insensitively in title and content; the first
// priority whose keywords appear wins, in this order.
const PRIORITY_KEYWORDS: readonly (readonly [AnnouncementPriority, readonly string[]])[] = [
  ['urgent', ['urgent', 'important:', 'deadline']],
  ['high', ['required', 'mandatory', 'must']],
  ['medium', ['reminder', 'please note', 'update']],
];

const TAG_PATTERNS: readonly (readonly [string, RegExp])[] = [
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

export function toTags(title: string, content: string): string[] {
  const text = searchable(title, content);
  return TAG_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([tag]) => tag);
}

export function toAnnouncement(dto: AnnouncementDTO): Announcement {
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
  };
}
