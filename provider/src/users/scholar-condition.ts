import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../db/schema.js';

/** Scholars: accounts with the STUDENT role that were not removed. */
export const isScholar = and(eq(users.role, 'STUDENT'), isNull(users.deletedAt))!;
