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

// Bodies name their rules in descriptions, not as `required`, `enum` or patterns: the routes answer a missing or
// wrong field in the spec's words (payment-rules.ts), which schema validation would replace with Ajv's.
export const submissionSchema = {
  type: 'object',
  properties: {
    controlNumber: { type: 'string', description: '12 digits, trimmed' },
    paymentType: { type: 'string', description: PAYMENT_TYPES.join(' or ') },
    paymentYear: { type: 'string', description: 'Provider form; default Y2024_2025' },
  },
} as const;

export const statusChangeSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', description: PAYMENT_STATUSES.join(', ') } },
} as const;
