import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_MENTORS, SEED_SESSIONS, SEED_STUDENTS } from '@nuru/provider';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl } from '../testing/peer.js';
import { gql, onlyError, signIn, startGateway, useStack } from '../testing/stack.js';

const SESSION_FIELDS =
  'id title mentor { id name field organisation } startsAt endsAt durationMinutes mode link place capacity seatsLeft full batchNo registered started';
const SESSIONS = `query S($scope: MentorshipScope!) { mentorshipSessions(scope: $scope) { ${SESSION_FIELDS} } }`;
const REGISTER = `mutation R($id: ID!) { registerForSession(id: $id) { ${SESSION_FIELDS} } }`;
const CANCEL = `mutation C($id: ID!) { cancelSessionRegistration(id: $id) { ${SESSION_FIELDS} } }`;
const MENTORS = '{ mentors { id name field organisation bio } }';
const RESOURCES = '{ mentorshipResources { id title kind url description } }';
const CREATE_MENTOR = 'mutation M($input: MentorInput!) { createMentor(input: $input) { id name bio } }';
const UPDATE_MENTOR = 'mutation M($id: ID!, $input: MentorInput!) { updateMentor(id: $id, input: $input) { id name bio } }';
const DELETE_MENTOR = 'mutation M($id: ID!) { deleteMentor(id: $id) { ok message } }';
const CREATE_SESSION = `mutation M($input: MentorshipSessionInput!) { createMentorshipSession(input: $input) { ${SESSION_FIELDS} } }`;
const UPDATE_SESSION = `mutation M($id: ID!, $input: MentorshipSessionInput!) { updateMentorshipSession(id: $id, input: $input) { ${SESSION_FIELDS} } }`;
const DELETE_SESSION = 'mutation M($id: ID!) { deleteMentorshipSession(id: $id) { ok message } }';
const REGISTRATIONS = 'query R($id: ID!) { mentorshipSessionRegistrations(sessionId: $id) { studentId name email batchNo registeredAt } }';
const CREATE_RESOURCE =
  'mutation M($input: MentorshipResourceInput!) { createMentorshipResource(input: $input) { id title kind url description } }';
const UPDATE_RESOURCE =
  'mutation M($id: ID!, $input: MentorshipResourceInput!) { updateMentorshipResource(id: $id, input: $input) { id kind } }';
const DELETE_RESOURCE = 'mutation M($id: ID!) { deleteMentorshipResource(id: $id) { ok message } }';

type Session = Record<string, any>;
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

describe('over the reference provider', () => {
  const stack = useStack({ recorderDelayMs: 0 });
  const t = { admin: '', amina: '', baraka: '', neema: '', juma: '' };

  beforeAll(async () => {
    const [amina, baraka, neema, juma] = SEED_STUDENTS;
    const student = (s: { email: string }) => signIn(stack.gateway, s.email, DEV_STUDENT_PASSWORD);
    [t.admin, t.amina, t.baraka, t.neema, t.juma] = await Promise.all([
      signIn(stack.gateway, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD),
      student(amina),
      student(baraka),
      student(neema),
      student(juma),
    ]);
  });

  const sessions = async (scope: string, token: string) => {
    const answer = await gql(stack.gateway, SESSIONS, { scope }, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.mentorshipSessions as Session[];
  };
  const find = async (token: string, title: string, scope = 'UPCOMING') =>
    (await sessions(scope, token)).find((s) => s.title.startsWith(title))!;
  const one = async (query: string, variables: Record<string, unknown>, token = t.admin) => {
    const answer = await gql(stack.gateway, query, variables, token);
    expect(answer.errors, answer.raw).toBeUndefined();
    return Object.values(answer.data!)[0] as Record<string, any>;
  };

  it('upcoming sessions of the batch, soonest first, each with its mentor from a single provider call', async () => {
    stack.recorder.reset();
    const upcoming = await sessions('UPCOMING', t.amina);
    expect(stack.recorder.calls.toSorted()).toEqual(['GET /api/mentorship/mentors', 'GET /api/mentorship/sessions']);
    const expected = SEED_SESSIONS.filter((s) => s.inDays > 0 && (s.batchNo ?? 1) === 1).toSorted((a, b) => a.inDays - b.inDays);
    expect(upcoming.map((s) => [s.title, s.mentor.name])).toEqual(expected.map((s) => [s.title, SEED_MENTORS[s.mentor]!.name]));
    const panel = upcoming.find((s) => s.title.startsWith('From scholar'))!;
    expect(panel).toMatchObject({
      mode: 'IN_PERSON',
      link: null,
      capacity: 4,
      seatsLeft: 1,
      full: false,
      registered: true,
      started: false,
      batchNo: null,
    });
    expect(Date.parse(panel.endsAt) - Date.parse(panel.startsAt)).toBe(panel.durationMinutes * 60_000);
  });

  it('past sessions, most recent first; mine holds what I registered for', async () => {
    const past = await sessions('PAST', t.amina);
    expect(past.map((s) => s.title)).toEqual(
      SEED_SESSIONS.filter((s) => s.inDays < 0 && (s.batchNo ?? 1) === 1)
        .toSorted((a, b) => b.inDays - a.inDays)
        .map((s) => s.title),
    );
    expect(past.every((s) => s.started)).toBe(true);
    const mine = await sessions('MINE', t.amina);
    // Amina's seeded seats: two upcoming (in 10 and 14 days), one past.
    expect(mine.map((s) => s.title)).toEqual([
      'From scholar to professional: alumni panel',
      'A day in the life of a software engineer',
      'Networking and LinkedIn basics',
    ]);
  });

  it('register answers the updated session and it appears under mine; cancel gives the seat back', async () => {
    const before = await find(t.baraka, 'Writing a CV');
    const taken = await one(REGISTER, { id: before.id }, t.baraka);
    expect(taken).toEqual({ ...before, seatsLeft: before.seatsLeft - 1, registered: true });
    expect((await sessions('MINE', t.baraka)).map((s) => s.id)).toContain(before.id);

    const again = await gql(stack.gateway, REGISTER, { id: before.id }, t.baraka);
    expect(onlyError(again)).toEqual({ message: 'You are already registered for this session.', code: 'CONFLICT' });

    expect(await one(CANCEL, { id: before.id }, t.baraka)).toEqual(before);
    expect((await sessions('MINE', t.baraka)).map((s) => s.id)).not.toContain(before.id);
  });

  it("'This session is full.' passed through; a past session and another batch's are refused", async () => {
    const mentor = (await one(MENTORS, {}, t.amina))[0];
    const single = await one(CREATE_SESSION, {
      input: {
        title: 'One seat',
        mentorId: mentor.id,
        startsAt: nextWeek(),
        durationMinutes: 30,
        mode: 'ONLINE',
        link: 'https://meet.example/1',
        capacity: 1,
      },
    });
    expect(single).toMatchObject({ mentor: { id: mentor.id, name: mentor.name }, seatsLeft: 1, full: false, registered: false });
    expect(await one(REGISTER, { id: single.id }, t.amina)).toMatchObject({ seatsLeft: 0, full: true, registered: true });
    expect(onlyError(await gql(stack.gateway, REGISTER, { id: single.id }, t.baraka))).toEqual({
      message: 'This session is full.',
      code: 'CONFLICT',
    });

    const past = await find(t.amina, 'Networking', 'PAST');
    expect(onlyError(await gql(stack.gateway, CANCEL, { id: past.id }, t.amina))).toEqual({
      message: 'This session has already taken place.',
      code: 'CONFLICT',
    });
    const batch1 = await find(t.amina, 'A day in the life');
    expect(onlyError(await gql(stack.gateway, REGISTER, { id: batch1.id }, t.neema))).toEqual({
      message: 'Mentorship session not found',
      code: 'NOT_FOUND',
    });
    expect((await sessions('UPCOMING', t.neema)).map((s) => s.id)).not.toContain(batch1.id);
  });

  it('roles: only scholars register, only administrators manage', async () => {
    const cv = await find(t.admin, 'Writing a CV');
    expect(onlyError(await gql(stack.gateway, REGISTER, { id: cv.id }, t.admin))).toEqual({
      message: 'Only scholars can register for mentorship sessions.',
      code: 'FORBIDDEN',
    });
    expect(onlyError(await gql(stack.gateway, CREATE_MENTOR, { input: { name: 'A', field: 'B', organisation: 'C' } }, t.amina))).toEqual({
      message: 'Only administrators can manage mentorship.',
      code: 'FORBIDDEN',
    });
    expect(onlyError(await gql(stack.gateway, REGISTRATIONS, { id: cv.id }, t.amina))).toEqual({
      message: 'Only administrators can manage mentorship.',
      code: 'FORBIDDEN',
    });
    expect(onlyError(await gql(stack.gateway, SESSIONS, { scope: 'UPCOMING' }, 'not-a-token'))).toEqual({
      message: 'Your session has expired. Please sign in again.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('administrators manage mentors, sessions and resources', async () => {
    const mentor = await one(CREATE_MENTOR, { input: { name: 'Asha Said', field: 'Law', organisation: 'Legal Aid Centre' } });
    expect(
      await one(UPDATE_MENTOR, {
        id: mentor.id,
        input: { name: 'Asha Said', field: 'Law', organisation: 'Legal Aid Centre', bio: 'Advocate' },
      }),
    ).toEqual({ id: mentor.id, name: 'Asha Said', bio: 'Advocate' });

    const input = {
      title: 'Careers in law',
      mentorId: mentor.id,
      startsAt: nextWeek(),
      durationMinutes: 60,
      mode: 'IN_PERSON',
      place: 'Legal Aid Centre',
      capacity: 0,
    };
    expect(onlyError(await gql(stack.gateway, CREATE_SESSION, { input }, t.admin))).toEqual({
      message: 'Capacity must be a whole number from 1 to 1000',
      code: 'BAD_USER_INPUT',
    });
    const law = await one(CREATE_SESSION, { input: { ...input, capacity: 8, batchNo: 2 } });
    expect(law).toMatchObject({ mentor: { name: 'Asha Said' }, place: 'Legal Aid Centre', seatsLeft: 8, batchNo: 2 });
    await one(REGISTER, { id: law.id }, t.juma);
    expect(await one(REGISTRATIONS, { id: law.id })).toEqual([
      {
        studentId: expect.any(String),
        name: SEED_STUDENTS[3].name,
        email: SEED_STUDENTS[3].email,
        batchNo: 2,
        registeredAt: expect.any(String),
      },
    ]);
    expect(
      await one(UPDATE_SESSION, { id: law.id, input: { ...input, capacity: 10, mode: 'ONLINE', link: 'https://meet.example/law' } }),
    ).toMatchObject({ mode: 'ONLINE', link: 'https://meet.example/law', place: null, seatsLeft: 9, batchNo: null });

    expect(onlyError(await gql(stack.gateway, DELETE_MENTOR, { id: mentor.id }, t.admin))).toEqual({
      message: 'This mentor still has sessions. Delete or reassign them first.',
      code: 'CONFLICT',
    });
    expect(await one(DELETE_SESSION, { id: law.id })).toEqual({ ok: true, message: 'Deleted' });
    expect(await one(DELETE_MENTOR, { id: mentor.id })).toEqual({ ok: true, message: 'Deleted' });
    expect(onlyError(await gql(stack.gateway, DELETE_MENTOR, { id: mentor.id }, t.admin))).toEqual({
      message: 'Mentor not found',
      code: 'NOT_FOUND',
    });

    const resource = await one(CREATE_RESOURCE, {
      input: { title: 'Interview checklist', kind: 'ARTICLE', url: 'https://x.example/check' },
    });
    expect(resource).toEqual({
      id: expect.any(String),
      title: 'Interview checklist',
      kind: 'ARTICLE',
      url: 'https://x.example/check',
      description: '',
    });
    expect(
      await one(UPDATE_RESOURCE, {
        id: resource.id,
        input: { title: 'Interview checklist', kind: 'DOCUMENT', url: 'https://x.example/c.pdf' },
      }),
    ).toEqual({ id: resource.id, kind: 'DOCUMENT' });
    expect((await one(RESOURCES, {}, t.neema)).map((r: { id: string }) => r.id)).toContain(resource.id);
    expect(await one(DELETE_RESOURCE, { id: resource.id })).toEqual({ ok: true, message: 'Deleted' });
    expect((await one(RESOURCES, {}, t.neema)).map((r: { id: string }) => r.id)).not.toContain(resource.id);
  });
});

describe('with the provider down', () => {
  let gateway: FastifyInstance;

  beforeAll(async () => {
    gateway = await startGateway(await closedPortUrl());
  });

  afterAll(() => gateway?.close());

  it.each([
    [SESSIONS, { scope: 'UPCOMING' }, 'Failed to load mentorship sessions. Please try again.'],
    [MENTORS, {}, 'Failed to load mentors. Please try again.'],
    [RESOURCES, {}, 'Failed to load mentorship resources. Please try again.'],
    [REGISTER, { id: 's1' }, 'Failed to register for the session'],
    [CANCEL, { id: 's1' }, 'Failed to cancel your registration'],
    [DELETE_SESSION, { id: 's1' }, 'Failed to delete the session'],
  ])('%s', async (query, variables, message) => {
    expect(onlyError(await gql(gateway, query, variables, 't'))).toEqual({ message, code: 'UPSTREAM_UNAVAILABLE' });
  });
});
