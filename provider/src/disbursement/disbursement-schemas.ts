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

const tzs = (description: string) => ({ type: 'integer', minimum: 1, maximum: MAX_AMOUNT_TZS, description }) as const;
const at = (description: string) => ({ ...nullable('string'), format: 'date-time', description }) as const;
const person = {
  type: ['object', 'null'],
  required: ['id', 'name'],
  properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } },
} as const;
const reasonCode = { type: 'string', enum: [...REASON_CODES] } as const;

const summaryProperties = {
  id: { type: 'string', format: 'uuid' },
  period: { type: 'string', description: 'The label the run pays for: the year and the instalment, e.g. "2024-2025 Semester 1"' },
  academicYear: { type: 'string', description: 'Provider form, e.g. Y2024_2025: whose results and control numbers decided eligibility' },
  batchNo: { ...nullable('integer'), description: 'null: every batch' },
  status: { type: 'string', enum: [...DISBURSEMENT_STATUSES] },
  version: { type: 'integer', minimum: 1, description: 'Grows with every change: send it back with approve, cancel, paid and edits' },
  amountTzs: tzs('Whole TZS per scholar when the run was created'),
  totalTzs: { type: 'integer', minimum: 0, description: 'Whole TZS of the included rows: what the bank file sums to' },
  includedCount: { type: 'integer', minimum: 0 },
  excludedCount: { type: 'integer', minimum: 0 },
  createdBy: person,
  createdAt: { type: 'string', format: 'date-time' },
  editorIds: {
    type: 'array',
    items: { type: 'string', format: 'uuid' },
    description: 'The administrators who changed its rows: with its creator, those who may not approve it',
  },
  approvedBy: { ...person, description: 'An administrator who neither created nor changed it' },
  approvedAt: at('When it was approved'),
  paidAt: at("The bank's date of payment"),
  cancelledBy: person,
  cancelledAt: at('When it was cancelled'),
  cancelReason: { ...nullable('string'), description: 'Why it was cancelled, or why its waiting cancellation was asked for' },
  bankFileDownloadedAt: at('When its bank file was first downloaded: from then on a cancellation needs a second administrator'),
  cancelRequestedBy: {
    ...person,
    description: 'Who asked to cancel it after its bank file was downloaded; another administrator confirms',
  },
  cancelRequestedAt: at('When that cancellation was asked for; null when none is waiting'),
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
    name: { type: 'string', description: 'The account name, as it was when the run was created' },
    batchNo: nullable('integer'),
    university: nullable('string'),
    amountTzs: tzs('Whole TZS for this scholar'),
    reference: { type: 'string', maxLength: 20, description: 'The payment reference of the bank file: NY-<run>-<row>' },
    accountNumber: { type: 'string', description: 'As it was when the run was created: the bank file pays this account' },
    transferStatus: {
      type: 'string',
      enum: [...TRANSFER_STATUSES],
      description: 'FAILURE_REPORTED: one administrator said it failed; FAILED once another confirmed it',
    },
    failureReason: { ...nullable('string'), description: 'Why the transfer failed (the scholar reads it once confirmed)' },
    failureReportedBy: { ...person, description: 'Who reported the transfer failed' },
    failureReportedAt: at('When the transfer was reported failed'),
    failedAt: at('When another administrator confirmed the transfer failed'),
    changesSinceCreation: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'message'],
        properties: { code: { type: 'string', enum: [...ROW_CHANGE_CODES] }, message: { type: 'string' } },
      },
      description:
        'What changed for the scholar since the run was created (DRAFT and APPROVED runs): approval and the bank file wait until the row is excluded',
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
      items: { type: 'object', required: ['code', 'message'], properties: { code: reasonCode, message: { type: 'string' } } },
      description: "The eligibility rules' reasons when the run was created, or EXCLUDED_BY_OFFICER",
    },
    officerReason: { ...nullable('string'), description: 'Why an officer excluded the scholar by hand' },
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
    included: { type: 'array', items: includedRow, description: 'In the order of their references' },
    excluded: { type: 'array', items: excludedRow },
    changes: { type: 'array', items: changeRow, description: 'Every edit since the run was created, oldest first' },
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
    instalment: {
      type: 'string',
      maxLength: MAX_INSTALMENT_LENGTH,
      description: "One of the programme settings' stipendInstalments: the run's period is the academic year and this instalment",
    },
    academicYear: { type: 'string', description: 'Provider form, e.g. Y2024_2025' },
    batchNo: { type: ['integer', 'null'], minimum: 1, maximum: MAX_BATCH_NO, description: 'null: every batch' },
    amountTzs: tzs("Whole TZS per scholar; default: the programme settings' stipend"),
  },
} as const;

export const itemEditBody = {
  type: 'object',
  required: ['version', 'reason'],
  properties: {
    version,
    amountTzs: tzs('The new amount'),
    excluded: { type: 'boolean', description: 'true: leave the scholar out by hand; false: include them again' },
    reason,
  },
} as const;

export const versionBody = { type: 'object', required: ['version'], properties: { version } } as const;
export const cancelBody = { type: 'object', required: ['version', 'reason'], properties: { version, reason } } as const;
export const paidBody = {
  type: 'object',
  required: ['version'],
  properties: { version, paidAt: { type: 'string', format: 'date-time', description: 'Default now; never in the future' } },
} as const;
export const failedBody = { type: 'object', required: ['reason'], properties: { reason } } as const;

const scholarReason = {
  type: 'object',
  required: ['code', 'message', 'action'],
  properties: {
    code: reasonCode,
    message: { type: 'string' },
    action: {
      type: ['object', 'null'],
      required: ['label', 'path'],
      properties: { label: { type: 'string' }, path: { type: 'string', description: "The portal's page, e.g. /results" } },
      description: 'The step that unblocks it; null when only the programme office can',
    },
  },
} as const;

export const myStipendSchema = {
  type: 'object',
  required: ['current', 'history'],
  properties: {
    current: {
      type: 'object',
      required: ['period', 'academicYear', 'status', 'message', 'reasons'],
      properties: {
        period: { ...nullable('string'), description: 'null before any run' },
        academicYear: { type: 'string' },
        status: { type: 'string', enum: ['IN_RUN', 'APPROVED', 'PAID', 'FAILED', 'NOT_INCLUDED', 'ELIGIBLE', 'NOT_ELIGIBLE'] },
        message: { type: 'string', description: 'The standing in one sentence' },
        amountTzs: { type: 'integer', description: 'When included' },
        paidAt: { type: 'string', format: 'date-time', description: 'When PAID' },
        failureReason: { ...nullable('string'), description: 'When FAILED' },
        reasons: { type: 'array', items: scholarReason, description: 'What stops the scholar now, in the order to deal with it' },
      },
    },
    history: {
      type: 'array',
      description: 'Every stipend run that included the scholar, newest first',
      items: {
        type: 'object',
        required: ['period', 'academicYear', 'amountTzs', 'status', 'date', 'failureReason'],
        properties: {
          period: { type: 'string' },
          academicYear: { type: 'string' },
          amountTzs: { type: 'integer' },
          status: { type: 'string', enum: ['IN_RUN', 'APPROVED', 'PAID', 'FAILED'] },
          date: { type: 'string', format: 'date-time', description: 'Paid, failed, approved or created, by status' },
          failureReason: nullable('string'),
        },
      },
    },
  },
} as const;
