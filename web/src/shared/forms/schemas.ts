import { emailProblem, PASSWORDS_DO_NOT_MATCH, setPasswordError, verificationCodeProblem } from '@nuru/rules/auth';
import { accountNumberProblem } from '@nuru/rules/profile';
import { defineMessages, type MessageDescriptor } from 'react-intl';
// zod/mini: the same checks as zod's chained API at a fraction of the download, on the sign-in page's first load.
import { z } from 'zod/mini';
import { Sex } from '@/gql/graphql';
import { english } from '../ui/shared-intl';

/** A trimmed text field checked by one of @nuru/rules' problem functions, so the form and the gateway agree. */
export function checkedText(problem: (value: string) => string | null) {
  return z.string().check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

export const emailField = checkedText(emailProblem);

export const codeField = checkedText(verificationCodeProblem);

/** A new password and its confirmation, checked with the set-password messages of docs/behaviour.md §5. */
export const newPasswordSchema = z.object({ password: z.string(), confirmPassword: z.string() }).check(
  z.superRefine(({ password, confirmPassword }, ctx) => {
    const problem = setPasswordError(password);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    if (confirmPassword !== password) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
  }),
);

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

// The profile form's problems. zod carries them as their English; ProfileFields says them in the reader's language.
export const PROFILE_PROBLEMS = defineMessages({
  nameRequired: { id: 'shared.profileFields.nameRequired', defaultMessage: 'Full name is required' },
  sexRequired: { id: 'shared.profileFields.sexRequired', defaultMessage: 'Sex is required' },
  mobilePhoneRequired: { id: 'shared.profileFields.mobilePhoneRequired', defaultMessage: 'Mobile phone is required' },
  mobilePhoneInvalid: { id: 'shared.profileFields.mobilePhoneInvalid', defaultMessage: 'Enter a valid phone number' },
  universityRequired: { id: 'shared.profileFields.universityRequired', defaultMessage: 'University is required' },
  registrationRequired: { id: 'shared.profileFields.registrationRequired', defaultMessage: 'Registration number is required' },
  programmeRequired: { id: 'shared.profileFields.programmeRequired', defaultMessage: 'Programme is required' },
  enrolledYearRequired: { id: 'shared.profileFields.enrolledYearRequired', defaultMessage: 'Year of enrolment is required' },
  enrolledYearInvalid: { id: 'shared.profileFields.enrolledYearInvalid', defaultMessage: 'Enter a year such as 2024' },
  accountRequired: { id: 'shared.profileFields.accountRequired', defaultMessage: 'Bank account number is required' },
});

const required = (problem: MessageDescriptor, ...more: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, english.formatMessage(problem)), ...more);

/** The scholar's details, as both the last sign-up step and the profile editor ask for them. */
export const profileFieldsSchema = z.object({
  name: required(PROFILE_PROBLEMS.nameRequired),
  // Nothing chosen yet ('') is the one value a select can hold that is not the schema's.
  sex: z.enum(Sex, english.formatMessage(PROFILE_PROBLEMS.sexRequired)),
  mobilePhone: required(
    PROFILE_PROBLEMS.mobilePhoneRequired,
    z.regex(/^\+?[0-9 ()-]{7,20}$/, english.formatMessage(PROFILE_PROBLEMS.mobilePhoneInvalid)),
  ),
  universityName: required(PROFILE_PROBLEMS.universityRequired),
  universityRegistrationID: required(PROFILE_PROBLEMS.registrationRequired),
  programName: required(PROFILE_PROBLEMS.programmeRequired),
  enrolledYear: required(
    PROFILE_PROBLEMS.enrolledYearRequired,
    z.regex(/^(19|20)\d{2}$/, english.formatMessage(PROFILE_PROBLEMS.enrolledYearInvalid)),
  ),
  // Required in the form's own words first; then the rule the gateway and the provider keep (8 to 20 digits).
  accountNumber: required(
    PROFILE_PROBLEMS.accountRequired,
    z.superRefine((value, ctx) => {
      const problem = value && accountNumberProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
});

export type ProfileFieldValues = z.infer<typeof profileFieldsSchema>;
