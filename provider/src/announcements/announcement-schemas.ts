import { MAX_CONTENT_LENGTH, MAX_TITLE_LENGTH } from './announcement-rules.js';

// The announcement routes' JSON schemas (Fastify validates and serializes with them; they make the OpenAPI document).

export const announcementSchema = {
  $id: 'Announcement',
  type: 'object',
  required: [
    'announcementId',
    'title',
    'content',
    'senderName',
    'createdAt',
    'batchNo',
    'pinned',
    'requiresAcknowledgement',
    'acknowledgedAt',
  ],
  properties: {
    announcementId: { type: 'string', format: 'uuid' },
    title: { type: 'string' },
    content: { type: 'string' },
    senderName: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    batchNo: { type: ['integer', 'null'] },
    pinned: { type: 'boolean' },
    requiresAcknowledgement: { type: 'boolean' },
    acknowledgedAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

/** Update takes any of create's fields; both are described, not validated (announcement-rules.ts answers). */
export const announcementUpdateSchema = {
  type: 'object',
  properties: {
    title: { type: 'string', description: `1 to ${MAX_TITLE_LENGTH} characters (trimmed)` },
    content: { type: 'string', description: `1 to ${MAX_CONTENT_LENGTH} characters (trimmed)` },
    batchNo: { type: ['integer', 'null'], description: '0 or more; 0 or null: every batch' },
    pinned: { type: 'boolean', description: 'Default false' },
    requiresAcknowledgement: { type: 'boolean', description: 'Default false' },
  },
} as const;

/** Create takes title and content and defaults the rest. */
export const announcementCreateSchema = { ...announcementUpdateSchema, required: ['title', 'content'] } as const;

export const pinSchema = { type: 'object', required: ['pinned'], properties: { pinned: { type: 'boolean' } } } as const;

const reader = (required: string[]) =>
  ({
    type: 'object',
    required,
    properties: {
      id: { type: 'string', format: 'uuid' },
      name: { type: 'string' },
      email: { type: 'string' },
      acknowledgedAt: { type: 'string', format: 'date-time' },
    },
  }) as const;

export const acknowledgementsSchema = {
  type: 'object',
  required: ['acknowledged', 'pending'],
  properties: {
    acknowledged: { type: 'array', items: reader(['id', 'name', 'email', 'acknowledgedAt']) },
    pending: { type: 'array', items: reader(['id', 'name', 'email']) },
  },
} as const;
