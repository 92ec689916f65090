import { RESULT_STATUSES } from '../db/schema.js';
import { MAX_RESULT_BYTES } from './result-rules.js';

// The results routes' JSON schemas (Fastify validates and serializes with them; they make the OpenAPI document).

export const resultSchema = {
  $id: 'Result',
  type: 'object',
  required: ['fileName', 'resultYear', 'status', 'year', 'gpa', 'fileSize', 'fileType', 'uploadedAt', 'originalName', 'reviewComment'],
  properties: {
    fileName: { type: 'string', description: 'What download/{fileName} and delete/{fileName} take' },
    resultYear: { type: 'string', description: 'Provider form, e.g. Y2024_2025' },
    status: { type: 'string', enum: [...RESULT_STATUSES] },
    year: { type: 'string', description: 'Portal form, e.g. 2024-2025' },
    gpa: { type: 'number' },
    fileSize: { type: 'integer', description: 'Bytes' },
    fileType: { type: 'string', description: 'MIME type' },
    uploadedAt: { type: 'string', format: 'date-time' },
    originalName: { type: 'string', description: 'The uploaded file name, cleaned' },
    reviewComment: { type: ['string', 'null'] },
  },
} as const;

export const fileNameParams = { type: 'object', required: ['fileName'], properties: { fileName: { type: 'string' } } } as const;

/** The upload's multipart form; the route reads the parts as they stream (the file may come before the fields). */
export const uploadForm = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file', 'year', 'gpa'],
        properties: {
          file: { type: 'string', format: 'binary', description: `PDF, JPEG or PNG, at most ${MAX_RESULT_BYTES} bytes` },
          year: { type: 'string', description: 'Provider form, e.g. Y2024_2025' },
          gpa: { type: 'string', description: 'A decimal from 0.0 to 5.0' },
        },
      },
    },
  },
} as const;

export const uploadedSchema = {
  type: 'object',
  required: ['fileName', 'message'],
  properties: { fileName: { type: 'string' }, message: { type: 'string' } },
} as const;

/** The stored file with its own type; the answer's content-disposition names it. */
export const downloadAnswer = {
  description: 'The result document',
  content: Object.fromEntries(
    ['application/pdf', 'image/jpeg', 'image/png'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
} as const;

export const reviewSchema = {
  type: 'object',
  required: ['status'],
  properties: {
    // No type: the route answers anything but these two in its own words.
    status: { description: 'APPROVED or REJECTED' },
    comment: { type: ['string', 'null'], maxLength: 1000 },
  },
} as const;
