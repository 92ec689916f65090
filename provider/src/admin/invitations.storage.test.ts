import { describe, expect, it } from 'vitest';
import { DEMO_PENDING_INVITATIONS, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, SEED_INVITED, SEED_STUDENTS } from '../app.js';
import { backends, useProviderOn } from '../testing/backends.js';
import { call, login } from '../testing/http.js';
import { INVITATION_MESSAGES as M } from './invitation-routes.js';
import { ROSTER_MESSAGES as R } from './roster-rules.js';

type ImportAnswer = { message: string; applied: boolean; rows: { line: number; email: string; outcome: string; message: string }[] };
type Invitation = { id: string; email: string; status: string; sendCount: number; batchNo: number | null };

describe.each(backends)('invitations on $name', (backend) => {
  const provider = useProviderOn(backend);
  const desk = async () => {
    const token = await login(provider.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const roster = async (csv: string, dryRun: boolean) => {
      const response = await provider.app.inject({
        method: 'POST',
        url: `/api/admin/students/import?dryRun=${dryRun}`,
        payload: csv,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      });
      return { status: response.statusCode, body: response.json<ImportAnswer>() };
    };
    return {
      token,
      roster,
      call: <T>(method: 'GET' | 'POST' | 'DELETE', url: string) => call<T>(provider.app, method, `/api/admin/${url}`, { token }),
    };
  };
  const outbox = async (email: string) =>
    (await call<unknown[]>(provider.app, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`)).body.length;

  it('reports every row of a roster with a bad one and applies nothing; fixed, it invites exactly the new ones', async () => {
    const { roster, call: admin } = await desk();
    const csv = [
      'email,batchNo,name',
      'Roster.One@Students.example,1,"Mwanaidi Chande, Jr"',
      `${SEED_STUDENTS[0].email},1`,
      `${SEED_INVITED[0].email},1`,
      'roster.two@students.example,7',
      'not-an-email,2',
    ].join('\r\n');
    const report = await roster(csv, true);
    expect(report.status).toBe(422);
    expect(report.body).toEqual({
      message: R.hasInvalid(2),
      applied: false,
      rows: [
        { line: 2, email: 'roster.one@students.example', batchNo: 1, name: 'Mwanaidi Chande, Jr', outcome: 'INVITE', message: R.invite(1) },
        { line: 3, email: SEED_STUDENTS[0].email, batchNo: 1, name: null, outcome: 'ALREADY_REGISTERED', message: R.alreadyRegistered },
        {
          line: 4,
          email: SEED_INVITED[0].email,
          batchNo: 1,
          name: null,
          outcome: 'ALREADY_INVITED',
          message: 'Already invited to batch 1',
          invitedBatchNo: 1,
        },
        {
          line: 5,
          email: 'roster.two@students.example',
          batchNo: 7,
          name: null,
          outcome: 'INVALID',
          message: R.inactiveBatch(7),
          problem: 'INACTIVE_BATCH',
        },
        { line: 6, email: 'not-an-email', batchNo: 2, name: null, outcome: 'INVALID', message: R.email, problem: 'EMAIL' },
      ],
    });
    expect((await roster(csv, false)).status).toBe(422);
    expect((await admin<{ total: number }>('GET', 'invitations?search=roster.one')).body.total).toBe(0);

    const fixed = csv
      .replace('roster.two@students.example,7', 'roster.two@students.example,2')
      .replace('not-an-email,2', 'roster.three@students.example,2');
    const dryRun = await roster(fixed, true);
    expect(dryRun).toMatchObject({ status: 200, body: { applied: false, message: R.dryRun(3) } });
    expect((await admin<{ total: number }>('GET', 'invitations?search=roster.')).body.total).toBe(0);

    const applied = await roster(fixed, false);
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toBe(true);
    expect(applied.body.message).toBe(R.applied(3));
    expect(applied.body.rows.map((row) => [row.email, row.outcome, row.message])).toEqual([
      ['roster.one@students.example', 'INVITE', R.invited(1)],
      [SEED_STUDENTS[0].email, 'ALREADY_REGISTERED', R.alreadyRegistered],
      [SEED_INVITED[0].email, 'ALREADY_INVITED', 'Already invited to batch 1'],
      ['roster.two@students.example', 'INVITE', R.invited(2)],
      ['roster.three@students.example', 'INVITE', R.invited(2)],
    ]);
    expect(await outbox('roster.one@students.example')).toBe(1);
    const again = await roster(fixed, false);
    expect(again.body.rows.filter((row) => row.outcome === 'INVITE')).toEqual([]);
    const audit = await admin<{ total: number }>('GET', 'audit?entity=invitation&action=invitation.created');
    expect(audit.body.total).toBe(3);
  });

  it('refuses what is not a roster', async () => {
    const { roster, token } = await desk();
    expect(await roster('', true)).toEqual({ status: 400, body: { message: R.empty } });
    expect(await roster('email,batchNo\n', true)).toEqual({ status: 400, body: { message: R.empty } });
    expect(await roster('a@x.example,"1\n', true)).toEqual({ status: 400, body: { message: 'Line 1: a quoted field is not closed' } });
    const json = await call(provider.app, 'POST', '/api/admin/students/import', { token, body: { emails: [] } });
    expect(json).toEqual({ status: 400, body: { message: 'Send the roster as text/csv' } });
    const huge = await roster(`${'x'.repeat(3 * 1024 * 1024)}`, true);
    expect(huge.status).toBe(413);
  });

  it('lists pending and used invitations newest first, resends an old one once and revokes a pending one', async () => {
    const { call: admin } = await desk();
    const pending = await admin<{ items: Invitation[]; total: number }>('GET', 'invitations?status=PENDING&pageSize=100');
    expect(pending.body.items.every((invitation) => invitation.status === 'PENDING')).toBe(true);
    expect(pending.body.total).toBeGreaterThanOrEqual(DEMO_PENDING_INVITATIONS.length + SEED_INVITED.length);
    const used = await admin<{ items: Invitation[] }>('GET', 'invitations?status=USED&pageSize=5');
    expect(used.body.items.every((invitation) => invitation.status === 'USED')).toBe(true);
    expect(await admin('GET', 'invitations?status=OPEN')).toEqual({
      status: 400,
      body: { message: 'status must be one of PENDING, USED' },
    });

    const old = pending.body.items.find((invitation) => invitation.email === DEMO_PENDING_INVITATIONS[0]!.email)!;
    const [first, second] = await Promise.all([
      admin<{ data: Invitation }>('POST', `invitations/${old.id}/resend`),
      admin('POST', `invitations/${old.id}/resend`),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 429]);
    const resent = first.status === 200 ? first : (second as typeof first);
    expect(resent.body).toMatchObject({ message: M.resent(old.email), data: { sendCount: old.sendCount + 1 } });
    expect(await outbox(old.email)).toBe(1);

    const fresh = pending.body.items.find((invitation) => invitation.email === SEED_INVITED[1].email)!;
    expect(await admin('POST', `invitations/${fresh.id}/resend`)).toEqual({ status: 429, body: { message: M.resendTooSoon } });
    expect(await admin('DELETE', `invitations/${fresh.id}`)).toEqual({ status: 200, body: { message: M.revoked(fresh.email) } });
    expect(await admin('DELETE', `invitations/${fresh.id}`)).toEqual({ status: 404, body: { message: M.notFound } });
    expect((await call(provider.app, 'POST', '/api/auth/signup/initial', { body: { email: fresh.email, password: '' } })).status).toBe(403);
    expect(await admin('DELETE', `invitations/${used.body.items[0]!.id}`)).toEqual({ status: 409, body: { message: M.used } });
    expect(await admin('POST', `invitations/${used.body.items[0]!.id}/resend`)).toEqual({ status: 409, body: { message: M.used } });
    expect(await admin('POST', 'invitations/nope/resend')).toEqual({ status: 404, body: { message: M.notFound } });

    const audit = await admin<{ items: { action: string; entityId: string; before: unknown; after: unknown }[] }>(
      'GET',
      'audit?entity=invitation&pageSize=2',
    );
    expect(audit.body.items.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['invitation.revoked', fresh.id],
      ['invitation.resent', old.id],
    ]);
    expect(audit.body.items[0]).toMatchObject({ before: { email: fresh.email, status: 'PENDING' }, after: null });
  });
});
