import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { programmeSettings } from '../db/schema.js';

export type ProgrammeSettings = Pick<
  typeof programmeSettings.$inferSelect,
  'currentAcademicYear' | 'activeBatches' | 'stipendAmountTzs' | 'updatedAt'
>;

const columns = {
  currentAcademicYear: programmeSettings.currentAcademicYear,
  activeBatches: programmeSettings.activeBatches,
  stipendAmountTzs: programmeSettings.stipendAmountTzs,
  updatedAt: programmeSettings.updatedAt,
};

/** The one row of programme settings (migration 0009 writes it). */
export async function readProgrammeSettings(db: Db, { lock = false } = {}): Promise<ProgrammeSettings> {
  const query = db.select(columns).from(programmeSettings).where(eq(programmeSettings.id, 1));
  // Locked inside a transaction: two officers saving the settings take turns.
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('programme_settings has no row: the database missed migration 0009');
  return row;
}

export async function updateProgrammeSettings(
  db: Db,
  values: Pick<ProgrammeSettings, 'currentAcademicYear' | 'activeBatches' | 'stipendAmountTzs'>,
): Promise<ProgrammeSettings> {
  const [row] = await db
    .update(programmeSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(programmeSettings.id, 1))
    .returning(columns);
  return row!;
}
