import { describe, expect, it } from 'vitest';
import { historyAccess } from './history-access';

describe('historyAccess', () => {
  it.each([
    [null, 'STUDENT', 'signed-out'],
    ['', 'student', 'signed-out'],
    ['t', 'STUDENT', 'student'],
    ['t', 'student', 'student'],
    ['t', 'ADMIN', 'not-student'],
    ['t', 'user', 'not-student'],
    ['t', undefined, 'not-student'],
  ])('token %j, role %j -> %s', (token, role, access) => {
    expect(historyAccess(token, role)).toBe(access);
  });
});
