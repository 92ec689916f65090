import type { MentorshipScope } from '../generated/resolvers.js';
import type { SessionModel } from './mapping.js';

const soonestFirst = (a: SessionModel, b: SessionModel) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id);
const latestFirst = (a: SessionModel, b: SessionModel) => -soonestFirst(a, b);

/**
 * The sessions of a tab: UPCOMING (not started, soonest first), PAST (started, most recent first), MINE (registered:
 * upcoming soonest first, then past most recent first).
 */
export function inScope(sessions: readonly SessionModel[], scope: MentorshipScope): SessionModel[] {
  const upcoming = sessions.filter((s) => !s.started).toSorted(soonestFirst);
  const past = sessions.filter((s) => s.started).toSorted(latestFirst);
  if (scope === 'UPCOMING') return upcoming;
  if (scope === 'PAST') return past;
  return [...upcoming, ...past].filter((s) => s.registered);
}
