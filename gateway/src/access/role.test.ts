import { describe, expect, it } from 'vitest';
import { normaliseRole } from './role.js';

describe('normaliseRole (docs/behaviour.md §6)', () => {
  it.each([
    ['STUDENT', 'STUDENT'],
    ['student', 'STUDENT'],
    ['Student', 'STUDENT'],
    ['ADMIN', 'ADMIN'],
    ['admin', 'ADMIN'],
    [' admin ', 'ADMIN'],
    ['USER', 'USER'],
    ['mentor', 'USER'],
    ['', 'USER'],
    [null, 'USER'],
    [undefined, 'USER'],
    [42, 'USER'],
  ])('%j -> %s', (role, expected) => {
    expect(normaliseRole(role)).toBe(expected);
  });
});
