import { describe, expect, it } from 'vitest';
import { foldLine, icsDateTime, icsFileName, icsText, sessionIcs, type CalendarSession } from './session-ics';

describe('icsDateTime', () => {
  it.each([
    ['2026-03-12T13:00:00.000Z', '20260312T130000Z'],
    ['2026-03-12T16:05:09+03:00', '20260312T130509Z'],
    ['2026-12-31T23:59:59.999Z', '20261231T235959Z'],
  ])('%s -> %s', (iso, expected) => expect(icsDateTime(iso)).toBe(expected));
});

describe('icsText', () => {
  it.each([
    ['Plain text', 'Plain text'],
    ['CV, cover letter; interview', 'CV\\, cover letter\\; interview'],
    ['C:\\Users\\me', 'C:\\\\Users\\\\me'],
    ['line one\nline two\r\nthree\rfour', 'line one\\nline two\\nthree\\nfour'],
    ['Colons: fine', 'Colons: fine'],
  ])('%j -> %j', (value, expected) => expect(icsText(value)).toBe(expected));
});

describe('foldLine', () => {
  const octets = (s: string) => new TextEncoder().encode(s).length;
  it.each([
    ['short', 1],
    ['x'.repeat(75), 1],
    ['x'.repeat(76), 2],
    ['x'.repeat(75 + 74), 2],
    ['x'.repeat(75 + 75), 3],
    ['é'.repeat(60), 2],
  ])('%j folds into %i lines of at most 75 octets', (line, count) => {
    const folded = foldLine(line).split('\r\n');
    expect(folded).toHaveLength(count);
    expect(folded.every((l) => octets(l) <= 75)).toBe(true);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(line);
  });
});

describe('sessionIcs', () => {
  const base: CalendarSession = {
    id: 's1',
    title: 'Writing a CV, and a cover letter',
    description: 'Bring your CV; we review it together.',
    startsAt: '2026-03-12T13:00:00.000Z',
    endsAt: '2026-03-12T14:30:00.000Z',
    mentorName: 'Eng. Daudi Mushi',
    link: 'https://meet.example/cv?x=1,2',
    place: null,
  };
  const stamp = new Date('2026-03-10T08:00:00Z');
  const lines = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

  it('an online session: one VEVENT, UTC times, escaped text, the link as location and URL, CRLF throughout', () => {
    const text = sessionIcs(base, stamp);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines(text)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Nuru Yangu//Scholarship Portal//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:mentorship-session-s1@nuruyangu.portal',
      'DTSTAMP:20260310T080000Z',
      'DTSTART:20260312T130000Z',
      'DTEND:20260312T143000Z',
      'SUMMARY:Writing a CV\\, and a cover letter',
      'DESCRIPTION:Bring your CV\\; we review it together.\\n\\nMentor: Eng. Daudi Mushi\\n\\nJoin: https://meet.example/cv?x=1\\,2',
      'LOCATION:https://meet.example/cv?x=1\\,2',
      'URL:https://meet.example/cv?x=1,2',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('an in-person session: the place as location, no URL; no mentor line without a mentor', () => {
    const text = lines(sessionIcs({ ...base, link: null, place: 'Foundation office, Msasani', mentorName: null, description: '' }, stamp));
    expect(text).toContain('LOCATION:Foundation office\\, Msasani');
    expect(text.some((l) => l.startsWith('URL:'))).toBe(false);
    expect(text).toContain('DESCRIPTION:');
  });
});

describe('icsFileName', () => {
  it.each([
    ['Writing a CV & cover letter!', 'writing-a-cv-cover-letter.ics'],
    ['Café career talk', 'cafe-career-talk.ics'],
    ['???', 'mentorship-session.ics'],
  ])('%j -> %s', (title, name) => expect(icsFileName(title)).toBe(name));
});
