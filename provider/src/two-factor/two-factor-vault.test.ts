import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseVaultKey, TwoFactorVault } from './two-factor-vault.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const ACCOUNT = '5f0c2d6e-0000-4000-8000-000000000001';

describe('TwoFactorVault', () => {
  it('seals so that the stored text holds neither the secret nor its bytes, and opens it back', () => {
    const vault = new TwoFactorVault(randomBytes(32));
    const sealed = vault.seal(SECRET, ACCOUNT);
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(vault.seal(SECRET, ACCOUNT)).not.toBe(sealed);
    expect(vault.open(sealed, ACCOUNT)).toBe(SECRET);
    expect(vault.isCurrent(sealed)).toBe(true);
  });

  it('fails closed: another account, an altered text, or a key that is not configured', () => {
    const vault = new TwoFactorVault(randomBytes(32));
    const sealed = vault.seal(SECRET, ACCOUNT);
    expect(() => vault.open(sealed, 'another-account')).toThrow(/does not open with its key/);
    const altered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => vault.open(altered, ACCOUNT)).toThrow(/does not open with its key/);
    expect(() => new TwoFactorVault(randomBytes(32)).open(sealed, ACCOUNT)).toThrow(
      /sealed with key [0-9a-f]{8}, which is not configured: set TOTP_ENCRYPTION_KEY or TOTP_ENCRYPTION_KEYS_OLD/,
    );
  });

  it('after a rotation the old key still opens, and what it sealed is not current', () => {
    const [oldKey, newKey] = [randomBytes(32), randomBytes(32)];
    const sealedBefore = new TwoFactorVault(oldKey).seal(SECRET, ACCOUNT);
    const rotated = new TwoFactorVault(newKey, [oldKey]);
    expect(rotated.open(sealedBefore, ACCOUNT)).toBe(SECRET);
    expect(rotated.isCurrent(sealedBefore)).toBe(false);
  });

  it('reads a secret stored before encryption as the clear secret it is', () => {
    const vault = new TwoFactorVault(randomBytes(32));
    expect(vault.open(SECRET, ACCOUNT)).toBe(SECRET);
    expect(vault.isCurrent(SECRET)).toBe(false);
  });

  it.each(['', 'c2hvcnQ=', Buffer.alloc(31).toString('base64'), Buffer.alloc(33).toString('base64')])('refuses the key %j', (text) => {
    expect(() => parseVaultKey('TOTP_ENCRYPTION_KEY', text)).toThrow('TOTP_ENCRYPTION_KEY must be the base64 of 32 random bytes');
  });
});
