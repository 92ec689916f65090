import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accountSettings } from '../db/schema.js';
import { DEFAULT_SETTINGS, type SettingsChanges } from './preference-rules.js';

/** The account's settings, defaults filled in when it never changed any. */
export async function readSettings(db: Db, userId: string) {
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.userId, userId));
  return row ?? { ...DEFAULT_SETTINGS, userId, updatedAt: null };
}

/** Writes the changes (creating the row with defaults for the rest) and answers the whole settings. */
export async function saveSettings(db: Db, userId: string, changes: SettingsChanges) {
  const [row] = await db
    .insert(accountSettings)
    .values({ ...changes, userId })
    .onConflictDoUpdate({ target: accountSettings.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
