import type { User } from './user-queries.js';

/** GET /profile: the server names of spec section 3. */
export function profileView(user: User) {
  return {
    id: user.id,
    email: user.email,
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
