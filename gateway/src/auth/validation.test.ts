import { describe, expect, it } from 'vitest';
import { resetPasswordProblem, signupPasswords } from './validation.js';

describe('resetPasswordProblem (docs/behaviour.md §5)', () => {
  it.each([
    ['', 'Secret!234', 'Email and new password are required'],
    ['   ', 'Secret!234', 'Email and new password are required'],
    ['amina@students.example', '', 'Email and new password are required'],
    ['amina', 'Secret!234', 'Invalid email format'],
    ['amina@students', 'Secret!234', 'Invalid email format'],
    ['amina juma@students.example', 'Secret!234', 'Invalid email format'],
    ['amina@students.example', 'Short!1', 'Password must be at least 8 characters long'],
    ['amina@students.example', 'Exactly8', null],
    ['  Amina@Students.Example ', 'Secret!234', null],
  ])('%j / %j -> %s', (email, password, expected) => {
    expect(resetPasswordProblem(email, password)).toBe(expected);
  });
});

describe('signupPasswords (docs/behaviour.md §5)', () => {
  it.each([
    [undefined, undefined, { password: '', confirmPassword: '' }],
    [null, null, { password: '', confirmPassword: '' }],
    ['Secret!234', undefined, { password: 'Secret!234', confirmPassword: 'Secret!234' }],
    ['Secret!234', 'Other!234', { password: 'Secret!234', confirmPassword: 'Other!234' }],
    [undefined, 'Other!234', { password: '', confirmPassword: 'Other!234' }],
  ])('%j / %j', (password, confirmPassword, expected) => {
    expect(signupPasswords(password, confirmPassword)).toEqual(expected);
  });
});
