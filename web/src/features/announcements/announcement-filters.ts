// The list's filters live in the URL search params, so a filtered list can be reloaded, shared and gone back to.

import { AnnouncementCategory, AnnouncementPriority, AnnouncementTag } from '@/gql/graphql';

// The schema's vocabularies, in its order.
export const CATEGORIES = Object.values(AnnouncementCategory);
export const PRIORITIES = Object.values(AnnouncementPriority);
export const TAGS = Object.values(AnnouncementTag);

export type Category = AnnouncementCategory;
export type Priority = AnnouncementPriority;

export interface Filters {
  /** 'all' shows every category. */
  category: Category;
  priority: Priority | null;
  tag: AnnouncementTag | null;
  search: string;
}

export const NO_FILTERS: Filters = { category: 'all', priority: null, tag: null, search: '' };

export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** ?category=batch1&priority=urgent&tag=deadline&q=stipend; anything unknown is no filter. */
export function readFilters(params: URLSearchParams): Filters {
  return {
    category: oneOf(CATEGORIES, params.get('category')) ?? 'all',
    priority: oneOf(PRIORITIES, params.get('priority')),
    tag: oneOf(TAGS, params.get('tag')),
    search: params.get('q') ?? '',
  };
}

/** The params for these filters, leaving out what filters nothing. */
export function filterParams(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.search.trim()) params.set('q', filters.search);
  return params;
}

export function isFiltered(filters: Filters): boolean {
  return filterParams(filters).size > 0;
}

export interface Filterable {
  title: string;
  content: string;
  senderName: string;
  category: string;
  priority: string;
  tags: readonly string[];
  pinned: boolean;
  createdAt: string;
}

/** Every filter must hold; the search looks in title, content and sender, any case. */
export function matches(announcement: Filterable, filters: Filters): boolean {
  if (filters.category !== 'all' && announcement.category !== filters.category) return false;
  if (filters.priority && announcement.priority !== filters.priority) return false;
  if (filters.tag && !announcement.tags.includes(filters.tag)) return false;
  const words = filters.search.trim().toLowerCase();
  if (!words) return true;
  return [announcement.title, announcement.content, announcement.senderName].some((text) => text.toLowerCase().includes(words));
}

/** Pinned first, then newest first. */
export function byPinnedThenNewest(a: Filterable, b: Filterable): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  // Equal times keep the server's order (newest first by insertion sequence): the sort is stable.
  return Date.parse(b.createdAt || '0') - Date.parse(a.createdAt || '0') || 0;
}

export function visibleAnnouncements<T extends Filterable>(list: readonly T[], filters: Filters): T[] {
  return list.filter((announcement) => matches(announcement, filters)).sort(byPinnedThenNewest);
}
