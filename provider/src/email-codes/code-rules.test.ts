import { describe, expect, it } from 'vitest';
import { codeState, isSixDigitCode, RESET_WINDOW_MS, stillAuthorises, type CodeFacts } from './code-rules.js';

const now = new Date('2026-01-01T12:00:00Z');
const minutes = (m: number) => new Date(now.getTime() + m * 60_000);
const code = (facts: Partial<CodeFacts>): CodeFacts => ({
  expiresAt: minutes(10),
  attempts: 0,
  verifiedAt: null,
  consumedAt: null,
  ...facts,
});

describe('codeState', () => {
  it.each([
    ['fresh', code({}), 'pending'],
    ['4 wrong tries', code({ attempts: 4 }), 'pending'],
    ['5 wrong tries burn it', code({ attempts: 5 }), 'burned'],
    ['past 15 minutes', code({ expiresAt: minutes(-1) }), 'expired'],
    ['exactly at expiry', code({ expiresAt: now }), 'expired'],
    ['verified', code({ verifiedAt: minutes(-2) }), 'verified'],
    ['verified, then used', code({ verifiedAt: minutes(-2), consumedAt: minutes(-1) }), 'consumed'],
  ] as const)('%s -> %s', (_name, facts, state) => expect(codeState(facts, now)).toBe(state));
});

describe('stillAuthorises', () => {
  it.each([
    [null, false],
    [minutes(-1), true],
    [minutes(-15), true],
    [minutes(-16), false],
  ])('verified at %s -> %s', (verifiedAt, ok) => expect(stillAuthorises(verifiedAt, RESET_WINDOW_MS, now)).toBe(ok));
});

describe('isSixDigitCode', () => {
  it.each([
    ['012345', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    [' 123456', false],
  ])('%j -> %s', (value, ok) => expect(isSixDigitCode(value)).toBe(ok));
});
