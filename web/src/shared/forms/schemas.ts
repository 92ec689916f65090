import { emailProblem, PASSWORDS_DO_NOT_MATCH, setPasswordError, verificationCodeProblem } from '@nuru/rules/auth';
import { z } from 'zod';

/** A trimmed text field checked by one of @nuru/rules' problem functions, so the form and the gateway agree. */
export function checkedText(problem: (value: string) => string | null) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

export const emailField = checkedText(emailProblem);

export const codeField = checkedText(verificationCodeProblem);

/** A new password and its confirmation, checked with the set-password messages of spec 5. */
export const newPasswordSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, ctx) => {
    const problem = setPasswordError(password);
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    if (confirmPassword !== password) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
  });

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

const required = (label: string) => z.string().trim().min(1, `${label} is required`);

export const SEX_OPTIONS = ['Female', 'Male'] as const;

/** The scholar's details, as both the last sign-up step and the profile editor ask for them. */
export const profileFieldsSchema = z.object({
  name: required('Full name'),
  sex: required('Sex'),
  mobilePhone: required('Mobile phone').regex(/^\+?[0-9 ()-]{7,20}$/, 'Enter a valid phone number'),
  universityName: required('University'),
  universityRegistrationID: required('Registration number'),
  programName: required('Programme'),
  enrolledYear: required('Year of enrolment').regex(/^(19|20)\d{2}$/, 'Enter a year such as 2024'),
  accountNumber: required('Bank account number'),
});

export type ProfileFieldValues = z.infer<typeof profileFieldsSchema>;
