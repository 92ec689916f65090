import type { MentorshipScope } from '@/gql/graphql';

// The page's tabs; the open one is in the address (?tab=), so a reload or a shared link opens it again.
export type TabKey = 'upcoming' | 'mine' | 'past' | 'resources' | 'mentors';

export const TABS: readonly { key: TabKey; label: string }[] = [
  { key: 'upcoming', label: 'Upcoming sessions' },
  { key: 'mine', label: 'My sessions' },
  { key: 'past', label: 'Past sessions' },
  { key: 'resources', label: 'Resources' },
  { key: 'mentors', label: 'Mentors' },
];

/** The tab an address names; the first one when it names none or one that does not exist. */
export const mentorshipTab = (value: string | null): TabKey => TABS.find((tab) => tab.key === value)?.key ?? 'upcoming';

/** Which sessions a sessions tab lists. */
export const SESSION_SCOPES: Partial<Record<TabKey, MentorshipScope>> = { upcoming: 'UPCOMING', mine: 'MINE', past: 'PAST' };
