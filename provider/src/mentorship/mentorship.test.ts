import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_STUDENT_PASSWORD,
  SEED_MENTORS,
  SEED_RESOURCES,
  SEED_SESSIONS,
  SEED_STUDENTS,
} from '../app.js';
import { call, login, signUp, startProvider } from '../testing/http.js';

interface Session {
  id: string;
  title: string;
  description: string;
  mentorId: string;
  startsAt: string;
  durationMinutes: number;
  mode: string;
  link: string | null;
  place: string | null;
  capacity: number;
  batchNo: number | null;
  seatsLeft: number;
  registered: boolean;
}

let app: FastifyInstance;
const t = { admin: '', amina: '', baraka: '', neema: '', juma: '', fresh: '' };
beforeAll(async () => {
  app = await startProvider();
  const [amina, baraka, neema, juma] = SEED_STUDENTS;
  const student = (s: { email: string }) => login(app, s.email, DEV_STUDENT_PASSWORD);
  [t.admin, t.amina, t.baraka, t.neema, t.juma] = await Promise.all([
    login(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD),
    student(amina),
    student(baraka),
    student(neema),
    student(juma),
  ]);
  await signUp(app, t.admin, 'mentee.fresh@students.example', 'Fresh!Mentee2026', 1);
  t.fresh = await login(app, 'mentee.fresh@students.example', 'Fresh!Mentee2026');
});
afterAll(() => app?.close());

const sessions = async (token: string) => (await call<Session[]>(app, 'GET', '/api/mentorship/sessions', { token })).body;
const byTitle = async (token: string, start: string) => (await sessions(token)).find((s) => s.title.startsWith(start))!;
const register = (id: string, token: string) => call<Session>(app, 'POST', `/api/mentorship/sessions/${id}/register`, { token });
const cancel = (id: string, token: string) => call<Session>(app, 'POST', `/api/mentorship/sessions/${id}/cancel`, { token });
const admin = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, body?: unknown, token = t.admin) =>
  call<Record<string, any>>(app, method, `/api/mentorship/${path}`, { token, body });
const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

describe('seeded lists', () => {
  it('mentors and resources in name order, for every signed-in role', async () => {
    const mentors = await call<{ name: string }[]>(app, 'GET', '/api/mentorship/mentors', { token: t.amina });
    expect(mentors.body.map((m) => m.name)).toEqual(SEED_MENTORS.map((m) => m.name).sort());
    expect(mentors.body[0]).toEqual({
      id: expect.any(String),
      name: 'Dr. Rehema Mollel',
      field: 'Public health',
      organisation: SEED_MENTORS[0]!.organisation,
      bio: SEED_MENTORS[0]!.bio,
    });
    const resources = await call<{ title: string; kind: string }[]>(app, 'GET', '/api/mentorship/resources', { token: t.admin });
    expect(resources.body.map((r) => r.title)).toEqual(SEED_RESOURCES.map((r) => r.title).sort());
  });

  it.each([
    ['amina', 1],
    ['neema', 2],
  ] as const)('%s (batch %i) sees the sessions for everyone and for her batch, soonest first', async (who, batchNo) => {
    const list = await sessions(t[who]);
    const expected = SEED_SESSIONS.filter((s) => s.batchNo === null || s.batchNo === batchNo).toSorted((a, b) => a.inDays - b.inDays);
    expect(list.map((s) => s.title)).toEqual(expected.map((s) => s.title));
    expect(list.map((s) => s.startsAt)).toEqual(list.map((s) => s.startsAt).toSorted());
  });

  it('an administrator sees every session; seats left and the caller registration come with each', async () => {
    expect(await sessions(t.admin)).toHaveLength(SEED_SESSIONS.length);
    expect(await byTitle(t.amina, 'From scholar')).toMatchObject({
      capacity: 4,
      seatsLeft: 1,
      registered: true,
      mode: 'IN_PERSON',
      link: null,
    });
    expect(await byTitle(t.juma, 'From scholar')).toMatchObject({ seatsLeft: 1, registered: false });
  });
});

describe('register and cancel', () => {
  it('a seat is taken and given back; the answer is the session as it now stands', async () => {
    const before = await byTitle(t.baraka, 'Writing a CV');
    const taken = await register(before.id, t.baraka);
    expect(taken).toEqual({ status: 200, body: { ...before, seatsLeft: before.seatsLeft - 1, registered: true } });
    expect(await byTitle(t.baraka, 'Writing a CV')).toEqual(taken.body);
    expect(await byTitle(t.amina, 'Writing a CV')).toMatchObject({ seatsLeft: before.seatsLeft - 1, registered: false });

    expect(await register(before.id, t.baraka)).toEqual({ status: 409, body: { message: 'You are already registered for this session.' } });
    expect(await cancel(before.id, t.baraka)).toEqual({ status: 200, body: before });
    expect(await cancel(before.id, t.baraka)).toEqual({ status: 409, body: { message: 'You are not registered for this session.' } });
    // Registering again after cancelling takes the seat up again.
    expect((await register(before.id, t.baraka)).body).toMatchObject({ seatsLeft: before.seatsLeft - 1, registered: true });
  });

  it('the last seat goes, then the session is full', async () => {
    const panel = await byTitle(t.juma, 'From scholar');
    expect((await register(panel.id, t.juma)).body).toMatchObject({ seatsLeft: 0, registered: true });
    expect(await register(panel.id, t.fresh)).toEqual({ status: 409, body: { message: 'This session is full.' } });
    expect(await byTitle(t.fresh, 'From scholar')).toMatchObject({ seatsLeft: 0, registered: false });
  });

  it('a session that has started cannot be registered for nor cancelled', async () => {
    const past = await byTitle(t.amina, 'Networking');
    expect(past).toMatchObject({ registered: true });
    expect(await register(past.id, t.baraka)).toEqual({ status: 409, body: { message: 'This session has already taken place.' } });
    expect(await cancel(past.id, t.amina)).toEqual({ status: 409, body: { message: 'This session has already taken place.' } });
    expect(await byTitle(t.amina, 'Networking')).toEqual(past);
  });

  it("another batch's session, an unknown and a malformed id are not found", async () => {
    const batch1 = (await sessions(t.admin)).find((s) => s.batchNo === 1 && new Date(s.startsAt) > new Date())!;
    const notFound = { status: 404, body: { message: 'Mentorship session not found' } };
    expect(await register(batch1.id, t.neema)).toEqual(notFound);
    expect(await cancel(batch1.id, t.neema)).toEqual(notFound);
    expect(await register('00000000-0000-4000-8000-000000000000', t.neema)).toEqual(notFound);
    expect(await register('not-a-uuid', t.neema)).toEqual(notFound);
  });

  it('registrations at the same moment never take more seats than there are', async () => {
    const mentorId = (await sessions(t.admin))[0]!.mentorId;
    const created = await admin('POST', 'sessions', {
      title: 'Two seats only',
      mentorId,
      startsAt: nextWeek(),
      durationMinutes: 30,
      mode: 'ONLINE',
      link: 'https://meet.example/two',
      capacity: 2,
    });
    expect(created.status).toBe(200);
    const answers = await Promise.all([t.amina, t.baraka, t.neema, t.juma, t.fresh].map((token) => register(created.body.id, token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body)).toEqual(Array(3).fill({ message: 'This session is full.' }));
    expect((await admin('GET', `sessions/${created.body.id}/registrations`)).body).toHaveLength(2);
    expect(await byTitle(t.fresh, 'Two seats only')).toMatchObject({ seatsLeft: 0 });
  });
});

describe('roles', () => {
  it('401 without a session', async () => {
    for (const path of ['mentors', 'sessions', 'resources']) expect((await call(app, 'GET', `/api/mentorship/${path}`)).status).toBe(401);
    const { id } = (await sessions(t.admin))[0]!;
    expect((await register(id, '')).status).toBe(401);
  });

  it('only students register; only administrators manage', async () => {
    const { id } = await byTitle(t.admin, 'Writing a CV');
    const forbidden = { status: 403, body: { message: 'You do not have permission to do this.' } };
    expect(await register(id, t.admin)).toEqual(forbidden);
    expect(await cancel(id, t.admin)).toEqual(forbidden);
    expect(await admin('POST', 'mentors', { name: 'A', field: 'B', organisation: 'C' }, t.amina)).toEqual(forbidden);
    expect(await admin('DELETE', `sessions/${id}`, undefined, t.amina)).toEqual(forbidden);
    expect(await admin('GET', `sessions/${id}/registrations`, undefined, t.amina)).toEqual(forbidden);
    expect(await admin('PUT', `resources/${id}`, { title: 'T', kind: 'LINK', url: 'https://x.example' }, t.amina)).toEqual(forbidden);
  });
});

describe('administration', () => {
  it('mentors: create, update, refuse to delete while they have sessions, delete', async () => {
    const mentor = await admin('POST', 'mentors', { name: ' Asha Said ', field: 'Law', organisation: 'Legal Aid Centre' });
    expect(mentor).toEqual({
      status: 200,
      body: { id: expect.any(String), name: 'Asha Said', field: 'Law', organisation: 'Legal Aid Centre', bio: '' },
    });
    const updated = await admin('PUT', `mentors/${mentor.body.id}`, {
      name: 'Asha Said',
      field: 'Law',
      organisation: 'Legal Aid Centre',
      bio: 'Advocate',
    });
    expect(updated.body).toMatchObject({ id: mentor.body.id, bio: 'Advocate' });

    const session = await admin('POST', 'sessions', {
      title: 'Careers in law',
      mentorId: mentor.body.id,
      startsAt: nextWeek(),
      durationMinutes: 60,
      mode: 'IN_PERSON',
      place: 'Legal Aid Centre',
      capacity: 10,
      batchNo: 2,
    });
    expect(session.body).toMatchObject({
      title: 'Careers in law',
      mentorId: mentor.body.id,
      mode: 'IN_PERSON',
      place: 'Legal Aid Centre',
      link: null,
      seatsLeft: 10,
      batchNo: 2,
    });
    expect(await admin('DELETE', `mentors/${mentor.body.id}`)).toEqual({
      status: 409,
      body: { message: 'This mentor still has sessions. Delete or reassign them first.' },
    });
    expect((await sessions(t.amina)).some((s) => s.id === session.body.id)).toBe(false);
    expect((await register(session.body.id, t.neema)).status).toBe(200);
    expect((await admin('GET', `sessions/${session.body.id}/registrations`)).body).toEqual([
      {
        userId: expect.any(String),
        name: SEED_STUDENTS[2].name,
        email: SEED_STUDENTS[2].email,
        batchNo: 2,
        registeredAt: expect.any(String),
      },
    ]);

    expect(await admin('DELETE', `sessions/${session.body.id}`)).toEqual({ status: 200, body: { message: 'Deleted' } });
    expect(await admin('DELETE', `mentors/${mentor.body.id}`)).toEqual({ status: 200, body: { message: 'Deleted' } });
    expect(await admin('DELETE', `mentors/${mentor.body.id}`)).toEqual({ status: 404, body: { message: 'Mentor not found' } });
    expect(await admin('GET', `sessions/${session.body.id}/registrations`)).toEqual({
      status: 404,
      body: { message: 'Mentorship session not found' },
    });
  });

  it('sessions: update replaces the record, keeping the seats taken; past sessions may be recorded', async () => {
    const cv = await byTitle(t.baraka, 'Writing a CV');
    const mentors = (await call<{ id: string }[]>(app, 'GET', '/api/mentorship/mentors', { token: t.admin })).body;
    const changed = await admin('PUT', `sessions/${cv.id}`, {
      title: 'Writing a CV and cover letter that get read',
      description: 'Moved online',
      mentorId: mentors[1]!.id,
      startsAt: cv.startsAt,
      durationMinutes: 90,
      mode: 'IN_PERSON',
      place: 'Foundation office',
      capacity: cv.capacity,
      batchNo: null,
    });
    expect(changed.body).toMatchObject({
      id: cv.id,
      durationMinutes: 90,
      mode: 'IN_PERSON',
      link: null,
      place: 'Foundation office',
      seatsLeft: cv.seatsLeft,
      registered: false,
    });
    const recorded = await admin('POST', 'sessions', {
      title: 'Last month',
      mentorId: mentors[0]!.id,
      startsAt: anHourAgo(),
      durationMinutes: 30,
      mode: 'ONLINE',
      link: 'https://meet.example/x',
      capacity: 5,
    });
    expect(recorded.status).toBe(200);
    expect(await register(recorded.body.id, t.amina)).toEqual({ status: 409, body: { message: 'This session has already taken place.' } });
  });

  it('refuses a bad body, an unknown mentor, an unknown id, and changes nothing', async () => {
    const before = await sessions(t.admin);
    expect(
      await admin('POST', 'sessions', {
        title: 'x',
        mentorId: '00000000-0000-4000-8000-000000000000',
        startsAt: nextWeek(),
        durationMinutes: 30,
        mode: 'ONLINE',
        link: 'https://x.example',
        capacity: 5,
      }),
    ).toEqual({ status: 400, body: { message: 'Mentor not found' } });
    expect(await admin('POST', 'sessions', { title: 'x', capacity: 5 })).toEqual({ status: 400, body: { message: 'Choose a mentor' } });
    expect(await admin('PUT', 'sessions/not-a-uuid', {})).toEqual({ status: 400, body: { message: 'Title is required' } });
    expect(await admin('PUT', 'mentors/00000000-0000-4000-8000-000000000000', { name: 'A', field: 'B', organisation: 'C' })).toEqual({
      status: 404,
      body: { message: 'Mentor not found' },
    });
    expect(await sessions(t.admin)).toEqual(before);
  });

  it('resources: create, update, delete', async () => {
    const made = await admin('POST', 'resources', { title: 'Interview checklist', kind: 'ARTICLE', url: 'https://x.example/check' });
    expect(made).toEqual({
      status: 200,
      body: { id: expect.any(String), title: 'Interview checklist', kind: 'ARTICLE', url: 'https://x.example/check', description: '' },
    });
    expect(
      (
        await admin('PUT', `resources/${made.body.id}`, {
          title: 'Interview checklist',
          kind: 'DOCUMENT',
          url: 'https://x.example/check.pdf',
        })
      ).body,
    ).toMatchObject({ kind: 'DOCUMENT', url: 'https://x.example/check.pdf' });
    expect(await admin('POST', 'resources', { title: 'Bad', kind: 'PODCAST', url: 'https://x.example' })).toEqual({
      status: 400,
      body: { message: 'Kind must be ARTICLE, VIDEO, DOCUMENT or LINK' },
    });
    expect(await admin('DELETE', `resources/${made.body.id}`)).toEqual({ status: 200, body: { message: 'Deleted' } });
    expect(await admin('DELETE', `resources/${made.body.id}`)).toEqual({ status: 404, body: { message: 'Resource not found' } });
  });
});
