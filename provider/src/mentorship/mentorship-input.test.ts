import { describe, expect, it } from 'vitest';
import { parseMentor, parseResource, parseSession } from './mentorship-input.js';

const MENTOR_ID = '7d1c6a52-3f5e-4b8e-9c0a-2f4e6b8d0a11';

describe('parseMentor', () => {
  it.each([
    [
      { name: ' Dr. Rehema ', field: 'Health', organisation: 'KCMC', bio: ' Physician ' },
      { value: { name: 'Dr. Rehema', field: 'Health', organisation: 'KCMC', bio: 'Physician' } },
    ],
    [{ name: 'A', field: 'B', organisation: 'C' }, { value: { name: 'A', field: 'B', organisation: 'C', bio: '' } }],
    [{ name: '  ', field: 'B', organisation: 'C' }, { problem: 'Name is required' }],
    [{ name: 'A', organisation: 'C' }, { problem: 'Field is required' }],
    [{ name: 'A', field: 'B', organisation: 7 }, { problem: 'Organisation is required' }],
    [null, { problem: 'Name is required' }],
  ])('%j', (body, parsed) => expect(parseMentor(body)).toEqual(parsed));
});

describe('parseSession', () => {
  const online = {
    title: 'CV clinic',
    mentorId: MENTOR_ID,
    startsAt: '2026-05-01T13:00:00Z',
    durationMinutes: 60,
    mode: 'ONLINE',
    link: 'https://meet.example/cv',
    capacity: 20,
  };
  const inPerson = { ...online, mode: 'IN_PERSON', link: undefined, place: 'Foundation office' };

  it('keeps what the mode uses', () => {
    expect(parseSession({ ...online, place: 'ignored', description: ' Bring a CV ', batchNo: 2 })).toEqual({
      value: {
        title: 'CV clinic',
        description: 'Bring a CV',
        mentorId: MENTOR_ID,
        startsAt: new Date('2026-05-01T13:00:00Z'),
        durationMinutes: 60,
        mode: 'ONLINE',
        link: 'https://meet.example/cv',
        place: null,
        capacity: 20,
        batchNo: 2,
      },
    });
    expect(parseSession({ ...inPerson, link: 'https://stale.example' })).toMatchObject({
      value: { mode: 'IN_PERSON', link: null, place: 'Foundation office', batchNo: null },
    });
    expect(parseSession({ ...online, startsAt: '2026-05-01T16:00:00+03:00' })).toMatchObject({
      value: { startsAt: new Date('2026-05-01T13:00:00Z') },
    });
  });

  it.each([
    [{ title: ' ' }, 'Title is required'],
    [{ mentorId: 'm1' }, 'Choose a mentor'],
    [{ startsAt: '2026-05-01' }, 'Start must be a date and time (ISO 8601)'],
    [{ startsAt: '2026-05-01T13:00:00' }, 'Start must be a date and time (ISO 8601)'],
    [{ startsAt: '2026-13-01T13:00:00Z' }, 'Start must be a date and time (ISO 8601)'],
    [{ startsAt: 1767268800000 }, 'Start must be a date and time (ISO 8601)'],
    [{ durationMinutes: 10 }, 'Duration must be a whole number of minutes from 15 to 480'],
    [{ durationMinutes: 481 }, 'Duration must be a whole number of minutes from 15 to 480'],
    [{ durationMinutes: 60.5 }, 'Duration must be a whole number of minutes from 15 to 480'],
    [{ durationMinutes: '60' }, 'Duration must be a whole number of minutes from 15 to 480'],
    [{ mode: 'online' }, 'Mode must be ONLINE or IN_PERSON'],
    [{ link: '' }, 'An online session needs a link starting with http:// or https://'],
    [{ link: 'javascript:alert(1)' }, 'An online session needs a link starting with http:// or https://'],
    [{ link: 'meet.example/cv' }, 'An online session needs a link starting with http:// or https://'],
    [{ capacity: 0 }, 'Capacity must be a whole number from 1 to 1000'],
    [{ capacity: 1001 }, 'Capacity must be a whole number from 1 to 1000'],
    [{ capacity: null }, 'Capacity must be a whole number from 1 to 1000'],
    [{ batchNo: 0 }, 'Batch must be a positive whole number, or empty for everyone'],
    [{ batchNo: '1' }, 'Batch must be a positive whole number, or empty for everyone'],
  ])('online %j -> %s', (change, problem) => expect(parseSession({ ...online, ...change })).toEqual({ problem }));

  it.each([[{ place: '' }], [{ place: '   ' }], [{ place: undefined }]])('in person %j -> needs a place', (change) =>
    expect(parseSession({ ...inPerson, ...change })).toEqual({ problem: 'An in-person session needs a place' }),
  );
});

describe('parseResource', () => {
  it.each([
    [
      { title: ' CV template ', kind: 'DOCUMENT', url: 'https://x.example/cv.docx' },
      { value: { title: 'CV template', kind: 'DOCUMENT', url: 'https://x.example/cv.docx', description: '' } },
    ],
    [
      { title: 'Talk', kind: 'VIDEO', url: 'http://x.example/v', description: 'Recording' },
      { value: { title: 'Talk', kind: 'VIDEO', url: 'http://x.example/v', description: 'Recording' } },
    ],
    [{ kind: 'LINK', url: 'https://x.example' }, { problem: 'Title is required' }],
    [{ title: 'T', kind: 'PODCAST', url: 'https://x.example' }, { problem: 'Kind must be ARTICLE, VIDEO, DOCUMENT or LINK' }],
    [{ title: 'T', kind: 'ARTICLE', url: 'ftp://x.example/a' }, { problem: 'URL must start with http:// or https://' }],
    [{ title: 'T', kind: 'ARTICLE' }, { problem: 'URL must start with http:// or https://' }],
  ])('%j', (body, parsed) => expect(parseResource(body)).toEqual(parsed));
});
