import { describe, expect, it } from 'vitest';
import { INVALID_FORMAT_MESSAGE, NO_TOKEN_MESSAGE, TWO_FACTOR_PROMPT, readLoginAnswer, twoFactorPrompt } from './login-answer.js';

const user = { id: '7', name: 'Amina Juma', email: ' Amina@Students.example ', role: 'student' };
// The e-mail as its owner typed it, only trimmed: the person sees what they typed.
const sessionUser = { id: '7', name: 'Amina Juma', email: 'Amina@Students.example', role: 'STUDENT' };

describe('readLoginAnswer (docs/behaviour.md §3)', () => {
  it.each([
    ['loginResponseDTO', { loginResponseDTO: { ...user, token: 't1' } }, { ok: true, token: 't1', user: sessionUser }],
    ['token plus user', { token: 't2', user }, { ok: true, token: 't2', user: sessionUser }],
    ['numeric id', { token: 't3', user: { ...user, id: 7 } }, { ok: true, token: 't3', user: sessionUser }],
    [
      'missing name and role',
      { token: 't4', user: { id: 1, email: 'a@b.co' } },
      { ok: true, token: 't4', user: { id: '1', name: '', email: 'a@b.co', role: 'USER' } },
    ],
    ['loginResponseDTO without token', { loginResponseDTO: user }, { ok: false, message: NO_TOKEN_MESSAGE }],
    ['loginResponseDTO with empty token', { loginResponseDTO: { ...user, token: '' } }, { ok: false, message: NO_TOKEN_MESSAGE }],
    ['user without token', { user }, { ok: false, message: NO_TOKEN_MESSAGE }],
    ['token without user', { token: 't' }, { ok: false, message: INVALID_FORMAT_MESSAGE }],
    ['user without id', { token: 't', user: { name: 'x' } }, { ok: false, message: INVALID_FORMAT_MESSAGE }],
    ['empty object', {}, { ok: false, message: INVALID_FORMAT_MESSAGE }],
    ['a string', 'ok', { ok: false, message: INVALID_FORMAT_MESSAGE }],
    ['null', null, { ok: false, message: INVALID_FORMAT_MESSAGE }],
    ['an array', [{ token: 't', user }], { ok: false, message: INVALID_FORMAT_MESSAGE }],
  ])('%s', (_name, answer, expected) => {
    expect(readLoginAnswer(answer)).toEqual(expected);
  });
});

describe('twoFactorPrompt (login of an account with two-factor on)', () => {
  it.each([
    ['the provider prompt', { twoFactorRequired: true, message: 'Enter your code.' }, 'Enter your code.'],
    ['no message', { twoFactorRequired: true }, TWO_FACTOR_PROMPT],
    ['blank message', { twoFactorRequired: true, message: ' ' }, TWO_FACTOR_PROMPT],
    ['false flag', { twoFactorRequired: false }, null],
    ['a login answer', { loginResponseDTO: { id: '7', token: 't' } }, null],
    ['null', null, null],
  ])('%s', (_name, answer, expected) => {
    expect(twoFactorPrompt(answer)).toBe(expected);
  });
});
