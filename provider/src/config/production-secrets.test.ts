import { describe, expect, it } from 'vitest';
import { DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD } from '../seed/accounts.js';
import { productionSecretProblems } from './production-secrets.js';

const STRONG_SECRET = 'v6Qf0tH3kZp9Lx2mW8rB1cN7yD4gJ5sA-E_uT';

describe('productionSecretProblems', () => {
  it.each([
    ['a strong secret and no seeded admin', { JWT_SECRET: STRONG_SECRET }, []],
    ['a strong secret and a strong admin password', { JWT_SECRET: STRONG_SECRET, SEED_ADMIN_PASSWORD: 'Kilimanjaro!5895m' }, []],
    ['no JWT secret (it would be generated per machine)', {}, [/^JWT_SECRET is not set: set it/]],
    ['a short JWT secret', { JWT_SECRET: 'secret' }, [/^JWT_SECRET is too weak/]],
    ['a long JWT secret of few characters', { JWT_SECRET: 'ab'.repeat(20) }, [/^JWT_SECRET is too weak/]],
    ['the README\'s development admin password', { JWT_SECRET: STRONG_SECRET, SEED_ADMIN_PASSWORD: DEV_ADMIN_PASSWORD }, [/^SEED_ADMIN_PASSWORD is a published development password/]],
    ['a published password in other case', { JWT_SECRET: STRONG_SECRET, SEED_ADMIN_PASSWORD: DEV_STUDENT_PASSWORD.toUpperCase() }, [/^SEED_ADMIN_PASSWORD is a published/]],
    ['a weak admin password', { JWT_SECRET: STRONG_SECRET, SEED_ADMIN_PASSWORD: 'password' }, [/^SEED_ADMIN_PASSWORD does not meet the password rules \(Password must contain at least one uppercase letter\)/]],
    ['everything wrong at once', { SEED_ADMIN_PASSWORD: DEV_ADMIN_PASSWORD }, [/^JWT_SECRET is not set/, /^SEED_ADMIN_PASSWORD is a published/]],
  ])('%s', (_case, settings, expected) => {
    const problems = productionSecretProblems(settings);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, index) => expect(problems[index]).toMatch(pattern));
  });
});
