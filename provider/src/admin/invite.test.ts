import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_INVITED, SEED_STUDENTS } from '../app.js';
import { call, login, mailsTo, startProvider } from '../testing/http.js';

let app: FastifyInstance;
let adminToken: string;
beforeAll(async () => {
  app = await startProvider();
  adminToken = await login(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
});
afterAll(() => app.close());

const invite = (token: string | undefined, body: unknown) => call(app, 'POST', '/api/admin/students/invite', { token, body });

describe('POST /api/admin/students/invite', () => {
  it('invites new e-mails (lowercased, de-duplicated), skips invited and registered ones, and e-mails the invitees', async () => {
    const answer = await invite(adminToken, {
      emails: [
        'New.One@Students.Example',
        'new.one@students.example',
        'new.two@students.example',
        SEED_INVITED[0].email,
        SEED_STUDENTS[0].email.toUpperCase(),
      ],
      batchNo: 2,
    });
    expect(answer).toEqual({
      status: 200,
      body: { message: '2 e-mail(s) invited to batch 2; 2 already invited or registered.', invited: 2 },
    });
    // No account, so no saved language: Kiswahili, then English.
    expect(await mailsTo(app, 'new.one@students.example')).toEqual([
      expect.objectContaining({
        subject: 'Umealikwa kwenye Mfumo wa Ufadhili wa Masomo wa Nuru Yangu / You are invited to the Nuru Yangu Scholarship Portal',
        text:
          'Umechaguliwa kujiunga na kundi namba 2 la programu ya ufadhili wa masomo ya Nuru Yangu.\n\n' +
          'Jisajili kwenye Mfumo wa Ufadhili wa Masomo kwa kutumia anwani hii ya barua pepe: tutakutumia msimbo wa uthibitisho ili uendelee.' +
          '\n\n--- English ---\n\n' +
          'You have been selected for batch 2 of the Nuru Yangu scholarship programme.\n\n' +
          'Sign up on the Scholarship Portal with this e-mail address: we will send you a verification code to continue.',
        code: null,
      }),
    ]);
    const audit = await call<{ items: { action: string; actorEmail: string; after: { email: string; batchNo: number } }[] }>(
      app,
      'GET',
      '/api/admin/audit?entity=invitation&pageSize=2',
      { token: adminToken },
    );
    expect(audit.body.items.map((entry) => [entry.action, entry.actorEmail, entry.after.email, entry.after.batchNo]).sort()).toEqual([
      ['invitation.created', DEV_ADMIN_EMAIL, 'new.one@students.example', 2],
      ['invitation.created', DEV_ADMIN_EMAIL, 'new.two@students.example', 2],
    ]);
  });

  it('refuses an invalid list with a 400 naming the problem, inviting nobody', async () => {
    expect(await invite(adminToken, { emails: ['ok@students.example', 'broken'], batchNo: 1 })).toEqual({
      status: 400,
      body: { message: 'Invalid e-mail address: broken' },
    });
    expect(await invite(adminToken, { emails: ['ok@students.example'] })).toEqual({
      status: 400,
      body: { message: 'batchNo is required' },
    });
    expect(await invite(adminToken, { emails: ['ok@students.example'], batchNo: 'two' })).toEqual({
      status: 400,
      body: { message: 'batchNo must be an integer' },
    });
    expect(await invite(adminToken, { emails: [{}], batchNo: 1 })).toEqual({ status: 400, body: { message: 'emails.0 must be a string' } });
    expect(await invite(adminToken, { emails: [], batchNo: 0 })).toEqual({ status: 400, body: { message: 'batchNo must be at least 1' } });
    expect(await invite(adminToken, { emails: ['ok@students.example'], batchNo: 3 })).toEqual({
      status: 400,
      body: { message: 'Batch 3 is not an active batch: add it in the programme settings first' },
    });
    expect((await call(app, 'POST', '/api/auth/signup/initial', { body: { email: 'ok@students.example', password: '' } })).status).toBe(
      403,
    );
  });

  it('401 without a token, 403 for a student', async () => {
    expect((await invite(undefined, { emails: [], batchNo: 1 })).status).toBe(401);
    const studentToken = await login(app, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
    expect(await invite(studentToken, { emails: ['x@students.example'], batchNo: 1 })).toEqual({
      status: 403,
      body: { message: 'You do not have permission to do this.' },
    });
  });
});
