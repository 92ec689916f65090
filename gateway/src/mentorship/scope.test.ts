import { describe, expect, it } from 'vitest';
import type { SessionModel } from './mapping.js';
import { inScope } from './scope.js';

const s = (id: string, startsAt: string, started: boolean, registered: boolean) => ({ id, startsAt, started, registered }) as SessionModel;
// Given out of order on purpose.
const sessions = [
  s('past-mine', '2026-02-01T13:00:00.000Z', true, true),
  s('later', '2026-04-01T13:00:00.000Z', false, false),
  s('older-past', '2026-01-01T13:00:00.000Z', true, false),
  s('soon-mine', '2026-03-12T13:00:00.000Z', false, true),
  s('later-mine', '2026-04-01T13:00:00.000Z', false, true),
  s('older-past-mine', '2026-01-15T13:00:00.000Z', true, true),
];

describe('inScope', () => {
  it.each([
    ['UPCOMING', ['soon-mine', 'later', 'later-mine']],
    ['PAST', ['past-mine', 'older-past-mine', 'older-past']],
    ['MINE', ['soon-mine', 'later-mine', 'past-mine', 'older-past-mine']],
  ] as const)('%s', (scope, ids) => expect(inScope(sessions, scope).map((x) => x.id)).toEqual(ids));

  it('an empty list stays empty', () => expect(inScope([], 'MINE')).toEqual([]));
});
