// The auth routes' answers and described bodies (Fastify serializes with them; they make the OpenAPI document).
import { describedAccountNumber } from '../users/user-view.js';

const ROLES = ['USER', 'STUDENT', 'ADMIN'];

/** A successful sign-in, or the question for a two-factor code (then only twoFactorRequired and message). */
export const loginAnswerSchema = {
  $id: 'LoginAnswer',
  type: 'object',
  properties: {
    loginResponseDTO: {
      type: 'object',
      required: ['id', 'name', 'email', 'role', 'token'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: { type: 'string' },
        email: { type: 'string' },
        role: { type: 'string', enum: ROLES },
        token: { type: 'string', description: 'The bearer token (JWT) of the new session' },
      },
    },
    twoFactorRequired: { type: 'boolean', description: 'Right password, two-factor on: send it again with `code`' },
    message: { type: 'string' },
  },
} as const;

/** The spec's two forms of one call: with `password` it starts sign-up, without it verifies the e-mailed code. */
export const describedSignupInitial = {
  type: 'object',
  required: ['email'],
  properties: {
    email: { type: 'string' },
    password: { type: 'string', description: 'Starts sign-up (a code is e-mailed)' },
    confirmPassword: { type: 'string' },
    token: { type: 'string', description: 'Without password: the e-mailed code' },
    language: {
      type: 'string',
      description: "With password: the visitor's language, en or sw, for the code's e-mail; in both when absent or another value",
    },
  },
} as const;

const text = { type: 'string' } as const;

/** Described, not validated: complete-profile-rules.ts answers a missing field in the spec's words. */
export const describedSignupComplete = {
  type: 'object',
  required: [
    'name',
    'email',
    'sex',
    'phoneNumber',
    'universityName',
    'universityRegistrationId',
    'courseProgrammeName',
    'enrolledYear',
    'accountNumber',
  ],
  properties: {
    name: text,
    email: text,
    sex: text,
    phoneNumber: text,
    universityName: text,
    universityRegistrationId: text,
    courseProgrammeName: text,
    enrolledYear: text,
    accountNumber: describedAccountNumber,
    batchNo: { type: ['integer', 'null'], description: "Ignored: the batch is the invitation's" },
    language: {
      type: 'string',
      maxLength: 10,
      description: 'en or sw; another value is ignored',
    },
  },
} as const;

export const describedEmailAndPassword = (password: string) =>
  ({
    type: 'object',
    required: ['email', password],
    properties: { email: text, [password]: text },
  }) as const;
