import { describe, expect, it } from 'vitest';
import { emailProblem, looksLikeEmail, normaliseEmail } from './email.js';

describe('looksLikeEmail (docs/behaviour.md §5: the e-mail must look like an address)', () => {
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

describe('normaliseEmail (docs/behaviour.md §5: reset password trims and lowercases)', () => {
  it.each([
    ['  Amina@Students.Example ', 'amina@students.example'],
    ['plain@x.io', 'plain@x.io'],
  ])('%j -> %s', (email, expected) => {
    expect(normaliseEmail(email)).toBe(expected);
  });
});

describe('emailProblem', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['amina', 'Invalid email format'],
    ['amina@students', 'Invalid email format'],
    [' amina@students.example ', null],
  ])('%j -> %j', (email, expected) => {
    expect(emailProblem(email)).toBe(expected);
  });
});
