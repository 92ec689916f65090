import { describe, expect, it } from 'vitest';
import {
  canSeeSession,
  cancellationRefusal,
  hasStarted,
  registrationRefusal,
  seatsLeft,
  sessionView,
  type SessionFacts,
  type SessionRow,
} from './mentorship-rules.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const session = (changes: Partial<SessionRow> = {}): SessionRow => ({
  id: 's1',
  title: 'CV clinic',
  description: 'Bring your CV',
  mentorId: 'm1',
  startsAt: new Date('2026-03-11T13:00:00Z'),
  durationMinutes: 60,
  mode: 'ONLINE',
  link: 'https://meet.example/cv',
  place: null,
  capacity: 3,
  batchNo: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...changes,
});
const facts = (taken: number, registered = false, changes: Partial<SessionRow> = {}): SessionFacts => ({
  session: session(changes),
  taken,
  registered,
});

describe('seatsLeft', () => {
  it.each([
    [3, 0, 3],
    [3, 2, 1],
    [3, 3, 0],
    [3, 5, 0],
    [1, 0, 1],
  ])('capacity %i, taken %i -> %i', (capacity, taken, left) => expect(seatsLeft(capacity, taken)).toBe(left));
});

describe('canSeeSession', () => {
  it.each([
    ['STUDENT', 1, null, true],
    ['STUDENT', 1, 1, true],
    ['STUDENT', 1, 2, false],
    ['STUDENT', null, 1, false],
    ['STUDENT', null, null, true],
    ['USER', 2, 2, true],
    ['ADMIN', null, 2, true],
  ] as const)('%s of batch %s, session for %s -> %s', (role, viewerBatch, sessionBatch, visible) =>
    expect(canSeeSession({ role, batchNo: viewerBatch }, { batchNo: sessionBatch })).toBe(visible),
  );
});

describe('hasStarted', () => {
  it.each([
    ['2026-03-10T11:59:59Z', true],
    ['2026-03-10T12:00:00Z', true],
    ['2026-03-10T12:00:01Z', false],
  ])('starting %s -> %s', (startsAt, started) => expect(hasStarted({ startsAt: new Date(startsAt) }, NOW)).toBe(started));
});

describe('registrationRefusal', () => {
  const past = { startsAt: new Date('2026-03-09T13:00:00Z') };
  it.each([
    ['no such session', null, true, { status: 404, message: 'Mentorship session not found' }],
    ['another batch', facts(0), false, { status: 404, message: 'Mentorship session not found' }],
    ['past', facts(0, false, past), true, { status: 409, message: 'This session has already taken place.' }],
    ['past and full', facts(3, false, past), true, { status: 409, message: 'This session has already taken place.' }],
    ['already registered (and so full)', facts(3, true), true, { status: 409, message: 'You are already registered for this session.' }],
    ['full', facts(3), true, { status: 409, message: 'This session is full.' }],
    ['over-full after a capacity cut', facts(4), true, { status: 409, message: 'This session is full.' }],
    ['last seat', facts(2), true, null],
    ['empty', facts(0), true, null],
  ] as const)('%s', (_case, f, visible, refusal) => expect(registrationRefusal(f, visible, NOW)).toEqual(refusal));
});

describe('cancellationRefusal', () => {
  it.each([
    ['no such session', null, true, { status: 404, message: 'Mentorship session not found' }],
    ['another batch', facts(1, true), false, { status: 404, message: 'Mentorship session not found' }],
    [
      'past',
      facts(1, true, { startsAt: new Date('2026-03-01T00:00:00Z') }),
      true,
      { status: 409, message: 'This session has already taken place.' },
    ],
    ['not registered', facts(1), true, { status: 409, message: 'You are not registered for this session.' }],
    ['registered', facts(1, true), true, null],
  ] as const)('%s', (_case, f, visible, refusal) => expect(cancellationRefusal(f, visible, NOW)).toEqual(refusal));
});

describe('sessionView', () => {
  it('answers the contract shape with seats left and the caller registration', () => {
    expect(sessionView(facts(2, true))).toEqual({
      id: 's1',
      title: 'CV clinic',
      description: 'Bring your CV',
      mentorId: 'm1',
      startsAt: '2026-03-11T13:00:00.000Z',
      durationMinutes: 60,
      mode: 'ONLINE',
      link: 'https://meet.example/cv',
      place: null,
      capacity: 3,
      batchNo: null,
      seatsLeft: 1,
      registered: true,
    });
  });
});
