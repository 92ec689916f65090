import { INVITATION_ROLES } from '../db/schema.js';
import { pagingQuery } from '../http/paging.js';
import { emailText, nullable, searchText } from '../http/schemas.js';
import { INVITATION_STATES } from '../users/invitation-queries.js';
import { MAX_INVITES_PER_REQUEST } from './invite-rules.js';
import { ROSTER_OUTCOMES, ROSTER_PROBLEMS } from './roster-rules.js';

export const invitationSchema = {
  $id: 'Invitation',
  type: 'object',
  required: ['id', 'email', 'batchNo', 'role', 'name', 'status', 'createdAt', 'lastSentAt', 'sendCount', 'usedAt', 'confirmedAt'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string' },
    batchNo: nullable('integer'),
    role: { type: 'string', enum: [...INVITATION_ROLES] },
    name: nullable('string'),
    status: { type: 'string', enum: [...INVITATION_STATES] },
    createdAt: { type: 'string', format: 'date-time' },
    lastSentAt: { type: 'string', format: 'date-time' },
    sendCount: { type: 'integer', minimum: 1 },
    usedAt: { type: ['string', 'null'], format: 'date-time' },
    confirmedAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description:
        "An administrator's invitation: when a second administrator confirmed it (it is sent only then); null while it waits, " +
        "and always for a scholar's",
    },
  },
} as const;

export const inviteBody = {
  type: 'object',
  required: ['emails', 'batchNo'],
  properties: {
    emails: { type: 'array', items: emailText, maxItems: MAX_INVITES_PER_REQUEST },
    batchNo: { type: 'integer', minimum: 1 },
  },
} as const;

export const invitedSchema = {
  type: 'object',
  required: ['message', 'invited'],
  properties: {
    message: { type: 'string' },
    invited: { type: 'integer', description: 'New invitations (an e-mail already invited or registered is skipped)' },
    unsent: { type: 'array', items: { type: 'string' }, description: 'The addresses among them whose invitation e-mail failed' },
  },
} as const;

export const importSchema = {
  type: 'object',
  required: ['message', 'rows', 'applied'],
  properties: {
    message: { type: 'string' },
    applied: { type: 'boolean' },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        required: ['line', 'email', 'batchNo', 'name', 'outcome', 'message'],
        properties: {
          line: { type: 'integer' },
          email: { type: 'string' },
          batchNo: nullable('integer'),
          name: nullable('string'),
          outcome: { type: 'string', enum: [...ROSTER_OUTCOMES] },
          message: { type: 'string' },
          problem: { type: 'string', enum: [...ROSTER_PROBLEMS] },
          firstLine: { type: 'integer' },
          invitedBatchNo: nullable('integer'),
        },
      },
    },
    unsent: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const importQuery = {
  type: 'object',
  properties: { dryRun: { type: 'string', enum: ['true', 'false'], description: 'Default true: report each row, write nothing' } },
} as const;

export const invitationListQuery = {
  type: 'object',
  properties: {
    status: { type: 'string', maxLength: 10, description: INVITATION_STATES.join(' or ') },
    search: searchText,
    ...pagingQuery,
  },
} as const;
