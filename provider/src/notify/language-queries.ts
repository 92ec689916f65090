import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { accountSettings } from '../db/schema.js';
import type { Language } from './mail-language.js';

/** The language the account saved; null when it never saved settings. */
export async function accountLanguage(db: Db, userId: string): Promise<Language | null> {
  const [row] = await db.select({ language: accountSettings.language }).from(accountSettings).where(eq(accountSettings.userId, userId));
  return row?.language ?? null;
}

/** Saves the account's language, as Settings > Preferences would, keeping its other settings. */
export async function saveAccountLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db
    .insert(accountSettings)
    .values({ userId, language })
    .onConflictDoUpdate({ target: accountSettings.userId, set: { language, updatedAt: sql`now()` } });
}
