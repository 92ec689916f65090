import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
}

export async function addToOutbox(db: Db, message: OutboxMessage): Promise<void> {
  await db.insert(outbox).values(message);
}

/** Newest first; all recipients when no e-mail is given. */
export function listOutbox(db: Db, to?: string, limit = 50) {
  return db
    .select({ to: outbox.to, subject: outbox.subject, text: outbox.text, code: outbox.code, sentAt: outbox.sentAt })
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.sentAt), desc(outbox.seq))
    .limit(limit);
}
