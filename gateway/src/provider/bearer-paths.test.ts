import { describe, expect, it } from 'vitest';
import { sendsBearer } from './bearer-paths.js';

describe('sendsBearer (docs/behaviour.md §7)', () => {
  it.each([
    ['/auth/login', false],
    ['/auth/register', false],
    ['/auth/verify-email', false],
    ['/auth/set-password', false],
    ['/api/auth/reset-password', false],
    ['/auth/signup/initial', false],
    ['/auth/signup/set-password', false],
    ['/auth/signup/complete', false],
    ['/auth/password-reset/code', false],
    ['/profile', true],
    ['/profile/info', true],
    ['/logout', true],
    ['/settings/change-password', true],
    ['/admin/students/invite', true],
    ['/health', true],
  ])('%s carries the bearer: %s', (path, expected) => {
    expect(sendsBearer(path)).toBe(expected);
  });
});
