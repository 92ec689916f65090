import { eq } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { keptUntilChanged } from '../db/kept-until-changed.js';
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

async function readRow(db: Db, lock: boolean): Promise<ProgrammeSettings> {
  const query = db.select(columns).from(programmeSettings).where(eq(programmeSettings.id, 1));
  // Locked inside a transaction: two officers saving the settings take turns.
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('programme_settings has no row: the database missed migration 0009');
  return row;
}

const keptFor = new WeakMap<Db, ReturnType<typeof keptUntilChanged<ProgrammeSettings>>>();

/**
 * Where the database tells of every change (PGlite), the settings most calls read are read once and kept until they
 * change. A transaction (another Db) and a locked read still ask.
 */
export async function keepProgrammeSettings({ db, watchChanges }: Pick<Database, 'db' | 'watchChanges'>): Promise<void> {
  if (!watchChanges) return;
  const kept = keptUntilChanged(() => readRow(db, false));
  keptFor.set(db, kept);
  await watchChanges((change) => {
    if (change === 'programme' || change === 'everything') kept.forget();
  });
}

/** The one row of programme settings (migration 0009 writes it); read-only. */
export async function readProgrammeSettings(db: Db, { lock = false } = {}): Promise<ProgrammeSettings> {
  const kept = lock ? undefined : keptFor.get(db);
  return kept ? kept.read() : readRow(db, lock);
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
