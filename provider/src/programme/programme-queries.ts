import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { keptPerDatabase } from '../db/kept-until-changed.js';
import { programmeSettings } from '../db/schema.js';

export type ProgrammeSettings = Pick<
  typeof programmeSettings.$inferSelect,
  'currentAcademicYear' | 'activeBatches' | 'stipendAmountTzs' | 'stipendInstalments' | 'maxStipendsPerYear' | 'updatedAt'
>;

const columns = {
  currentAcademicYear: programmeSettings.currentAcademicYear,
  activeBatches: programmeSettings.activeBatches,
  stipendAmountTzs: programmeSettings.stipendAmountTzs,
  stipendInstalments: programmeSettings.stipendInstalments,
  maxStipendsPerYear: programmeSettings.maxStipendsPerYear,
  updatedAt: programmeSettings.updatedAt,
};

async function readRow(db: Db, lock: boolean): Promise<ProgrammeSettings> {
  const query = db.select(columns).from(programmeSettings).where(eq(programmeSettings.id, 1));
  // Locked inside a transaction: two officers saving the settings take turns.
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('programme_settings has no row: the database missed migration 0009');
  return row;
}

/** Where the database tells of every change (PGlite), the settings most calls read are kept until they change. */
const keptSettings = keptPerDatabase<ProgrammeSettings>((change) => change === 'programme' || change === 'everything');
export const keepProgrammeSettings = keptSettings.keep;

/** The one row of programme settings (migration 0009 writes it); read-only. A locked read always asks. */
export async function readProgrammeSettings(db: Db, { lock = false } = {}): Promise<ProgrammeSettings> {
  return lock ? readRow(db, true) : keptSettings.read(db, '', '', () => readRow(db, false));
}

export async function updateProgrammeSettings(db: Db, values: Omit<ProgrammeSettings, 'updatedAt'>): Promise<ProgrammeSettings> {
  const [row] = await db
    .update(programmeSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(programmeSettings.id, 1))
    .returning(columns);
  return row!;
}
