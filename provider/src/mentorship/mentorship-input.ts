import { MENTORSHIP_MODES, RESOURCE_KINDS } from '../db/schema.js';
import { isUuid } from '../http/uuid.js';
import { MENTORSHIP_MESSAGES as M } from './mentorship-messages.js';

// The bodies of the admin calls (POST creates, PUT replaces: both take the whole record).

export type Parsed<T> = { value: T } | { problem: string };

export interface MentorInput {
  name: string;
  field: string;
  organisation: string;
  bio: string;
}

export interface SessionInput {
  title: string;
  description: string;
  mentorId: string;
  startsAt: Date;
  durationMinutes: number;
  mode: (typeof MENTORSHIP_MODES)[number];
  link: string | null;
  place: string | null;
  capacity: number;
  batchNo: number | null;
}

export interface ResourceInput {
  title: string;
  kind: (typeof RESOURCE_KINDS)[number];
  url: string;
  description: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const fields = (body: unknown) => (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
const wholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
// A full ISO date and time with an offset, so a session never starts at a server-dependent local hour.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export function parseMentor(body: unknown): Parsed<MentorInput> {
  const b = fields(body);
  const [name, field, organisation] = [text(b.name), text(b.field), text(b.organisation)];
  if (!name) return { problem: M.nameRequired };
  if (!field) return { problem: M.fieldRequired };
  if (!organisation) return { problem: M.organisationRequired };
  return { value: { name, field, organisation, bio: text(b.bio) } };
}

export function parseSession(body: unknown): Parsed<SessionInput> {
  const b = fields(body);
  const title = text(b.title);
  if (!title) return { problem: M.titleRequired };
  const mentorId = text(b.mentorId);
  if (!isUuid(mentorId)) return { problem: M.mentorRequired };
  const startsAt = typeof b.startsAt === 'string' && ISO_INSTANT.test(b.startsAt) ? new Date(b.startsAt) : null;
  if (!startsAt || Number.isNaN(startsAt.getTime())) return { problem: M.startsAtInvalid };
  if (!wholeIn(b.durationMinutes, 15, 480)) return { problem: M.durationInvalid };
  const mode = b.mode as SessionInput['mode'];
  if (!MENTORSHIP_MODES.includes(mode)) return { problem: M.modeInvalid };
  const link = text(b.link);
  const place = text(b.place);
  if (mode === 'ONLINE' && !isWebUrl(link)) return { problem: M.linkRequired };
  if (mode === 'IN_PERSON' && !place) return { problem: M.placeRequired };
  if (!wholeIn(b.capacity, 1, 1000)) return { problem: M.capacityInvalid };
  const batchNo = b.batchNo === undefined || b.batchNo === null ? null : b.batchNo;
  if (batchNo !== null && !wholeIn(batchNo, 1, 1000)) return { problem: M.batchInvalid };
  return {
    value: {
      title,
      description: text(b.description),
      mentorId,
      startsAt,
      durationMinutes: b.durationMinutes,
      mode,
      // Only what the mode uses is kept: an in-person session has no stale link to show.
      link: mode === 'ONLINE' ? link : null,
      place: mode === 'IN_PERSON' ? place : null,
      capacity: b.capacity,
      batchNo,
    },
  };
}

export function parseResource(body: unknown): Parsed<ResourceInput> {
  const b = fields(body);
  const title = text(b.title);
  if (!title) return { problem: M.titleRequired };
  const kind = b.kind as ResourceInput['kind'];
  if (!RESOURCE_KINDS.includes(kind)) return { problem: M.kindInvalid };
  const url = text(b.url);
  if (!isWebUrl(url)) return { problem: M.urlInvalid };
  return { value: { title, kind, url, description: text(b.description) } };
}
