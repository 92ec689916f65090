import { ACTIVITY_KINDS } from '../db/schema.js';

// The settings routes' answers (Fastify serializes with them; they make the OpenAPI document).

const notifications = {
  type: 'object',
  required: ['announcements', 'payments'],
  properties: { announcements: { type: 'boolean' }, payments: { type: 'boolean' } },
} as const;

export const notificationsSchema = { $id: 'NotificationPreferences', ...notifications } as const;

export const preferencesSchema = {
  $id: 'AccountPreferences',
  type: 'object',
  required: ['notifications', 'language', 'timezone', 'dateFormat', 'securityEmail', 'twoFactorEnabled'],
  properties: {
    notifications: { $ref: 'NotificationPreferences#' },
    language: { type: 'string', description: 'en or sw' },
    timezone: { type: 'string', description: 'An IANA time zone' },
    dateFormat: { type: 'string' },
    securityEmail: { type: ['string', 'null'] },
    twoFactorEnabled: { type: 'boolean' },
  },
} as const;

export const privacySchema = {
  $id: 'PrivacySettings',
  type: 'object',
  required: ['showProfileToBatch', 'shareResultsWithMentors'],
  properties: { showProfileToBatch: { type: 'boolean' }, shareResultsWithMentors: { type: 'boolean' } },
} as const;

/** `{ message, <key>: <the saved settings> }`. */
export const saved = (key: string, id: string) =>
  ({
    type: 'object',
    required: ['message', key],
    properties: { message: { type: 'string' }, [key]: { $ref: `${id}#` } },
  }) as const;

export const securityEmailSaved = {
  type: 'object',
  required: ['message', 'securityEmail'],
  properties: { message: { type: 'string' }, securityEmail: { type: 'string' } },
} as const;

export const twoFactorSetupSchema = {
  type: 'object',
  required: ['secret', 'otpauthUri'],
  properties: {
    secret: { type: 'string', description: 'Base32' },
    otpauthUri: { type: 'string' },
  },
} as const;

export const sessionSchema = {
  $id: 'Session',
  type: 'object',
  required: ['id', 'userAgent', 'ip', 'createdAt', 'lastSeenAt', 'current'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    userAgent: { type: ['string', 'null'] },
    ip: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    lastSeenAt: { type: 'string', format: 'date-time' },
    current: { type: 'boolean' },
  },
} as const;

export const revokedAllSchema = {
  type: 'object',
  required: ['message', 'revoked'],
  properties: { message: { type: 'string' }, revoked: { type: 'integer', description: 'How many other sessions were signed out' } },
} as const;

export const activityPageSchema = {
  $id: 'ActivityPage',
  type: 'object',
  required: ['items', 'total', 'limit', 'offset'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'kind', 'ip', 'userAgent', 'createdAt'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          kind: { type: 'string', enum: [...ACTIVITY_KINDS] },
          ip: { type: ['string', 'null'] },
          userAgent: { type: ['string', 'null'] },
          createdAt: { type: 'string', format: 'date-time' },
        },
      },
    },
    total: { type: 'integer' },
    limit: { type: 'integer' },
    offset: { type: 'integer' },
  },
} as const;

/** The account's data as a JSON file to keep (content-disposition: attachment). */
export const exportAnswer = {
  description: "The account's data, as a JSON attachment",
  content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
} as const;
