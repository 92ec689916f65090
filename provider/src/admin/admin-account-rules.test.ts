import { describe, expect, it } from 'vitest';
import { activeChangeProblem, ADMIN_ACCOUNT_MESSAGES as M } from './admin-account-rules.js';

describe('activeChangeProblem (never yourself, never the last active administrator)', () => {
  it.each([
    [{ actorId: 'a', targetId: 'b', currentlyActive: true, active: false, activeCount: 2 }, null],
    [{ actorId: 'a', targetId: 'b', currentlyActive: false, active: true, activeCount: 1 }, null],
    [{ actorId: 'a', targetId: 'a', currentlyActive: true, active: false, activeCount: 3 }, M.notYourself],
    [{ actorId: 'a', targetId: 'b', currentlyActive: true, active: false, activeCount: 1 }, M.lastActive],
    [{ actorId: 'a', targetId: 'b', currentlyActive: true, active: true, activeCount: 2 }, 'This administrator is already active'],
    [{ actorId: 'a', targetId: 'b', currentlyActive: false, active: false, activeCount: 2 }, 'This administrator is already deactivated'],
  ])('%j -> %s', (change, expected) => {
    expect(activeChangeProblem(change)).toBe(expected);
  });
});
