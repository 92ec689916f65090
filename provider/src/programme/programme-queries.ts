import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { programmeSettings } from '../db/schema.js';

export type ProgrammeSettings = Pick<typeof programmeSettings.$inferSelect, 'currentAcademicYear'>;

/** The one row of programme settings (migration 0009 writes it). */
export async function readProgrammeSettings(db: Db): Promise<ProgrammeSettings> {
  const [row] = await db
    .select({ currentAcademicYear: programmeSettings.currentAcademicYear })
    .from(programmeSettings)
    .where(eq(programmeSettings.id, 1));
  if (!row) throw new Error('programme_settings has no row: the database missed migration 0009');
  return row;
}
