import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accountSettings } from '../db/schema.js';
import type { TwoFactorVault } from './two-factor-vault.js';
import { twoFactorCodeStep } from './two-factor.js';

/** The account's sealed two-factor secret and the step of the last code that signed in (nulls when it is off). */
export async function loginTwoFactor(db: Db, userId: string) {
  const [row] = await db
    .select({ twoFactorSecret: accountSettings.twoFactorSecret, twoFactorLoginStep: accountSettings.twoFactorLoginStep })
    .from(accountSettings)
    .where(eq(accountSettings.userId, userId));
  return row ?? { twoFactorSecret: null, twoFactorLoginStep: null };
}

/**
 * Whether the code signs the account in: a current code of its secret whose step is newer than the
 * last one that signed in. That step then becomes the last, in one conditional update so that two
 * requests carrying the same code cannot both pass.
 */
export async function acceptLoginCode(db: Db, userId: string, secret: string, loginStep: number | null, code: string): Promise<boolean> {
  const step = await twoFactorCodeStep(secret, code, loginStep);
  if (step === null) return false;
  const newer = or(isNull(accountSettings.twoFactorLoginStep), lt(accountSettings.twoFactorLoginStep, step));
  const claimed = await db
    .update(accountSettings)
    .set({ twoFactorLoginStep: step })
    .where(and(eq(accountSettings.userId, userId), newer))
    .returning({ userId: accountSettings.userId });
  return claimed.length === 1;
}

/**
 * Seals every two-factor secret not yet sealed with the vault's current key: clear ones from before
 * encryption, and ones sealed with a key since rotated to TOTP_ENCRYPTION_KEYS_OLD. Run at start; a secret
 * that opens with no configured key stops the start (fail closed) with what to set.
 */
export async function resealTwoFactorSecrets(db: Db, vault: TwoFactorVault): Promise<number> {
  const rows = await db
    .select({ userId: accountSettings.userId, secret: accountSettings.twoFactorSecret, pending: accountSettings.twoFactorPendingSecret })
    .from(accountSettings)
    .where(or(isNotNull(accountSettings.twoFactorSecret), isNotNull(accountSettings.twoFactorPendingSecret)));
  let resealed = 0;
  for (const { userId, secret, pending } of rows) {
    const reseal = (value: string | null) =>
      value === null || vault.isCurrent(value) ? value : vault.seal(vault.open(value, userId), userId);
    const [nextSecret, nextPending] = [reseal(secret), reseal(pending)];
    if (nextSecret === secret && nextPending === pending) continue;
    await db
      .update(accountSettings)
      .set({ twoFactorSecret: nextSecret, twoFactorPendingSecret: nextPending })
      .where(eq(accountSettings.userId, userId));
    resealed += 1;
  }
  return resealed;
}
