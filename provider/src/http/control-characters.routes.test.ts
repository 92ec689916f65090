import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../app.js';
import { call, login, startProvider, uploadResult } from '../testing/http.js';

// Every way text enters the provider, with a NUL or another control character in it: a clear 400 naming
// the field, never a 500, and nothing stored.
let app: FastifyInstance;
let student: string;
let admin: string;
beforeAll(async () => {
  app = await startProvider();
  [student, admin] = await Promise.all([
    login(app, SEED_STUDENTS[3].email, DEV_STUDENT_PASSWORD),
    login(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD),
  ]);
});
afterAll(() => app?.close());
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_000, 1)]);

describe('control characters in the input', () => {
  it.each<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, 'student' | 'admin' | null, unknown, string]>([
    [
      'login e-mail (JSON body)',
      'POST',
      '/api/auth/login',
      null,
      { email: 'a\u0000@x.tz', password: 'x' },
      'email must not contain control characters',
    ],
    [
      'profile name (JSON body)',
      'PUT',
      '/api/profile/info',
      'student',
      { name: 'Neema\u0000Mushi' },
      'name must not contain control characters',
    ],
    [
      'profile name with a bell',
      'PUT',
      '/api/profile/info',
      'student',
      { name: 'Neema\u0007' },
      'name must not contain control characters',
    ],
    [
      'profile name with a line break (a one-line field: it would break a bank-file row)',
      'PUT',
      '/api/profile/info',
      'student',
      { name: 'Neema\n9999999999,Attacker,10000000,NY-1-2' },
      'name must not contain control characters',
    ],
    [
      'announcement title (JSON body)',
      'POST',
      '/api/announcements/admin/create',
      'admin',
      { title: 'T\u001b[2J', content: 'c' },
      'title must not contain control characters',
    ],
    ['outbox e-mail (query)', 'GET', '/api/dev/outbox?email=a%00b', null, undefined, 'email must not contain control characters'],
    [
      'result file name (path)',
      'GET',
      '/api/results/download/a%00b.pdf',
      'student',
      undefined,
      'fileName must not contain control characters',
    ],
    [
      'result file name on delete (path)',
      'DELETE',
      '/api/results/delete/a%00b.pdf',
      'student',
      undefined,
      'fileName must not contain control characters',
    ],
    ['session id (path)', 'POST', '/api/settings/sessions/a%00b/revoke', 'student', undefined, 'id must not contain control characters'],
  ])('%s answers 400', async (_case, method, url, who, body, message) => {
    const token = who === 'student' ? student : who === 'admin' ? admin : undefined;
    expect(await call(app, method, url, { token, body })).toEqual({ status: 400, body: { message } });
  });

  it('the profile keeps its old name', async () => {
    const profile = await call<{ name: string }>(app, 'GET', '/api/profile', { token: student });
    // eslint-disable-next-line no-control-regex -- the NUL and bell the attack sent must not be stored
    expect(profile.body.name).not.toMatch(/[\u0000\u0007]/);
  });

  it.each<[string, Parameters<typeof uploadResult>[2], string]>([
    [
      'NUL in the file name',
      { year: 'Y2001_2002', gpa: '3.1', file: { name: 'tran\u0000script.pdf', bytes: pdf } },
      'filename must not contain control characters',
    ],
    [
      'a tab in the file name',
      { year: 'Y2001_2002', gpa: '3.1', file: { name: 'a\tb.pdf', bytes: pdf } },
      'filename must not contain control characters',
    ],
    [
      'NUL in a field before the file',
      { year: 'Y2001\u0000_2002', gpa: '3.1', file: { name: 'r.pdf', bytes: pdf } },
      'year must not contain control characters',
    ],
    [
      'escape in a field after the file',
      { order: 'file-first', year: 'Y2001_2002', gpa: '3.1\u001b', file: { name: 'r.pdf', bytes: pdf } },
      'gpa must not contain control characters',
    ],
  ])('an upload with %s answers 400 and stores nothing', async (_case, parts, message) => {
    expect(await uploadResult(app, student, parts)).toEqual({ status: 400, body: { message } });
    expect((await call<unknown[]>(app, 'GET', '/api/results/all', { token: student })).body).toEqual([]);
  });

  it('a URL whose percent-encoding is not UTF-8 answers 400 in the same shape', async () => {
    const answer = await call(app, 'GET', '/api/results/download/a%ff.pdf', { token: student });
    expect(answer).toEqual({ status: 400, body: { message: "'/api/results/download/a%ff.pdf' is not a valid url component" } });
  });
});
