import { emailProblem, PASSWORDS_DO_NOT_MATCH, setPasswordError, verificationCodeProblem } from '@nuru/rules/auth';
import { accountNumberProblem } from '@nuru/rules/profile';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { Sex } from '@/gql/graphql';
import { english } from '../ui/shared-intl';
import { checkedBy, type Problems } from './checked-by';

// The forms' checks, made of @nuru/rules' own, each answering every field's problem (forms/checked-by.ts).

/** An e-mail address, trimmed, as the gateway takes it. */
export const emailChecked = checkedBy<{ email: string }>(({ email }) => ({ email: emailProblem(email) }), ['email']);

/** The 6-digit code e-mailed to an address, trimmed. */
export const codeChecked = checkedBy<{ code: string }>(({ code }) => ({ code: verificationCodeProblem(code) }), ['code']);

export type NewPasswordValues = { password: string; confirmPassword: string };

/** A new password and its confirmation, checked with the set-password messages of docs/behaviour.md §5. */
export function newPasswordProblems({ password, confirmPassword }: NewPasswordValues): Problems<NewPasswordValues> {
  return { password: setPasswordError(password), confirmPassword: confirmPassword === password ? null : PASSWORDS_DO_NOT_MATCH };
}

export const newPasswordChecked = checkedBy(newPasswordProblems);

// The profile form's problems. The check answers them in English; ProfileFields says them in the reader's language.
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

export type ProfileFieldValues = {
  name: string;
  sex: string;
  mobilePhone: string;
  universityName: string;
  universityRegistrationID: string;
  programName: string;
  enrolledYear: string;
  accountNumber: string;
};

/** Every field of the scholar's details is trimmed before it is checked and sent. */
export const PROFILE_FIELDS = [
  'name',
  'sex',
  'mobilePhone',
  'universityName',
  'universityRegistrationID',
  'programName',
  'enrolledYear',
  'accountNumber',
] as const satisfies readonly (keyof ProfileFieldValues)[];

const PHONE = /^\+?[0-9 ()-]{7,20}$/;
const YEAR = /^(19|20)\d{2}$/;

/** An empty field's problem, else the next check's. */
const filled = (value: string, problem: MessageDescriptor, next: () => string | null = () => null) =>
  value ? next() : english.formatMessage(problem);

/** The scholar's details (trimmed), as both the last sign-up step and the profile editor ask for them. */
export function profileProblems(values: ProfileFieldValues): Problems<ProfileFieldValues> {
  const say = (problem: MessageDescriptor) => english.formatMessage(problem);
  return {
    name: filled(values.name, PROFILE_PROBLEMS.nameRequired),
    // Nothing chosen yet ('') is the one value a select can hold that is not a Sex.
    sex: (Object.values(Sex) as string[]).includes(values.sex) ? null : say(PROFILE_PROBLEMS.sexRequired),
    mobilePhone: filled(values.mobilePhone, PROFILE_PROBLEMS.mobilePhoneRequired, () =>
      PHONE.test(values.mobilePhone) ? null : say(PROFILE_PROBLEMS.mobilePhoneInvalid),
    ),
    universityName: filled(values.universityName, PROFILE_PROBLEMS.universityRequired),
    universityRegistrationID: filled(values.universityRegistrationID, PROFILE_PROBLEMS.registrationRequired),
    programName: filled(values.programName, PROFILE_PROBLEMS.programmeRequired),
    enrolledYear: filled(values.enrolledYear, PROFILE_PROBLEMS.enrolledYearRequired, () =>
      YEAR.test(values.enrolledYear) ? null : say(PROFILE_PROBLEMS.enrolledYearInvalid),
    ),
    // Required in the form's own words first; then the rule the gateway and the provider keep (8 to 20 digits).
    accountNumber: filled(values.accountNumber, PROFILE_PROBLEMS.accountRequired, () => accountNumberProblem(values.accountNumber)),
  };
}

export const profileChecked = checkedBy(profileProblems, PROFILE_FIELDS);

/** The details as sent, once profileChecked has passed them: it refuses any sex but a Sex. */
export const withCheckedSex = <T extends ProfileFieldValues>(values: T): Omit<T, 'sex'> & { sex: Sex } => ({
  ...values,
  sex: values.sex as Sex,
});
