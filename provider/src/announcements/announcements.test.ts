import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_ANNOUNCEMENTS, SEED_STUDENTS } from '../app.js';
import { call, login, startProvider } from '../testing/http.js';

interface Announcement {
  announcementId: string;
  title: string;
  content: string;
  senderName: string;
  createdAt: string;
  batchNo: number | null;
  pinned: boolean;
}

let app: FastifyInstance;
const tokens: Record<'admin' | 'batch1' | 'batch2', string> = { admin: '', batch1: '', batch2: '' };
beforeAll(async () => {
  app = await startProvider();
  [tokens.admin, tokens.batch1, tokens.batch2] = await Promise.all([
    login(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD),
    login(app, SEED_STUDENTS.find((s) => s.batchNo === 1)!.email, DEV_STUDENT_PASSWORD),
    login(app, SEED_STUDENTS.find((s) => s.batchNo === 2)!.email, DEV_STUDENT_PASSWORD),
  ]);
});
afterAll(() => app?.close());

const titles = async (path: string, who: keyof typeof tokens) =>
  (await call<Announcement[]>(app, 'GET', `/api/announcements/${path}`, { token: tokens[who] })).body.map((a) => a.title);
const newestFirst = (list: typeof SEED_ANNOUNCEMENTS) =>
  [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((a) => a.title);

describe('GET /api/announcements/admin/getAllAnnouncements', () => {
  it('an administrator reads all, newest first, in the server shape', async () => {
    const answer = await call<Announcement[]>(app, 'GET', '/api/announcements/admin/getAllAnnouncements', { token: tokens.admin });
    expect(answer.status).toBe(200);
    expect(answer.body.map((a) => a.title)).toEqual(newestFirst(SEED_ANNOUNCEMENTS));
    const stipend = SEED_ANNOUNCEMENTS.find((a) => a.title.startsWith('Stipend'))!;
    expect(answer.body[0]).toEqual({
      announcementId: expect.any(String),
      title: stipend.title,
      content: stipend.content,
      senderName: 'Programme Administrator',
      createdAt: new Date(stipend.createdAt).toISOString(),
      batchNo: null,
      pinned: true,
      requiresAcknowledgement: false,
      acknowledgedAt: null,
    });
  });

  it.each([
    ['batch1', 1],
    ['batch2', 2],
  ] as const)('a %s student reads those for all and their own batch', async (who, batchNo) => {
    const expected = newestFirst(SEED_ANNOUNCEMENTS.filter((a) => a.batchNo === null || a.batchNo === batchNo));
    expect(await titles('admin/getAllAnnouncements', who)).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(4);
  });
});

describe('GET /api/announcements/announcements/pinned', () => {
  it('pinned only, same visibility', async () => {
    const pinned = newestFirst(SEED_ANNOUNCEMENTS.filter((a) => a.pinned));
    expect(pinned.length).toBeGreaterThan(0);
    expect(await titles('announcements/pinned', 'admin')).toEqual(pinned);
    expect(await titles('announcements/pinned', 'batch2')).toEqual(
      newestFirst(SEED_ANNOUNCEMENTS.filter((a) => a.pinned && (a.batchNo ?? 2) === 2)),
    );
  });
});

describe('access', () => {
  it('401 without a token', async () => {
    expect((await call(app, 'GET', '/api/announcements/admin/getAllAnnouncements')).status).toBe(401);
    expect((await call(app, 'GET', '/api/announcements/announcements/pinned')).status).toBe(401);
  });
});
