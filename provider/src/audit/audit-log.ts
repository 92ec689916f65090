import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';
import type { PageRequest } from '../http/paging.js';

/** Who did it: the signed-in administrator. */
export interface AuditActor {
  id: string;
  email: string;
}

/** The kinds of record the log names; the screens word each. */
export const AUDIT_ENTITIES = [
  'student',
  'invitation',
  'admin',
  'programme_settings',
  'result',
  'payment',
  'announcement',
  'mentor',
  'mentorship_session',
  'mentorship_resource',
  'disbursement',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What was done to which record, and the record as it was before and after (null when it did not exist). */
export interface AuditEntry {
  action: string;
  entity: AuditEntity;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
  /** When it happened, for a record written after the fact (the demo's history); default now. */
  at?: Date;
}

/** What a change did to a record, from the record before and after it. */
export const changeOf = (before: unknown, after: unknown): 'created' | 'updated' | 'deleted' =>
  before === null || before === undefined ? 'created' : after === null || after === undefined ? 'deleted' : 'updated';

/** Writes one line of the audit log; pass a transaction's handle to keep the line with the change. */
export async function recordAudit(db: Db, actor: AuditActor, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await db.insert(auditLog).values(
    list.map((entry) => ({
      actorId: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      at: entry.at,
    })),
  );
}

export interface AuditFilter {
  actor?: string;
  entity?: AuditEntity;
  entityId?: string;
  action?: string;
}

/** Newest first; entries written in the same millisecond keep the order they were written in. */
export async function listAudit(db: Db, filter: AuditFilter, page: PageRequest) {
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(eq(auditLog.actorEmail, filter.actor));
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorEmail: auditLog.actorEmail,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.seq))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { items, total: total?.value ?? 0, page: page.page, pageSize: page.pageSize };
}
