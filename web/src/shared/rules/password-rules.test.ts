import { describe, expect, it } from 'vitest';
import { isStrongPassword, setPasswordError, SPECIAL_CHARACTERS } from './password-rules';

describe('setPasswordError (spec 5, set password)', () => {
  it.each([
    ['', 'Password is required'],
    ['Ab1!', 'Password must be at least 8 characters long'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Password must contain at least one special character'],
    ['Abcdefg1 ', 'Password must contain at least one special character'],
    ['Abcdefg1!', null],
    ['Abcdefg1"', null],
    ['Abcdefg1<', null],
  ])('%j -> %j', (password, message) => {
    expect(setPasswordError(password)).toBe(message);
  });

  it('accepts every special character of spec 9 and nothing else as special', () => {
    for (const c of SPECIAL_CHARACTERS) expect(setPasswordError(`Abcdefg1${c}`)).toBeNull();
    for (const c of ['-', '_', '+', '=', '~', '/', '[', ';']) expect(setPasswordError(`Abcdefg1${c}`)).not.toBeNull();
  });
});

describe('isStrongPassword', () => {
  it.each([
    ['Abcdefg1!', true],
    ['Abcdef1!', true],
    ['Abcde1!', false],
    ['abcdefg1!', false],
    ['', false],
  ])('%j -> %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});
