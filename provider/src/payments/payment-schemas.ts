import { PAYMENT_STATUSES, PAYMENT_TYPES } from '../db/schema.js';
import { ref } from '../http/schemas.js';
import { MAX_AMOUNT_DUE_TZS, SUBMISSION_REFUSALS } from './payment-rules.js';

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
    createdAt: { type: 'string', format: 'date-time' },
    paymentYear: { type: 'string', description: 'Provider form, e.g. Y2024_2025' },
    failureReason: { type: ['string', 'null'] },
    amountDueTzs: { type: ['integer', 'null'], description: 'Whole TZS' },
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
    amountTzs: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_AMOUNT_DUE_TZS,
      description: "Whole TZS; optional: without it a bank line's amount is taken as it comes",
    },
  },
} as const;

/** 409 to a submission: why, and the caller's own payment in the way (never another scholar's). */
export const submissionRefusalSchema = {
  $id: 'SubmissionRefusal',
  type: 'object',
  required: ['message', 'code'],
  properties: {
    message: { type: 'string' },
    code: {
      type: 'string',
      enum: [...SUBMISSION_REFUSALS],
      description:
        "CONTROL_NUMBER_TAKEN: on another scholar's payment (any year or type); CONTROL_NUMBER_USED: on another of the caller's payments; PAID, PROCESSING: that type and year's payment keeps its number and amount",
    },
    payment: ref('Payment'),
  },
} as const;
