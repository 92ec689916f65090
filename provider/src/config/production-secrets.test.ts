import { describe, expect, it } from 'vitest';
import { DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD } from '../seed/accounts.js';
import { productionSecretProblems } from './production-secrets.js';

const STRONG_SECRET = 'v6Qf0tH3kZp9Lx2mW8rB1cN7yD4gJ5sA-E_uT';
const TOTP_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

describe('productionSecretProblems', () => {
  it.each([
    ['a strong secret and no seeded admin', { JWT_SECRET: STRONG_SECRET, TOTP_ENCRYPTION_KEY }, []],
    [
      'a strong secret and a strong admin password',
      { JWT_SECRET: STRONG_SECRET, TOTP_ENCRYPTION_KEY, SEED_ADMIN_PASSWORD: 'Kilimanjaro!5895m' },
      [],
    ],
    ['no JWT secret (it would be generated per machine)', { TOTP_ENCRYPTION_KEY }, [/^JWT_SECRET is not set: set it/]],
    [
      'no TOTP key',
      { JWT_SECRET: STRONG_SECRET },
      [/^TOTP_ENCRYPTION_KEY is not set: it seals two-factor secrets at rest and must be the base64 of 32 random bytes/],
    ],
    [
      'a TOTP key of the wrong length',
      { JWT_SECRET: STRONG_SECRET, TOTP_ENCRYPTION_KEY: 'c2hvcnQ=' },
      [/^TOTP_ENCRYPTION_KEY must be the base64 of 32 random bytes/],
    ],
    ['a short JWT secret', { JWT_SECRET: 'secret', TOTP_ENCRYPTION_KEY }, [/^JWT_SECRET is too weak/]],
    ['a long JWT secret of few characters', { JWT_SECRET: 'ab'.repeat(20), TOTP_ENCRYPTION_KEY }, [/^JWT_SECRET is too weak/]],
    [
      "the README's development admin password",
      { JWT_SECRET: STRONG_SECRET, TOTP_ENCRYPTION_KEY, SEED_ADMIN_PASSWORD: DEV_ADMIN_PASSWORD },
      [/^SEED_ADMIN_PASSWORD is a published development password/],
    ],
    [
      'a published password in other case',
      { JWT_SECRET: STRONG_SECRET, TOTP_ENCRYPTION_KEY, SEED_ADMIN_PASSWORD: DEV_STUDENT_PASSWORD.toUpperCase() },
      [/^SEED_ADMIN_PASSWORD is a published/],
    ],
    [
      'a weak admin password',
      { JWT_SECRET: STRONG_SECRET, TOTP_ENCRYPTION_KEY, SEED_ADMIN_PASSWORD: 'password' },
      [/^SEED_ADMIN_PASSWORD does not meet the password rules \(Password must contain at least one uppercase letter\)/],
    ],
    [
      'everything wrong at once',
      { SEED_ADMIN_PASSWORD: DEV_ADMIN_PASSWORD },
      [/^JWT_SECRET is not set/, /^TOTP_ENCRYPTION_KEY is not set/, /^SEED_ADMIN_PASSWORD is a published/],
    ],
  ])('%s', (_case, settings, expected) => {
    const problems = productionSecretProblems(settings);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, index) => expect(problems[index]).toMatch(pattern));
  });
});
