import { isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { invitations, users } from '../db/schema.js';
import { isScholar } from './scholar-condition.js';

/** The batch numbers scholars have (null for those without one). */
export async function scholarBatches(db: Db): Promise<(number | null)[]> {
  const rows = await db.selectDistinct({ batchNo: users.batchNo }).from(users).where(isScholar);
  return rows.map((row) => row.batchNo);
}

/** The batch numbers invitations were sent for, used or not (an administrator's invitation has none). */
export async function invitedBatches(db: Db): Promise<(number | null)[]> {
  const rows = await db.selectDistinct({ batchNo: invitations.batchNo }).from(invitations).where(isNotNull(invitations.batchNo));
  return rows.map((row) => row.batchNo);
}
