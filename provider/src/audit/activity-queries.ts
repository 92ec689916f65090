import { count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { activity, type ACTIVITY_KINDS } from '../db/schema.js';
import type { ActivityPage } from './activity-rules.js';

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Adds a line to the account's activity log, with where the request came from. */
export async function recordActivity(
  db: Db,
  userId: string,
  kind: ActivityKind,
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
): Promise<void> {
  await db.insert(activity).values({ userId, kind, ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
}

/** Newest first. */
export async function listActivity(db: Db, userId: string, page: ActivityPage) {
  const [items, [total]] = await Promise.all([
    db
      .select({ id: activity.id, kind: activity.kind, ip: activity.ip, userAgent: activity.userAgent, createdAt: activity.createdAt })
      .from(activity)
      .where(eq(activity.userId, userId))
      .orderBy(desc(activity.createdAt), desc(activity.seq))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(activity).where(eq(activity.userId, userId)),
  ]);
  return { items, total: total?.value ?? 0, ...page };
}
