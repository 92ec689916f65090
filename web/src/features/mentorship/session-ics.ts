// An iCalendar file (RFC 5545) with one VEVENT for a mentorship session, for "Add to calendar".

export interface CalendarSession {
  id: string;
  title: string;
  description: string;
  /** ISO 8601. */
  startsAt: string;
  endsAt: string;
  mentorName: string | null;
  link: string | null;
  place: string | null;
}

/** 2026-03-12T13:00:00.000Z -> 20260312T130000Z (UTC form, section 3.3.5). */
export function icsDateTime(iso: string | Date): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values (section 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets folded (section 3.1): CRLF and a space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation holds 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function details(session: CalendarSession): string {
  return [session.description, session.mentorName && `Mentor: ${session.mentorName}`, session.link && `Join: ${session.link}`]
    .filter(Boolean)
    .join('\n\n');
}

/** The whole file, CRLF line endings; `stamp` is when it was made (DTSTAMP). */
export function sessionIcs(session: CalendarSession, stamp: Date): string {
  const location = session.place ?? session.link;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nuru Yangu//Scholarship Portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    // Stable per session, so importing it again updates the same calendar entry.
    `UID:mentorship-session-${session.id}@nuruyangu.portal`,
    `DTSTAMP:${icsDateTime(stamp)}`,
    `DTSTART:${icsDateTime(session.startsAt)}`,
    `DTEND:${icsDateTime(session.endsAt)}`,
    `SUMMARY:${icsText(session.title)}`,
    `DESCRIPTION:${icsText(details(session))}`,
    // Calendars show LOCATION prominently and URL rarely: an online session's link goes in both.
    ...(location ? [`LOCATION:${icsText(location)}`] : []),
    ...(session.link ? [`URL:${session.link}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** 'Writing a CV & cover letter!' -> 'writing-a-cv-cover-letter.ics' */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'mentorship-session'}.ics`;
}
