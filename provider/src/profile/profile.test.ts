import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_EMAIL, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../app.js';
import { call, login, startProvider } from '../testing/http.js';

let app: FastifyInstance;
let token: string;
const me = SEED_STUDENTS[1];
beforeAll(async () => {
  app = await startProvider();
  token = await login(app, me.email, DEV_STUDENT_PASSWORD);
});
afterAll(() => app.close());

const update = (body: unknown) => call(app, 'PUT', '/api/profile/info', { token, body });
const profile = async () => (await call(app, 'GET', '/api/profile', { token })).body;

describe('GET /api/profile', () => {
  it("answers the caller's own profile with the server field names", async () => {
    expect(await profile()).toEqual({
      id: expect.any(String),
      email: me.email,
      name: me.name,
      role: 'STUDENT',
      sex: me.sex,
      phoneNumber: me.phoneNumber,
      universityName: me.universityName,
      universityRegistrationId: me.universityRegistrationId,
      courseProgrammeName: me.courseProgrammeName,
      enrolledYear: me.enrolledYear,
      batchNo: me.batchNo,
      accountNumber: me.accountNumber,
      enrollmentStatus: 'Active',
    });
  });
});

describe('PUT /api/profile/info', () => {
  it('keeps absent and null fields, clears blank optional ones, ignores unknown ones, accepts a numeric year', async () => {
    expect((await update({ sex: '  ', enrolledYear: 2022, favouriteColour: 'green', universityName: null })).status).toBe(200);
    expect(await profile()).toMatchObject({ sex: null, enrolledYear: '2022', universityName: me.universityName, name: me.name });
  });

  it('refuses a blank name, changing nothing', async () => {
    expect(await update({ name: '   ', phoneNumber: '+255700000000' })).toEqual({ status: 400, body: { message: 'Name cannot be empty' } });
    expect(await update({ name: { first: 'x' } })).toEqual({ status: 400, body: { message: 'name must be a string or null' } });
    expect((await profile()).phoneNumber).toBe(me.phoneNumber);
  });

  it('keeps the e-mail: the current one (in any case) is accepted, any other is refused with where to change it', async () => {
    expect((await update({ email: ` ${me.email.toUpperCase()} `, phoneNumber: '+255700000001' })).status).toBe(200);
    for (const email of ['attacker@mail.example', DEV_ADMIN_EMAIL, '']) {
      expect(await update({ email, phoneNumber: '+255700000002' })).toEqual({
        status: 400,
        body: { message: 'Your e-mail can only be changed with your password and a code sent to the new address (Change e-mail).' },
      });
    }
    expect(await profile()).toMatchObject({ email: me.email, phoneNumber: '+255700000001' });
  });

  it('needs a token', async () => {
    expect((await call(app, 'PUT', '/api/profile/info', { body: { name: 'X' } })).status).toBe(401);
  });
});
