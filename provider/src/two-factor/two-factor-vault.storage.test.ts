import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountSettings } from '../db/schema.js';
import { backends, useBackend } from '../testing/backends.js';
import { upsertUserByEmail } from '../users/user-queries.js';
import { resealTwoFactorSecrets } from './two-factor-queries.js';
import { TwoFactorVault } from './two-factor-vault.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

describe.each(backends)('two-factor secrets at rest on $name', (backend) => {
  const state = useBackend(backend);

  it('seals secrets stored in clear, reseals them after a key rotation, and never stores one in clear', async () => {
    const { db } = state.database;
    const user = await upsertUserByEmail(db, 'vault@students.example', {});
    await db.insert(accountSettings).values({ userId: user.id, twoFactorSecret: SECRET, twoFactorPendingSecret: null });
    const stored = async () => (await db.select().from(accountSettings).where(eq(accountSettings.userId, user.id)))[0]!;

    const oldKey = randomBytes(32);
    const first = new TwoFactorVault(oldKey);
    expect(await resealTwoFactorSecrets(db, first)).toBe(1);
    const sealed = (await stored()).twoFactorSecret!;
    expect(sealed).not.toContain(SECRET);
    expect(first.open(sealed, user.id)).toBe(SECRET);
    expect(await resealTwoFactorSecrets(db, first)).toBe(0);

    const rotated = new TwoFactorVault(randomBytes(32), [oldKey]);
    expect(await resealTwoFactorSecrets(db, rotated)).toBe(1);
    const resealed = (await stored()).twoFactorSecret!;
    expect(rotated.isCurrent(resealed)).toBe(true);
    expect(new TwoFactorVault(randomBytes(32), [oldKey]).isCurrent(resealed)).toBe(false);
    expect(rotated.open(resealed, user.id)).toBe(SECRET);

    // Without the key that sealed them, the start stops rather than losing or guessing.
    await expect(resealTwoFactorSecrets(db, new TwoFactorVault(randomBytes(32)))).rejects.toThrow(/not configured/);
  });
});
