import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accountSettings } from '../db/schema.js';
import { twoFactorCodeStep } from './two-factor.js';

/**
 * Whether the code signs the account in: a current code of its secret whose step is newer than the
 * last one that signed in. That step then becomes the last, in one conditional update so that two
 * requests carrying the same code cannot both pass.
 */
export async function acceptLoginCode(db: Db, userId: string, secret: string, loginStep: number | null, code: string): Promise<boolean> {
  const step = await twoFactorCodeStep(secret, code, loginStep);
  if (step === null) return false;
  const newer = or(isNull(accountSettings.twoFactorLoginStep), lt(accountSettings.twoFactorLoginStep, step));
  const claimed = await db.update(accountSettings).set({ twoFactorLoginStep: step })
    .where(and(eq(accountSettings.userId, userId), newer))
    .returning({ userId: accountSettings.userId });
  return claimed.length === 1;
}
