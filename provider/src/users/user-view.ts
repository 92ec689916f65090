import { nullableShortText } from '../http/schemas.js';
import { ACCOUNT_NUMBER_MAX_DIGITS, ACCOUNT_NUMBER_MIN_DIGITS } from './account-number-rules.js';
import { shownEmail } from './email-rules.js';
import type { User } from './user-queries.js';

/** The profile's one-line fields, as completing a sign-up and updating a profile take them (null or absent: keep). */
export const profileFieldsInput = {
  name: nullableShortText,
  sex: nullableShortText,
  phoneNumber: nullableShortText,
  universityName: nullableShortText,
  universityRegistrationId: nullableShortText,
  courseProgrammeName: nullableShortText,
  enrolledYear: nullableShortText,
  accountNumber: nullableShortText,
} as const;

/** The account number as a described body documents it: account-number-rules.ts checks it, in its own words. */
export const describedAccountNumber = {
  type: ['string', 'null'],
  pattern: `^\\s*[0-9]{${ACCOUNT_NUMBER_MIN_DIGITS},${ACCOUNT_NUMBER_MAX_DIGITS}}\\s*$`,
  description: `${ACCOUNT_NUMBER_MIN_DIGITS} to ${ACCOUNT_NUMBER_MAX_DIGITS} digits, trimmed`,
} as const;

/** GET /profile: the server names of docs/behaviour.md §3. */
export function profileView(user: User) {
  return {
    id: user.id,
    email: shownEmail(user),
    name: user.name,
    role: user.role,
    sex: user.sex,
    phoneNumber: user.phoneNumber,
    universityName: user.universityName,
    universityRegistrationId: user.universityRegistrationId,
    courseProgrammeName: user.courseProgrammeName,
    enrolledYear: user.enrolledYear,
    batchNo: user.batchNo,
    accountNumber: user.accountNumber,
    enrollmentStatus: user.enrollmentStatus,
  };
}

const text = { type: ['string', 'null'] } as const;

/** profileView's JSON schema. */
export const profileSchema = {
  $id: 'Profile',
  type: 'object',
  required: [
    'id',
    'email',
    'name',
    'role',
    'sex',
    'phoneNumber',
    'universityName',
    'universityRegistrationId',
    'courseProgrammeName',
    'enrolledYear',
    'batchNo',
    'accountNumber',
    'enrollmentStatus',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', enum: ['USER', 'STUDENT', 'ADMIN'] },
    sex: text,
    phoneNumber: text,
    universityName: text,
    universityRegistrationId: text,
    courseProgrammeName: text,
    enrolledYear: text,
    batchNo: { type: ['integer', 'null'] },
    accountNumber: text,
    enrollmentStatus: { type: 'string', description: 'Default Active' },
  },
} as const;
