import type { CompleteProfileInput } from '../generated/resolvers.js';
import { storedSex } from '../people/sex.js';
import type { SignupCompleteBody } from './dto.js';

/**
 * The last sign-up step's body with the provider's names (docs/behaviour.md §7). batchNo is never sent: the batch is the
 * invitation's, and a provider that took the body's would let a scholar pick their own.
 */
export function toSignupCompleteBody(input: CompleteProfileInput): SignupCompleteBody {
  return {
    name: input.name,
    email: input.email.trim(),
    sex: storedSex(input.sex),
    phoneNumber: input.mobilePhone,
    universityName: input.universityName,
    universityRegistrationId: input.universityRegistrationID,
    courseProgrammeName: input.programName,
    enrolledYear: input.enrolledYear,
    accountNumber: input.accountNumber.trim(),
    language: input.language ?? undefined,
  };
}
