import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_OFFICER, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../app.js';
import { disbursementItems, users } from '../db/schema.js';
import { backends } from '../testing/backends.js';
import { call, login } from '../testing/http.js';
import { useProviderAndDatabase } from '../testing/provider-and-database.js';
import { useInstalments } from '../testing/stipend-periods.js';
import type { RunDetail } from './run-queries.js';
import { RUN_MESSAGES as M } from './run-rules.js';

// The bank's file of an approved run whose rows were changed straight in the database (no route writes them): the
// writer judges every field whatever put it there (and an account number that is not one is already refused by the
// re-check of the approved rows), refusing the whole file, recording no download, rather than hand the bank a
// second payment line.

const YEAR = 'Y2024_2025';
const INJECTED = '9999999999,Attacker,10000000,NY-1-99';

describe.each(backends)('the bank file of rows written by hand on $name', (backend) => {
  const provider = useProviderAndDatabase(backend);
  const as = async (email: string) => {
    const token = await login(provider.app, email, DEV_ADMIN_PASSWORD);
    const path = (url: string) => `/api/admin/disbursements${url}`;
    return {
      token,
      post: (url: string, body?: unknown) => call<RunDetail>(provider.app, 'POST', path(url), { token, body }),
      bankFile: (id: string) =>
        provider.app.inject({ method: 'GET', url: path(`/${id}/bank-file.csv`), headers: { authorization: `Bearer ${token}` } }),
      downloads: async (id: string) =>
        (
          await call<{ items: { action: string }[] }>(
            provider.app,
            'GET',
            `/api/admin/audit?entity=disbursement&entityId=${id}&pageSize=100`,
            {
              token,
            },
          )
        ).body.items.filter((entry) => entry.action === 'disbursement.bank_file_downloaded').length,
    };
  };
  const approvedRun = async (instalment: string) => {
    const maker = await as(DEV_ADMIN_EMAIL);
    await useInstalments(provider.app, maker.token, [instalment]);
    const created = await maker.post('', { instalment, academicYear: YEAR, batchNo: 2 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const approved = await (await as(DEMO_OFFICER.email)).post(`/${created.body.id}/approve`, { version: created.body.version });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.included.length).toBeGreaterThan(1);
    return approved.body;
  };
  // The row, and for an account number the scholar's profile too: a number stored before the rule sits in both
  // (a profile that differs from the run's row is a change since creation, refused before the writer is asked).
  const rewrite = (run: RunDetail, row: RunDetail['included'][number], values: Partial<typeof disbursementItems.$inferInsert>) =>
    provider.write(async (db) => {
      await db
        .update(disbursementItems)
        .set(values)
        .where(and(eq(disbursementItems.runId, run.id), eq(disbursementItems.reference, row.reference)));
      if (values.accountNumber !== undefined)
        await db.update(users).set({ accountNumber: values.accountNumber }).where(eq(users.id, row.studentId));
    });

  it.each([
    [
      'a second payment line after the account number',
      'Hand 1',
      (row: RunDetail['included'][number]) => ({ accountNumber: `${row.accountNumber}\r\n${INJECTED}` }),
    ],
    ['a line feed and a second payment in the name', 'Hand 2', () => ({ accountName: `Amina Juma\n${INJECTED}` })],
    ['a Unicode line separator in the name', 'Hand 3', () => ({ accountName: 'Amina\u2028Juma' })],
    ['an account number that is not one', 'Hand 4', () => ({ accountNumber: 'ACC 0150-123' })],
  ])('refuses the whole file for %s, naming the row, and records no download', async (_case, period, change) => {
    const run = await approvedRun(period);
    const target = run.included[1]!;
    await rewrite(run, target, change(target));

    const desk = await as(DEV_ADMIN_EMAIL);
    const refused = await desk.bankFile(run.id);
    expect(refused.statusCode).toBe(409);
    if ('accountNumber' in change(target))
      // A number that is not one is no number: the re-check of the approved rows refuses the file before the writer.
      expect(refused.json()).toEqual({ message: M.changedBeforeBankFile(target.name) });
    else
      expect(refused.json()).toEqual({
        message:
          `The bank file was not written: row ${target.reference} has an account number or a name a bank file cannot carry. ` +
          'Cancel this run and create it again; leave that scholar out until their profile is corrected.',
        problem: 'UNWRITABLE_ROW',
        reference: target.reference,
        field: 'accountName',
      });
    expect(refused.body).not.toContain('Attacker');
    expect(await desk.downloads(run.id)).toBe(0);

    // Put right, the same run's file is written and its download recorded.
    await rewrite(run, target, { accountNumber: target.accountNumber, accountName: target.name });
    const written = await (await as(DEV_ADMIN_EMAIL)).bankFile(run.id);
    expect(written.statusCode).toBe(200);
    expect(written.body.split('\r\n').filter(Boolean)).toHaveLength(run.included.length + 1);
    expect(await (await as(DEV_ADMIN_EMAIL)).downloads(run.id)).toBe(1);
  });
});
