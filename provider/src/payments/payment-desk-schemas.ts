import { PAYMENT_STATUSES, PAYMENT_TYPES } from '../db/schema.js';
import { pagingQuery } from '../http/paging.js';
import { nullable, ref, searchText } from '../http/schemas.js';
import { MAX_BULK_IDS, MAX_NOTE_LENGTH, MAX_REASON_LENGTH, PAYMENT_FLAGS, STATUS_REFUSALS } from './payment-desk-rules.js';
import { BANK_HEADER, CONFLICTS, FILE_PROBLEMS, LINE_PROBLEMS, MAX_BANK_ROWS } from './reconcile-rules.js';

// The payments desk's JSON schemas (they make the OpenAPI document; the filters and bodies are judged by
// payment-desk-rules.ts and reconcile-rules.ts in their own words).

const yearText = { type: 'string', maxLength: 20, description: "Provider form, e.g. Y2024_2025; default: the programme's current year" };
const typeText = { type: 'string', maxLength: 20, description: PAYMENT_TYPES.join(', ') };
const batchText = { type: 'string', maxLength: 12 };

export const deskListQuery = {
  type: 'object',
  properties: {
    year: yearText,
    type: typeText,
    batchNo: batchText,
    status: { type: 'string', maxLength: 20, description: PAYMENT_STATUSES.join(', ') },
    flagged: { type: 'string', maxLength: 5, description: 'true or false' },
    search: searchText,
    ...pagingQuery,
  },
} as const;

export const missingQuery = {
  type: 'object',
  properties: {
    year: yearText,
    type: { ...typeText, description: `${PAYMENT_TYPES.join(', ')} (required)` },
    batchNo: batchText,
    ...pagingQuery,
  },
} as const;

export const reconcileQuery = {
  type: 'object',
  properties: {
    year: { type: 'string', maxLength: 20, description: 'Provider form, e.g. Y2024_2025 (required)' },
    type: { ...typeText, description: `${PAYMENT_TYPES.join(', ')} (required)` },
    dryRun: { type: 'string', maxLength: 5, description: 'true (default): report only; false: apply' },
  },
} as const;

const scholarSchema = {
  type: 'object',
  required: ['id', 'name', 'email', 'batchNo', 'universityName'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    email: { type: 'string' },
    batchNo: nullable('integer'),
    universityName: nullable('string'),
  },
} as const;

export const missingScholarSchema = { $id: 'PaymentDeskScholar', ...scholarSchema } as const;

const flagList = { type: 'array', items: { type: 'string', enum: [...PAYMENT_FLAGS] } } as const;

export const deskRowSchema = {
  $id: 'AdminPayment',
  type: 'object',
  required: [
    'id',
    'controlNumber',
    'paymentType',
    'paymentYear',
    'status',
    'createdAt',
    'updatedAt',
    'failureReason',
    'paidAt',
    'amount',
    'amountDueTzs',
    'flags',
    'flagResolution',
    'scholar',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    controlNumber: { type: 'string' },
    paymentType: { type: 'string', enum: [...PAYMENT_TYPES] },
    paymentYear: { type: 'string' },
    status: { type: 'string', enum: [...PAYMENT_STATUSES] },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    failureReason: nullable('string'),
    paidAt: { ...nullable('string'), format: 'date-time' },
    amount: { ...nullable('integer'), description: 'Whole TZS' },
    amountDueTzs: { ...nullable('integer'), description: 'Whole TZS' },
    flags: flagList,
    flagResolution: {
      type: ['object', 'null'],
      required: ['note', 'resolvedAt', 'resolvedBy'],
      properties: { note: { type: 'string' }, resolvedAt: { type: 'string', format: 'date-time' }, resolvedBy: { type: 'string' } },
    },
    scholar: scholarSchema,
  },
} as const;

export const statusChangeBody = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: [...PAYMENT_STATUSES] },
    reason: { type: 'string', maxLength: MAX_REASON_LENGTH, description: 'Required for FAILED' },
    expectedStatus: { type: 'string', enum: [...PAYMENT_STATUSES], description: 'The status the officer saw: 409 when it moved' },
  },
} as const;

export const bulkChangeBody = {
  type: 'object',
  required: ['ids', 'status'],
  properties: {
    ids: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: MAX_BULK_IDS },
    status: statusChangeBody.properties.status,
    reason: statusChangeBody.properties.reason,
  },
} as const;

export const resolveBody = {
  type: 'object',
  required: ['note'],
  properties: { note: { type: 'string', maxLength: MAX_NOTE_LENGTH } },
} as const;

export const bulkAnswer = {
  type: 'object',
  required: ['message', 'items'],
  properties: {
    message: { type: 'string' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'outcome', 'message'],
        properties: {
          id: { type: 'string' },
          outcome: { type: 'string', enum: ['CHANGED', 'UNCHANGED', 'REFUSED', 'NOT_FOUND'] },
          message: { type: 'string' },
          refusal: { type: 'string', enum: [...STATUS_REFUSALS] },
          flags: flagList,
          data: ref('AdminPayment'),
        },
      },
    },
  },
} as const;

const bankItem = {
  type: 'object',
  required: ['line', 'controlNumber', 'amount', 'paidAt'],
  properties: {
    line: { type: 'integer' },
    controlNumber: { type: 'string' },
    amount: { type: 'integer', description: 'Whole TZS' },
    paidAt: { type: 'string', format: 'date-time' },
    reason: { type: 'string' },
    conflict: { type: 'string', enum: [...CONFLICTS] },
    amountUnchecked: { type: 'boolean' },
    payment: ref('AdminPayment'),
  },
} as const;
const bankItems = { type: 'array', items: bankItem } as const;

export const reconciliationSchema = {
  type: 'object',
  required: ['message', 'matched', 'alreadyPaid', 'unmatched', 'conflicting', 'applied'],
  properties: {
    message: { type: 'string' },
    matched: bankItems,
    alreadyPaid: bankItems,
    unmatched: bankItems,
    conflicting: bankItems,
    applied: { type: 'boolean' },
  },
} as const;

/** A single status change refused (409): why, in a code a client words in its own language. */
export const statusRefusal = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'In English (from `refusal`)' },
    refusal: { type: 'string', enum: [...STATUS_REFUSALS] },
    flags: { ...flagList, description: 'FLAGGED only' },
  },
} as const;

export const reconcileRefusal = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    problem: {
      type: 'string',
      enum: [...FILE_PROBLEMS],
      description: 'Why the file is refused: EMPTY, TOO_LARGE, TOO_MANY_ROWS, or LINE_ERRORS (see `errors`)',
    },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['line', 'problem', 'message'],
        properties: {
          line: { type: 'integer' },
          problem: { type: 'string', enum: [...LINE_PROBLEMS] },
          message: { type: 'string' },
          valueCount: { type: 'integer' },
          firstLine: { type: 'integer' },
        },
      },
    },
  },
} as const;

export const BANK_BODY_DESCRIPTION = `text/csv with the header ${BANK_HEADER.join(',')}; at most ${MAX_BANK_ROWS} rows`;
