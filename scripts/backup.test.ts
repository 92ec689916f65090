import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';
import { DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../provider/src/app.js';
import { createScratchDatabase } from '../provider/src/testing/scratch-database.js';
import { call, login, startProvider, uploadResult } from '../provider/src/testing/http.js';

// Back up, change the data, restore, and find the old state: rows and uploaded files, on the embedded
// database and (when DATABASE_URL is set) on PostgreSQL. The provider is stopped around each script run.
const script = fileURLToPath(new URL('backup.mjs', import.meta.url));
const student = SEED_STUDENTS[3];
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4_000, 7)]);

let PROVIDER_PORT = 0;
beforeAll(async () => {
  PROVIDER_PORT = await freePort();
});

/** Runs the script without blocking this process, whose in-process provider must still answer. */
function runScript(env: Record<string, string>, ...args: string[]): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH, PROVIDER_PORT: String(PROVIDER_PORT), ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, output })));
}

async function asStudent<T>(
  target: { dataDir: string; databaseUrl?: string },
  work: (app: Awaited<ReturnType<typeof startProvider>>, token: string) => Promise<T>,
) {
  const app = await startProvider({ ...target, seed: true });
  try {
    return await work(app, await login(app, student.email, DEV_STUDENT_PASSWORD));
  } finally {
    await app.close();
  }
}

const backends = [{ name: 'the embedded database', serverUrl: undefined as string | undefined }];
if (process.env.DATABASE_URL) backends.push({ name: 'PostgreSQL', serverUrl: process.env.DATABASE_URL });

describe.each(backends)('backup and restore on $name', ({ serverUrl }) => {
  it('a restore brings back the rows and the files as they were at the backup', { timeout: 120_000 }, async () => {
    const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'nuru_backup_test') : undefined;
    const target = { dataDir: mkdtempSync(join(tmpdir(), 'nuru-backup-data-')), databaseUrl: scratch?.url };
    const env = { DATA_DIR: target.dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
    const backupDir = join(mkdtempSync(join(tmpdir(), 'nuru-backup-')), 'nightly');
    try {
      const kept = await asStudent(target, async (app, token) => {
        expect((await call(app, 'PUT', '/api/profile/info', { token, body: { phoneNumber: '+255700111222' } })).status).toBe(200);
        const upload = await uploadResult(app, token, { year: 'Y2001_2002', gpa: '3.4', file: { name: 'kept.pdf', bytes: pdf } });
        return (upload.body as { fileName: string }).fileName;
      });
      expect(await runScript(env, 'backup', backupDir)).toMatchObject({ status: 0 });
      expect(await runScript(env, 'backup', backupDir)).toMatchObject({ status: 1, output: expect.stringContaining('is not empty') });

      // Afterwards: the phone changes, the document is deleted and another one uploaded.
      await asStudent(target, async (app, token) => {
        await call(app, 'PUT', '/api/profile/info', { token, body: { phoneNumber: '+255799999999' } });
        expect((await call(app, 'DELETE', `/api/results/delete/${kept}`, { token })).status).toBe(204);
        await uploadResult(app, token, { year: 'Y2002_2003', gpa: '3.9', file: { name: 'later.pdf', bytes: pdf } });
      });

      // Not while the provider answers.
      const running = await startProvider({ ...target, seed: false });
      await running.listen({ port: PROVIDER_PORT, host: '127.0.0.1' });
      try {
        expect(await runScript(env, 'restore', backupDir)).toMatchObject({
          status: 1,
          output: expect.stringContaining('stop the portal before restoring'),
        });
      } finally {
        await running.close();
      }

      expect(await runScript(env, 'restore', backupDir)).toMatchObject({ status: 0 });
      await asStudent(target, async (app, token) => {
        expect((await call<{ phoneNumber: string }>(app, 'GET', '/api/profile', { token })).body.phoneNumber).toBe('+255700111222');
        const results = (await call<{ resultYear: string; fileName: string }[]>(app, 'GET', '/api/results/all', { token })).body;
        expect(results.map((r) => r.resultYear)).toEqual(['Y2001_2002']);
        const download = await app.inject({ url: `/api/results/download/${kept}`, headers: { authorization: `Bearer ${token}` } });
        expect(download.rawPayload.equals(pdf)).toBe(true);
      });
    } finally {
      await scratch?.drop();
    }
  });
});
