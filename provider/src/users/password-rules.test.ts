import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules.js';

describe('passwordProblem (docs/behaviour.md §5)', () => {
  it.each([
    ['', 'Password is required'],
    ['Ab1!', 'Password must be at least 8 characters long'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Password must contain at least one special character'],
    ['Abcdefg1-', 'Password must contain at least one special character'],
  ])('%j -> %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each(['Abcdefg1!', 'DevStudent!2026', 'Xy9"{}|<>', 'Passw0rd?'])('%j passes', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it('accepts every special character of the spec', () => {
    for (const c of '!@#$%^&*(),.?":{}|<>') expect(passwordProblem(`Abcdefg1${c}`)).toBeNull();
  });
});
