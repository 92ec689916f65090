import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength (docs/behaviour.md §5: 0-2 Weak, 3 Medium, 4 Good, 5 Strong)', () => {
  it.each([
    ['', 0, 'Weak'],
    ['a', 1, 'Weak'],
    ['aB', 2, 'Weak'],
    ['aB1', 3, 'Medium'],
    ['aB1!', 4, 'Good'],
    ['abcdefgh1!', 4, 'Good'],
    ['aB1!aB1!', 5, 'Strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});
