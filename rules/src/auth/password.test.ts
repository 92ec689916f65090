import { describe, expect, it } from 'vitest';
import { isLongEnough, isStrongPassword, setPasswordError, SPECIAL_CHARACTERS } from './password.js';

describe('setPasswordError (docs/behaviour.md §5, set password)', () => {
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

  it('accepts every special character of docs/behaviour.md §9 and nothing else as special', () => {
    for (const c of SPECIAL_CHARACTERS) expect(setPasswordError(`Abcdefg1${c}`)).toBeNull();
    for (const c of ['-', '_', '+', '=', '~', '/', '[', ';']) expect(setPasswordError(`Abcdefg1${c}`)).not.toBeNull();
  });
});

describe('isStrongPassword (docs/behaviour.md §5, change-password complexity)', () => {
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

describe('isLongEnough (docs/behaviour.md §9: minimum password length 8)', () => {
  it.each([
    ['', false],
    ['1234567', false],
    ['12345678', true],
    ['a much longer password', true],
  ])('%j -> %s', (password, expected) => {
    expect(isLongEnough(password)).toBe(expected);
  });
});
