import { nullableShortText } from '../http/schemas.js';
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

/** GET /profile: the server names of spec section 3. */
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
