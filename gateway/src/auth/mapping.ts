import type { CompleteProfileInput } from '../generated/resolvers.js';
import type { SignupCompleteBody } from './dto.js';

/** The last sign-up step's body with the provider's names (spec section 7). */
export function toSignupCompleteBody(input: CompleteProfileInput): SignupCompleteBody {
  return {
    name: input.name,
    email: input.email.trim(),
    sex: input.sex,
    phoneNumber: input.mobilePhone,
    universityName: input.universityName,
    universityRegistrationId: input.universityRegistrationID,
    courseProgrammeName: input.programName,
    enrolledYear: input.enrolledYear,
    batchNo: input.batchNumber ?? undefined,
    accountNumber: input.accountNumber,
    language: input.language ?? undefined,
  };
}
