import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.js';

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('DevStudent!2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('DevStudent');
    expect(await verifyPassword('DevStudent!2026', hash)).toBe(true);
    expect(await verifyPassword('DevStudent!2027', hash)).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('Same!Pass1')).not.toBe(await hashPassword('Same!Pass1'));
  });

  it('refuses a malformed stored hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
