import { MENTORSHIP_MODES, RESOURCE_KINDS } from '../db/schema.js';

// The mentorship routes' JSON schemas (Fastify serializes with them; they make the OpenAPI document). Bodies are
// described, not validated: mentorship-input.ts answers a missing or wrong field in its own words.

const uuid = { type: 'string', format: 'uuid' } as const;
const text = { type: 'string' } as const;

export const mentorSchema = {
  $id: 'Mentor',
  type: 'object',
  required: ['id', 'name', 'field', 'organisation', 'bio'],
  properties: { id: uuid, name: text, field: text, organisation: text, bio: text },
} as const;

export const sessionSchema = {
  $id: 'MentorshipSession',
  type: 'object',
  required: [
    'id',
    'title',
    'description',
    'mentorId',
    'startsAt',
    'durationMinutes',
    'mode',
    'link',
    'place',
    'capacity',
    'batchNo',
    'seatsLeft',
    'registered',
  ],
  properties: {
    id: uuid,
    title: text,
    description: text,
    mentorId: { ...uuid, description: 'One of GET /api/mentorship/mentors' },
    startsAt: { type: 'string', format: 'date-time' },
    durationMinutes: { type: 'integer' },
    mode: { type: 'string', enum: [...MENTORSHIP_MODES] },
    link: { type: ['string', 'null'] },
    place: { type: ['string', 'null'] },
    capacity: { type: 'integer' },
    batchNo: { type: ['integer', 'null'] },
    seatsLeft: { type: 'integer' },
    registered: { type: 'boolean' },
  },
} as const;

export const resourceSchema = {
  $id: 'MentorshipResource',
  type: 'object',
  required: ['id', 'title', 'kind', 'url', 'description'],
  properties: { id: uuid, title: text, kind: { type: 'string', enum: [...RESOURCE_KINDS] }, url: text, description: text },
} as const;

export const registrationSchema = {
  type: 'object',
  required: ['userId', 'name', 'email', 'batchNo', 'registeredAt'],
  properties: {
    userId: uuid,
    name: text,
    email: text,
    batchNo: { type: ['integer', 'null'] },
    registeredAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const mentorBody = {
  type: 'object',
  required: ['name', 'field', 'organisation'],
  properties: { name: text, field: text, organisation: text, bio: text },
} as const;

export const sessionBody = {
  type: 'object',
  required: ['title', 'mentorId', 'startsAt', 'durationMinutes', 'mode', 'capacity'],
  properties: {
    title: text,
    description: text,
    mentorId: uuid,
    startsAt: { type: 'string', format: 'date-time', description: 'With its offset' },
    durationMinutes: { type: 'integer', minimum: 15, maximum: 480 },
    mode: { type: 'string', enum: [...MENTORSHIP_MODES] },
    link: { type: ['string', 'null'], description: 'An http(s) URL; required ONLINE' },
    place: { type: ['string', 'null'], description: 'Required IN_PERSON' },
    capacity: { type: 'integer', minimum: 1, maximum: 1000 },
    batchNo: { type: ['integer', 'null'], minimum: 1, maximum: 1000, description: 'null: every batch' },
  },
} as const;

export const resourceBody = {
  type: 'object',
  required: ['title', 'kind', 'url'],
  properties: {
    title: text,
    kind: { type: 'string', enum: [...RESOURCE_KINDS] },
    url: { type: 'string', description: 'An http(s) URL' },
    description: text,
  },
} as const;
