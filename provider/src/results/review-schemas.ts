import { RESULT_STATUSES } from '../db/schema.js';
import { pagingQuery } from '../http/paging.js';
import { MAX_BULK_REVIEW, MAX_COMMENT_LENGTH } from './review-rules.js';

// The officers' results routes' JSON schemas.

export const reviewQueueItemSchema = {
  $id: 'ReviewQueueItem',
  type: 'object',
  required: [
    'fileName',
    'originalName',
    'fileType',
    'fileSize',
    'resultYear',
    'year',
    'gpa',
    'status',
    'reviewComment',
    'uploadedAt',
    'reviewedAt',
    'reviewerName',
    'scholar',
  ],
  properties: {
    fileName: { type: 'string' },
    originalName: { type: 'string' },
    fileType: { type: 'string', description: 'MIME type' },
    fileSize: { type: 'integer', description: 'Bytes' },
    resultYear: { type: 'string', description: 'Provider form, e.g. Y2024_2025' },
    year: { type: 'string', description: 'Portal form, e.g. 2024-2025' },
    gpa: { type: 'number' },
    status: { type: 'string', enum: [...RESULT_STATUSES] },
    reviewComment: { type: ['string', 'null'] },
    uploadedAt: { type: 'string', format: 'date-time' },
    reviewedAt: { type: ['string', 'null'], format: 'date-time' },
    reviewerName: { type: ['string', 'null'] },
    scholar: {
      type: 'object',
      required: ['id', 'name', 'email', 'batchNo', 'universityName', 'courseProgrammeName'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: { type: 'string' },
        email: { type: 'string' },
        batchNo: { type: ['integer', 'null'] },
        universityName: { type: ['string', 'null'] },
        courseProgrammeName: { type: ['string', 'null'] },
      },
    },
  },
} as const;

const yearQuery = { type: 'string', maxLength: 20, description: 'Provider form, e.g. Y2024_2025' } as const;
const batchQuery = { type: 'string', maxLength: 12 } as const;

export const queueQuery = {
  type: 'object',
  properties: {
    year: { ...yearQuery, description: 'Provider form, e.g. Y2024_2025; every year when omitted' },
    batchNo: batchQuery,
    status: { type: 'string', maxLength: 20, description: `One of ${RESULT_STATUSES.join(', ')}; any when omitted` },
    ...pagingQuery,
  },
} as const;

export const missingQuery = {
  type: 'object',
  properties: {
    year: { ...yearQuery, description: "Provider form, e.g. Y2024_2025; the programme's current year when omitted" },
    batchNo: batchQuery,
    ...pagingQuery,
  },
} as const;

export const describedReview = {
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['status'],
        properties: {
          status: { type: 'string', enum: ['APPROVED', 'REJECTED'] },
          comment: { type: ['string', 'null'], maxLength: MAX_COMMENT_LENGTH, description: 'Required (not blank) with REJECTED' },
          expectedStatus: {
            type: ['string', 'null'],
            enum: [...RESULT_STATUSES, null],
            description: 'The status the officer saw: 409 when the result no longer has it',
          },
        },
      },
    },
  },
} as const;

export const describedBulkReview = {
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['fileNames', 'status'],
        properties: {
          fileNames: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: MAX_BULK_REVIEW },
          status: { type: 'string', enum: ['APPROVED'] },
        },
      },
    },
  },
} as const;

export const BULK_OUTCOMES = ['APPROVED', 'NOT_FOUND', 'ALREADY_REVIEWED'] as const;

export const bulkReviewAnswer = {
  type: 'object',
  required: ['message', 'approved', 'outcomes'],
  properties: {
    message: { type: 'string' },
    approved: { type: 'integer' },
    outcomes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['fileName', 'outcome'],
        properties: {
          fileName: { type: 'string' },
          outcome: { type: 'string', enum: [...BULK_OUTCOMES] },
          result: { $ref: 'ReviewQueueItem#', description: 'The approved result (APPROVED only)' },
        },
      },
    },
  },
} as const;
