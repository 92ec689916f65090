import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COHORT, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../app.js';
import { call, login, startProvider } from '../testing/http.js';
import { ANNOUNCEMENT_MESSAGES as M } from './announcement-rules.js';

interface Announcement {
  announcementId: string;
  title: string;
  content: string;
  senderName: string;
  createdAt: string;
  batchNo: number | null;
  pinned: boolean;
  requiresAcknowledgement: boolean;
  acknowledgedAt: string | null;
}
interface Written {
  message: string;
  data: Announcement;
}
interface Acknowledgements {
  acknowledged: { id: string; name: string; email: string; acknowledgedAt: string }[];
  pending: { id: string; name: string; email: string }[];
}

// The named demo scholars, then the generated cohort's (DEMO_COHORT) of the same batch.
const scholars = [...SEED_STUDENTS, ...DEMO_COHORT];
const batch1 = scholars.filter((s) => s.batchNo === 1);
const batch2 = scholars.filter((s) => s.batchNo === 2);
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

let app: FastifyInstance;
const tokens: Record<'admin' | 'batch1' | 'batch2', string> = { admin: '', batch1: '', batch2: '' };
beforeAll(async () => {
  app = await startProvider();
  [tokens.admin, tokens.batch1, tokens.batch2] = await Promise.all([
    login(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD),
    login(app, batch1[0]!.email, DEV_STUDENT_PASSWORD),
    login(app, batch2[0]!.email, DEV_STUDENT_PASSWORD),
  ]);
});
afterAll(() => app?.close());

const as = (who: keyof typeof tokens) => ({
  get: <T>(path: string) => call<T>(app, 'GET', `/api/announcements/${path}`, { token: tokens[who] }),
  post: <T>(path: string, body?: unknown) => call<T>(app, 'POST', `/api/announcements/${path}`, { token: tokens[who], body }),
  put: <T>(path: string, body?: unknown) => call<T>(app, 'PUT', `/api/announcements/${path}`, { token: tokens[who], body }),
  delete: <T>(path: string) => call<T>(app, 'DELETE', `/api/announcements/${path}`, { token: tokens[who] }),
});
const list = async (who: keyof typeof tokens) => (await as(who).get<Announcement[]>('admin/getAllAnnouncements')).body;
const create = async (body: Record<string, unknown>) => {
  const answer = await as('admin').post<Written>('admin/create', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
};

describe('POST /api/announcements/admin/create', () => {
  it('an administrator creates one, signed with their name, that its batch then reads', async () => {
    const answer = await as('admin').post<Written>('admin/create', {
      title: ' Batch 2 check-in ',
      content: 'Meet your coordinator.',
      batchNo: 2,
      pinned: true,
      requiresAcknowledgement: true,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      message: M.created,
      data: {
        announcementId: expect.any(String),
        title: 'Batch 2 check-in',
        content: 'Meet your coordinator.',
        senderName: 'Programme Administrator',
        createdAt: expect.any(String),
        batchNo: 2,
        pinned: true,
        requiresAcknowledgement: true,
        acknowledgedAt: null,
      },
    });
    const id = answer.body.data.announcementId;
    expect((await list('batch2')).find((a) => a.announcementId === id)).toMatchObject({
      requiresAcknowledgement: true,
      acknowledgedAt: null,
    });
    expect((await list('batch1')).some((a) => a.announcementId === id)).toBe(false);
  });

  it.each([
    [{ content: 'C' }, M.titleRequired],
    [{ title: 'T', content: '  ' }, M.contentRequired],
    [{ title: 'T', content: 'C', batchNo: -2 }, M.invalidBatch],
    [{ title: 'T', content: 'C', pinned: 'true' }, 'pinned must be true or false'],
  ])('400 with a clear message: %j', async (body, message) => {
    const before = (await list('admin')).length;
    expect(await as('admin').post('admin/create', body)).toEqual({ status: 400, body: { message } });
    expect((await list('admin')).length).toBe(before);
  });
});

describe('PUT /api/announcements/admin/update/:id and /admin/pin/:id, DELETE /admin/delete/:id', () => {
  it('changes only what is sent, pins and unpins, deletes', async () => {
    const { announcementId: id } = await create({ title: 'Draft', content: 'First words', batchNo: 1 });
    const updated = await as('admin').put<Written>(`admin/update/${id}`, { content: 'Better words', batchNo: 0 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      message: M.updated,
      data: { title: 'Draft', content: 'Better words', batchNo: null, pinned: false },
    });

    expect((await as('admin').put<Written>(`admin/pin/${id}`, { pinned: true })).body).toMatchObject({
      message: M.pinned,
      data: { pinned: true },
    });
    expect((await as('batch2').get<Announcement[]>('announcements/pinned')).body.map((a) => a.announcementId)).toContain(id);
    expect((await as('admin').put<Written>(`admin/pin/${id}`, { pinned: false })).body).toMatchObject({
      message: M.unpinned,
      data: { pinned: false },
    });

    expect(await as('admin').delete(`admin/delete/${id}`)).toEqual({ status: 200, body: { message: M.deleted } });
    expect((await list('admin')).some((a) => a.announcementId === id)).toBe(false);
    expect(await as('admin').delete(`admin/delete/${id}`)).toEqual({ status: 404, body: { message: M.notFound } });
  });

  it.each([
    ['PUT', `admin/update/${NO_SUCH_ID}`, { title: 'x' }],
    ['PUT', 'admin/update/not-a-uuid', { title: 'x' }],
    ['PUT', `admin/pin/${NO_SUCH_ID}`, { pinned: true }],
    ['DELETE', `admin/delete/${NO_SUCH_ID}`, undefined],
    ['GET', `admin/${NO_SUCH_ID}/acknowledgements`, undefined],
  ] as const)('404 for an unknown id: %s %s', async (method, path, body) => {
    expect(await call(app, method, `/api/announcements/${path}`, { token: tokens.admin, body })).toEqual({
      status: 404,
      body: { message: M.notFound },
    });
  });

  it.each([
    [{}, M.nothingToUpdate],
    [{ title: '' }, M.titleRequired],
  ])('update 400: %j', async (body, message) => {
    const { announcementId: id } = await create({ title: 'Kept', content: 'Kept' });
    expect(await as('admin').put(`admin/update/${id}`, body)).toEqual({ status: 400, body: { message } });
    expect((await list('admin')).find((a) => a.announcementId === id)).toMatchObject({ title: 'Kept', content: 'Kept' });
  });

  it('pin 400 without a boolean', async () => {
    const { announcementId: id } = await create({ title: 'T', content: 'C' });
    expect(await as('admin').put(`admin/pin/${id}`, {})).toEqual({ status: 400, body: { message: 'pinned must be true or false' } });
  });
});

describe('roles', () => {
  it('a student may not create, update, delete, pin or see acknowledgements (403) and nothing changes', async () => {
    const { announcementId: id } = await create({ title: 'Admin only', content: 'C' });
    const forbidden = { status: 403, body: { message: 'You do not have permission to do this.' } };
    expect(await as('batch1').post('admin/create', { title: 'T', content: 'C' })).toEqual(forbidden);
    expect(await as('batch1').put(`admin/update/${id}`, { title: 'Hacked' })).toEqual(forbidden);
    expect(await as('batch1').put(`admin/pin/${id}`, { pinned: true })).toEqual(forbidden);
    expect(await as('batch1').delete(`admin/delete/${id}`)).toEqual(forbidden);
    expect(await as('batch1').get(`admin/${id}/acknowledgements`)).toEqual(forbidden);
    expect((await list('admin')).find((a) => a.announcementId === id)).toMatchObject({ title: 'Admin only', pinned: false });
  });

  it('401 without a token', async () => {
    expect((await call(app, 'POST', '/api/announcements/admin/create', { body: { title: 'T', content: 'C' } })).status).toBe(401);
    expect((await call(app, 'POST', `/api/announcements/${NO_SUCH_ID}/acknowledge`)).status).toBe(401);
  });
});

describe('acknowledgement', () => {
  it('a batch 1 scholar acknowledges once (a repeat keeps the first moment); the admin sees who has and has not', async () => {
    const { announcementId: id } = await create({
      title: 'Sign the code of conduct',
      content: 'C',
      batchNo: 1,
      requiresAcknowledgement: true,
    });
    const before = (await as('admin').get<Acknowledgements>(`admin/${id}/acknowledgements`)).body;
    expect(before.acknowledged).toEqual([]);
    expect(before.pending.map((s) => s.email).sort()).toEqual(batch1.map((s) => s.email).sort());

    const first = await as('batch1').post<Written>(`${id}/acknowledge`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: M.acknowledged,
      data: { announcementId: id, requiresAcknowledgement: true, acknowledgedAt: expect.any(String) },
    });
    const again = await as('batch1').post<Written>(`${id}/acknowledge`);
    expect(again.body.data.acknowledgedAt).toBe(first.body.data.acknowledgedAt);
    expect((await list('batch1')).find((a) => a.announcementId === id)?.acknowledgedAt).toBe(first.body.data.acknowledgedAt);

    const after = (await as('admin').get<Acknowledgements>(`admin/${id}/acknowledgements`)).body;
    expect(after.acknowledged).toEqual([
      { id: expect.any(String), name: batch1[0]!.name, email: batch1[0]!.email, acknowledgedAt: first.body.data.acknowledgedAt },
    ]);
    expect(after.pending.map((s) => s.email).sort()).toEqual(
      batch1
        .slice(1)
        .map((s) => s.email)
        .sort(),
    );
    // The admin's own list carries no acknowledgement.
    expect((await list('admin')).find((a) => a.announcementId === id)?.acknowledgedAt).toBeNull();
  });

  it('an announcement for every batch lists every scholar', async () => {
    const { announcementId: id } = await create({ title: 'Everyone', content: 'C', batchNo: 0, requiresAcknowledgement: true });
    const answer = (await as('admin').get<Acknowledgements>(`admin/${id}/acknowledgements`)).body;
    expect(answer.pending.map((s) => s.email).sort()).toEqual(scholars.map((s) => s.email).sort());
  });

  it('404 for one the scholar cannot see or that does not exist; 400 when none is asked; 403 for an administrator', async () => {
    const other = await create({ title: 'Batch 2 only', content: 'C', batchNo: 2, requiresAcknowledgement: true });
    const plain = await create({ title: 'Plain', content: 'C' });
    expect(await as('batch1').post(`${other.announcementId}/acknowledge`)).toEqual({ status: 404, body: { message: M.notFound } });
    expect(await as('batch1').post(`${NO_SUCH_ID}/acknowledge`)).toEqual({ status: 404, body: { message: M.notFound } });
    expect(await as('batch1').post('nope/acknowledge')).toEqual({ status: 404, body: { message: M.notFound } });
    expect(await as('batch1').post(`${plain.announcementId}/acknowledge`)).toEqual({
      status: 400,
      body: { message: M.acknowledgementNotRequired },
    });
    expect(await as('admin').post(`${other.announcementId}/acknowledge`)).toEqual({ status: 403, body: { message: M.studentsOnly } });
    const acks = (await as('admin').get<Acknowledgements>(`admin/${other.announcementId}/acknowledgements`)).body;
    expect(acks.acknowledged).toEqual([]);
    expect(acks.pending.map((s) => s.email).sort()).toEqual(batch2.map((s) => s.email).sort());
  });

  it('a deleted announcement takes its acknowledgements with it', async () => {
    const { announcementId: id } = await create({ title: 'Short-lived', content: 'C', requiresAcknowledgement: true });
    expect((await as('batch2').post(`${id}/acknowledge`)).status).toBe(200);
    expect((await as('admin').delete(`admin/delete/${id}`)).status).toBe(200);
    expect((await as('admin').get(`admin/${id}/acknowledgements`)).status).toBe(404);
  });
});
