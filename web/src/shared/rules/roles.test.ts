import { describe, expect, it } from 'vitest';
import { isStudentRole } from './roles';

describe('isStudentRole (spec 6)', () => {
  it.each([
    ['STUDENT', true],
    ['student', true],
    ['Student', true],
    ['ADMIN', false],
    ['user', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (role, student) => {
    expect(isStudentRole(role)).toBe(student);
  });
});
