import { describe, expect, it } from 'vitest';
import { sessionBody, toResource, toSessionModel } from './mapping.js';

const dto = {
  id: 's1',
  title: 'CV clinic',
  description: 'Bring your CV',
  mentorId: 'm1',
  startsAt: '2026-03-12T13:00:00.000Z',
  durationMinutes: 90,
  mode: 'ONLINE',
  link: 'https://meet.example/cv',
  place: null,
  capacity: 30,
  batchNo: null,
  seatsLeft: 3,
  registered: true,
};

describe('toSessionModel', () => {
  it('adds the end, whether it is full and whether it has started', () => {
    expect(toSessionModel(dto, new Date('2026-03-12T12:59:59Z'))).toMatchObject({
      endsAt: '2026-03-12T14:30:00.000Z',
      full: false,
      started: false,
    });
  });

  it.each([
    [{ seatsLeft: 0 }, '2026-03-01T00:00:00Z', { full: true, seatsLeft: 0, started: false }],
    [{ seatsLeft: -2 }, '2026-03-01T00:00:00Z', { full: true, seatsLeft: 0 }],
    [{ seatsLeft: 1 }, '2026-03-12T13:00:00Z', { full: false, started: true }],
    [{ mode: 'IN_PERSON', link: null, place: 'Office' }, '2026-03-01T00:00:00Z', { mode: 'IN_PERSON', link: null, place: 'Office' }],
    [
      { registered: undefined, mentorId: undefined, startsAt: '2026-03-12T16:00:00+03:00' },
      '2026-03-01T00:00:00Z',
      { registered: false, mentorId: null, startsAt: '2026-03-12T13:00:00.000Z' },
    ],
  ])('%j at %s', (change, now, expected) => expect(toSessionModel({ ...dto, ...change }, new Date(now))).toMatchObject(expected));
});

describe('toResource', () => {
  it.each([
    ['VIDEO', 'VIDEO'],
    ['PODCAST', 'LINK'],
  ])('kind %s -> %s', (kind, shown) =>
    expect(toResource({ id: 'r1', kind, url: 'https://x.example', title: 'T' })).toEqual({
      id: 'r1',
      kind: shown,
      url: 'https://x.example',
      title: 'T',
      description: '',
    }),
  );
});

describe('sessionBody', () => {
  it('sends absent optional fields as the provider expects them', () => {
    expect(
      sessionBody({
        title: 'T',
        mentorId: 'm1',
        startsAt: '2026-03-12T13:00:00Z',
        durationMinutes: 60,
        mode: 'IN_PERSON',
        place: 'Office',
        capacity: 5,
      }),
    ).toEqual({
      title: 'T',
      description: '',
      mentorId: 'm1',
      startsAt: '2026-03-12T13:00:00Z',
      durationMinutes: 60,
      mode: 'IN_PERSON',
      link: null,
      place: 'Office',
      capacity: 5,
      batchNo: null,
    });
  });
});
