import { describe, expect, it } from 'vitest';
import { isLongEnough, looksLikeEmail } from './credentials.js';

describe('looksLikeEmail', () => {
  it.each([
    ['amina@students.example', true],
    ['a.b+c@sub.domain.tz', true],
    ['amina', false],
    ['amina@', false],
    ['@students.example', false],
    ['amina@students', false],
    ['amina juma@students.example', false],
    ['', false],
  ])('%j -> %s', (email, expected) => {
    expect(looksLikeEmail(email)).toBe(expected);
  });
});

describe('isLongEnough (minimum 8, spec section 9)', () => {
  it.each([
    ['', false],
    ['1234567', false],
    ['12345678', true],
    ['a much longer password', true],
  ])('%j -> %s', (password, expected) => {
    expect(isLongEnough(password)).toBe(expected);
  });
});
