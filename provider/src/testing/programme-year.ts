// Tests only: a provider data folder (PGlite) whose programme is already in a given academic year, as if
// an officer had set it. Start providers on it with { dataDir }.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildProvider } from '../app.js';
import { openDatabase } from '../db/client.js';
import { programmeSettings } from '../db/schema.js';

export interface ProgrammeDataDir {
  dataDir: string;
  remove(): Promise<void>;
}

/** `currentAcademicYear` in provider form, e.g. Y2030_2031. */
export async function dataDirInYear(currentAcademicYear: string): Promise<ProgrammeDataDir> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nuru-programme-'));
  await (await buildProvider({ dataDir })).close();
  const database = await openDatabase({ dataDir });
  try {
    await database.db.update(programmeSettings).set({ currentAcademicYear });
  } finally {
    await database.close();
  }
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}
