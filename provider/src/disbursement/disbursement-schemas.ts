import { DISBURSEMENT_STATUSES, TRANSFER_STATUSES } from '../db/schema.js';
import { pagingQuery } from '../http/paging.js';
import { nullable } from '../http/schemas.js';
import { MAX_AMOUNT_TZS } from '../programme/amount-rules.js';
import { REASON_CODES } from './eligibility-rules.js';
import { ROW_CHANGE_CODES } from './recheck-rules.js';
import { MAX_INSTALMENT_LENGTH } from '../programme/period-rules.js';
import { MAX_BATCH_NO, MAX_REASON_LENGTH } from './run-input-rules.js';

// The disbursement routes' JSON schemas: the OpenAPI document and the gateway's generated types come from them.
// Bodies are described, not validated: run-input-rules.ts reads them in its own words.

const tzs = { type: 'integer', minimum: 1, maximum: MAX_AMOUNT_TZS, description: 'Whole TZS' } as const;
const at = { ...nullable('string'), format: 'date-time' } as const;
const person = {
  type: ['object', 'null'],
  required: ['id', 'name'],
  properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } },
} as const;
const reasonCode = { type: 'string', enum: [...REASON_CODES] } as const;

const summaryProperties = {
  id: { type: 'string', format: 'uuid' },
  period: { type: 'string' },
  academicYear: { type: 'string', description: 'Provider form, e.g. Y2024_2025' },
  batchNo: nullable('integer'),
  status: { type: 'string', enum: [...DISBURSEMENT_STATUSES] },
  version: { type: 'integer', minimum: 1, description: 'Sent back by approve, cancel, paid and item edits: a stale one answers 409' },
  amountTzs: tzs,
  totalTzs: { type: 'integer', minimum: 0, description: 'Whole TZS' },
  includedCount: { type: 'integer', minimum: 0 },
  excludedCount: { type: 'integer', minimum: 0 },
  createdBy: person,
  createdAt: { type: 'string', format: 'date-time' },
  editorIds: {
    type: 'array',
    items: { type: 'string', format: 'uuid' },
    description: 'The administrators who changed its rows: with its creator, those who may not approve it',
  },
  approvedBy: person,
  approvedAt: at,
  paidAt: at,
  cancelledBy: person,
  cancelledAt: at,
  cancelReason: nullable('string'),
  bankFileDownloadedAt: at,
  cancelRequestedBy: person,
  cancelRequestedAt: at,
} as const;

export const runSummarySchema = {
  $id: 'DisbursementRunSummary',
  type: 'object',
  required: Object.keys(summaryProperties),
  properties: summaryProperties,
} as const;

const includedRow = {
  type: 'object',
  required: [
    'studentId',
    'name',
    'batchNo',
    'university',
    'amountTzs',
    'reference',
    'accountNumber',
    'transferStatus',
    'failureReason',
    'failureReportedBy',
    'failureReportedAt',
    'failedAt',
    'changesSinceCreation',
  ],
  properties: {
    studentId: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    batchNo: nullable('integer'),
    university: nullable('string'),
    amountTzs: tzs,
    reference: { type: 'string', maxLength: 20 },
    accountNumber: { type: 'string' },
    transferStatus: { type: 'string', enum: [...TRANSFER_STATUSES] },
    failureReason: nullable('string'),
    failureReportedBy: person,
    failureReportedAt: at,
    failedAt: at,
    changesSinceCreation: {
      type: 'array',
      items: { type: 'string', enum: [...ROW_CHANGE_CODES] },
    },
  },
} as const;

const excludedRow = {
  type: 'object',
  required: ['studentId', 'name', 'batchNo', 'university', 'reasons', 'officerReason'],
  properties: {
    studentId: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    batchNo: nullable('integer'),
    university: nullable('string'),
    reasons: {
      type: 'array',
      items: reasonCode,
    },
    officerReason: nullable('string'),
  },
} as const;

const changeRow = {
  type: 'object',
  required: ['studentId', 'name', 'amountBefore', 'amountAfter', 'includedBefore', 'includedAfter', 'reason', 'changedBy', 'changedAt'],
  properties: {
    studentId: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    amountBefore: { type: 'integer' },
    amountAfter: { type: 'integer' },
    includedBefore: { type: 'boolean' },
    includedAfter: { type: 'boolean' },
    reason: { type: 'string' },
    changedBy: person,
    changedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const runSchema = {
  $id: 'DisbursementRun',
  type: 'object',
  required: [...runSummarySchema.required, 'included', 'excluded', 'changes'],
  properties: {
    ...summaryProperties,
    included: { type: 'array', items: includedRow },
    excluded: { type: 'array', items: excludedRow },
    changes: { type: 'array', items: changeRow },
  },
} as const;

export const runListQuery = {
  type: 'object',
  properties: { status: { type: 'string', maxLength: 20, description: DISBURSEMENT_STATUSES.join(', ') }, ...pagingQuery },
} as const;

export const itemParams = {
  type: 'object',
  required: ['id', 'studentId'],
  properties: { id: { type: 'string' }, studentId: { type: 'string' } },
} as const;

const version = { type: 'integer', minimum: 1, description: 'The version the officer saw: 409 when the run moved since' } as const;
const reason = { type: 'string', maxLength: MAX_REASON_LENGTH } as const;

export const newRunBody = {
  type: 'object',
  required: ['instalment', 'academicYear', 'batchNo'],
  properties: {
    instalment: { type: 'string', maxLength: MAX_INSTALMENT_LENGTH, description: "Must be in the programme settings' stipendInstalments" },
    academicYear: { type: 'string', description: 'Provider form, e.g. Y2024_2025' },
    batchNo: { type: ['integer', 'null'], minimum: 1, maximum: MAX_BATCH_NO, description: 'null: every batch' },
    amountTzs: { ...tzs, description: "Whole TZS; default: the programme settings' stipendAmountTzs" },
  },
} as const;

export const itemEditBody = {
  type: 'object',
  required: ['version', 'reason'],
  properties: {
    version,
    amountTzs: tzs,
    excluded: { type: 'boolean' },
    reason,
  },
} as const;

export const versionBody = { type: 'object', required: ['version'], properties: { version } } as const;
export const cancelBody = { type: 'object', required: ['version', 'reason'], properties: { version, reason } } as const;
export const paidBody = {
  type: 'object',
  required: ['version'],
  properties: {
    version,
    paidAt: { type: 'string', format: 'date-time', description: 'Default: the time of the call; a future date answers 400' },
  },
} as const;
export const failedBody = { type: 'object', required: ['reason'], properties: { reason } } as const;

const scholarReason = {
  type: 'object',
  required: ['code', 'path'],
  properties: {
    code: reasonCode,
    path: nullable('string'),
  },
} as const;

export const myStipendSchema = {
  type: 'object',
  required: ['current', 'history'],
  properties: {
    current: {
      type: 'object',
      required: ['period', 'academicYear', 'status', 'reasons'],
      properties: {
        period: nullable('string'),
        academicYear: { type: 'string' },
        status: { type: 'string', enum: ['IN_RUN', 'APPROVED', 'PAID', 'FAILED', 'NOT_INCLUDED', 'ELIGIBLE', 'NOT_ELIGIBLE'] },
        amountTzs: { type: 'integer' },
        paidAt: { type: 'string', format: 'date-time' },
        failureReason: nullable('string'),
        reasons: { type: 'array', items: scholarReason },
      },
    },
    history: {
      type: 'array',
      items: {
        type: 'object',
        required: ['period', 'academicYear', 'amountTzs', 'status', 'date', 'failureReason'],
        properties: {
          period: { type: 'string' },
          academicYear: { type: 'string' },
          amountTzs: { type: 'integer' },
          status: { type: 'string', enum: ['IN_RUN', 'APPROVED', 'PAID', 'FAILED'] },
          date: { type: 'string', format: 'date-time' },
          failureReason: nullable('string'),
        },
      },
    },
  },
} as const;
