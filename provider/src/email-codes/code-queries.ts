import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailCodes } from '../db/schema.js';

export type CodePurpose = 'signup' | 'password_reset' | 'email_change';

export async function insertCode(
  db: Db,
  values: { email: string; purpose: CodePurpose; codeHash: string; createdAt: Date; expiresAt: Date },
) {
  const [row] = await db.insert(emailCodes).values(values).returning();
  return row!;
}

export async function countCodesSince(db: Db, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), gt(emailCodes.createdAt, since)));
  return row?.n ?? 0;
}

/** The newest code of the e-mail that has not been used up (any purpose, or the given one). */
export async function latestUnconsumedCode(db: Db, email: string, purpose?: CodePurpose) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), isNull(emailCodes.consumedAt), purpose ? eq(emailCodes.purpose, purpose) : undefined))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.seq))
    .limit(1);
  return row ?? null;
}

/** Withdraws a code that never reached its mailbox, so it neither shadows the previous code nor counts against the limit. */
export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.delete(emailCodes).where(eq(emailCodes.id, id));
}

/** Counts a wrong try atomically and answers the new count. */
export async function recordWrongAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(eq(emailCodes.id, id))
    .returning({ attempts: emailCodes.attempts });
  return row?.attempts ?? 0;
}

export async function markVerified(db: Db, id: string): Promise<void> {
  await db
    .update(emailCodes)
    .set({ verifiedAt: new Date() })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.verifiedAt)));
}

/** Uses a code up; false when another request already did (so a code authorises exactly one step). */
export async function consumeCode(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}
