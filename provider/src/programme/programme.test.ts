import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../app.js';
import { call, login, startProvider } from '../testing/http.js';
import { dataDirInYear } from '../testing/programme-year.js';

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

const programme = (token?: string) => call<{ currentAcademicYear: string }>(app, 'GET', '/api/programme', { token });

describe('GET /api/programme', () => {
  it('gives scholars and officers the current academic year, Y2024_2025 until an officer changes it', async () => {
    for (const token of [student, admin])
      expect(await programme(token)).toMatchObject({ status: 200, body: { currentAcademicYear: 'Y2024_2025' } });
  });

  it('asks for a sign-in first', async () => {
    expect((await programme()).status).toBe(401);
  });
});

describe('a programme whose current year is Y2025_2026', () => {
  it('serves it and files a control number submitted without a year under it', async () => {
    const folder = await dataDirInYear('Y2025_2026');
    const changed = await startProvider({ dataDir: folder.dataDir });
    try {
      const token = await login(changed, SEED_STUDENTS[3].email, DEV_STUDENT_PASSWORD);
      expect((await call(changed, 'GET', '/api/programme', { token })).body).toEqual({ currentAcademicYear: 'Y2025_2026' });
      const submitted = await call<{ data: { paymentYear: string } }>(changed, 'POST', '/api/v2/payment/submit-controlNumber', {
        token,
        body: { controlNumber: '991100009001', paymentType: 'NHIF' },
      });
      expect(submitted.body.data.paymentYear).toBe('Y2025_2026');
    } finally {
      await changed.close();
      await folder.remove();
    }
  });
});
