import { PAYMENT_STATUSES, PAYMENT_TYPES } from '../db/schema.js';

// The payments routes' JSON schemas (Fastify validates and serializes with them; they make the OpenAPI document).

export const paymentSchema = {
  $id: 'Payment',
  type: 'object',
  required: ['id', 'controlNumber', 'paymentType', 'status', 'createdAt', 'paymentYear'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    controlNumber: { type: 'string', description: '12 digits' },
    paymentType: { type: 'string', enum: [...PAYMENT_TYPES] },
    status: { type: 'string', enum: [...PAYMENT_STATUSES] },
    createdAt: { type: 'string', format: 'date-time', description: 'When the current control number was submitted' },
    paymentYear: { type: 'string', description: 'Provider form, e.g. Y2024_2025' },
  },
} as const;

/** Described, not validated (payment-rules.ts answers in the spec's words). */
export const submissionSchema = {
  type: 'object',
  required: ['controlNumber', 'paymentType'],
  properties: {
    controlNumber: { type: 'string', pattern: '^\\s*\\d{12}\\s*$', description: '12 digits, trimmed' },
    paymentType: { type: 'string', enum: [...PAYMENT_TYPES] },
    paymentYear: { type: 'string', description: "Provider form, e.g. Y2024_2025; default: the programme's current year" },
  },
} as const;

// Validated: a status must be sent. Which one the route judges in its own words.
export const statusChangeSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { description: PAYMENT_STATUSES.join(', ') } },
} as const;

export const describedStatusChange = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: [...PAYMENT_STATUSES] } },
} as const;
