import { PAYMENT_STATUSES, PAYMENT_TYPES, RESULT_STATUSES } from '../db/schema.js';
import { pagingQuery } from '../http/paging.js';
import { nullable, searchText, shortText } from '../http/schemas.js';
import { ENROLLMENT_STATUSES } from './enrollment-rules.js';
import { CONTROL_NUMBER_FILTERS, MISSING_KINDS, RESULT_FILTERS, STUDENT_SORTS } from './student-filter-rules.js';

// The admin scholars routes' JSON schemas (they make the OpenAPI document; the filters are judged by
// student-filter-rules.ts in its own words).

const yearText = { type: 'string', maxLength: 20, description: "Provider form, e.g. Y2024_2025; default: the programme's current year" };

export const studentFilterQuery = {
  type: 'object',
  properties: {
    search: searchText,
    batchNo: { type: 'string', maxLength: 12 },
    status: { type: 'string', maxLength: 20, description: ENROLLMENT_STATUSES.join(', ') },
    university: shortText,
    programme: shortText,
    missing: { type: 'string', maxLength: 20, description: MISSING_KINDS.join(', ') },
    resultStatus: { type: 'string', maxLength: 20, description: RESULT_FILTERS.join(', ') },
    universityFeeStatus: { type: 'string', maxLength: 20, description: CONTROL_NUMBER_FILTERS.join(', ') },
    nhifStatus: { type: 'string', maxLength: 20, description: CONTROL_NUMBER_FILTERS.join(', ') },
    year: yearText,
    sort: { type: 'string', maxLength: 20, description: `${STUDENT_SORTS.join(', ')} (default name)` },
    order: { type: 'string', maxLength: 4, description: 'asc (default) or desc' },
  },
} as const;

export const studentListQuery = { ...studentFilterQuery, properties: { ...studentFilterQuery.properties, ...pagingQuery } } as const;

const enrollment = { type: 'string', enum: [...ENROLLMENT_STATUSES] } as const;
const resultStatus = { type: ['string', 'null'], enum: [...RESULT_STATUSES, null] } as const;
const paymentStatus = { type: ['string', 'null'], enum: [...PAYMENT_STATUSES, null] } as const;

export const studentRowSchema = {
  $id: 'AdminStudentRow',
  type: 'object',
  required: ['id', 'name', 'email', 'batchNo', 'enrollmentStatus', 'createdAt', 'resultStatus', 'universityFeeStatus', 'nhifStatus'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    email: { type: 'string' },
    batchNo: nullable('integer'),
    universityName: nullable('string'),
    courseProgrammeName: nullable('string'),
    universityRegistrationId: nullable('string'),
    enrollmentStatus: enrollment,
    createdAt: { type: 'string', format: 'date-time' },
    resultStatus,
    universityFeeStatus: paymentStatus,
    nhifStatus: paymentStatus,
  },
} as const;

const dateTime = { type: 'string', format: 'date-time' } as const;

export const studentDetailSchema = {
  $id: 'AdminStudent',
  type: 'object',
  required: ['profile', 'results', 'payments', 'activity', 'audit'],
  properties: {
    profile: {
      type: 'object',
      required: ['id', 'email', 'name', 'enrollmentStatus', 'createdAt'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        email: { type: 'string' },
        name: { type: 'string' },
        sex: nullable('string'),
        phoneNumber: nullable('string'),
        universityName: nullable('string'),
        universityRegistrationId: nullable('string'),
        courseProgrammeName: nullable('string'),
        enrolledYear: nullable('string'),
        batchNo: nullable('integer'),
        maskedAccountNumber: nullable('string'),
        accountNumberChangedAt: { ...nullable('string'), format: 'date-time' },
        enrollmentStatus: enrollment,
        createdAt: dateTime,
      },
    },
    results: {
      type: 'array',
      items: {
        type: 'object',
        required: ['fileName', 'resultYear', 'gpa', 'status', 'reviewComment', 'originalName', 'uploadedAt'],
        properties: {
          fileName: { type: 'string' },
          resultYear: { type: 'string' },
          gpa: { type: 'number' },
          status: { type: 'string', enum: [...RESULT_STATUSES] },
          reviewComment: nullable('string'),
          originalName: { type: 'string' },
          uploadedAt: dateTime,
        },
      },
    },
    payments: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'paymentType', 'paymentYear', 'controlNumber', 'status', 'createdAt'],
        properties: {
          id: { type: 'string', format: 'uuid' },
          paymentType: { type: 'string', enum: [...PAYMENT_TYPES] },
          paymentYear: { type: 'string' },
          controlNumber: { type: 'string' },
          status: { type: 'string', enum: [...PAYMENT_STATUSES] },
          createdAt: dateTime,
        },
      },
    },
    activity: {
      type: 'array',
      items: { type: 'object', required: ['kind', 'createdAt'], properties: { kind: { type: 'string' }, createdAt: dateTime } },
    },
    audit: { type: 'array', items: { $ref: 'AuditEntry#' } },
  },
} as const;

/** Described, not validated: student-filter-rules.ts and enrollment-rules.ts answer in their own words. */
export const describedStatusChange = {
  type: 'object',
  required: ['status', 'reason'],
  properties: {
    status: enrollment,
    reason: { type: 'string', maxLength: 500 },
    expectedStatus: { ...enrollment, description: 'The status the officer saw; when it changed meanwhile the call answers 409' },
  },
} as const;
