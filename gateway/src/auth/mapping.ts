import type { CompleteProfileInput } from '../generated/resolvers.js';
// The body's type is the provider's profile fields; it moves to the types generated from the provider's OpenAPI document.
import type { SignupCompleteBody } from '../profile/dto.js';

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
  };
}
