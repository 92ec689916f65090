import { defineMessages } from 'react-intl';
import type { MentorshipScope } from '@/gql/graphql';

// The page's tabs; the open one is in the address (?tab=), so a reload or a shared link opens it again.
export type TabKey = 'upcoming' | 'mine' | 'past' | 'resources' | 'mentors';

export const TAB_LABELS = defineMessages({
  upcoming: { id: 'mentorship.tabs.upcoming', defaultMessage: 'Upcoming sessions' },
  mine: { id: 'mentorship.tabs.mine', defaultMessage: 'My sessions' },
  past: { id: 'mentorship.tabs.past', defaultMessage: 'Past sessions' },
  resources: { id: 'mentorship.tabs.resources', defaultMessage: 'Resources' },
  mentors: { id: 'mentorship.tabs.mentors', defaultMessage: 'Mentors' },
}) satisfies Record<TabKey, unknown>;

export const TAB_KEYS = Object.keys(TAB_LABELS) as TabKey[];

/** The tab an address names; the first one when it names none or one that does not exist. */
export const mentorshipTab = (value: string | null): TabKey => TAB_KEYS.find((key) => key === value) ?? 'upcoming';

/** Which sessions a sessions tab lists. */
export const SESSION_SCOPES: Partial<Record<TabKey, MentorshipScope>> = { upcoming: 'UPCOMING', mine: 'MINE', past: 'PAST' };
