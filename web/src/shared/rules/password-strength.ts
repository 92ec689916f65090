import { MIN_PASSWORD_LENGTH, PASSWORD_CRITERIA, meetsCriterion, type PasswordCriterion } from '@nuru/rules/auth';

export type StrengthLabel = 'Weak' | 'Medium' | 'Good' | 'Strong';

export type PasswordStrength = { score: number; label: StrengthLabel };

/** Spec 5: five criteria; 0-2 met is Weak, 3 Medium, 4 Good, 5 Strong. */
export function passwordStrength(password: string): PasswordStrength {
  const score = PASSWORD_CRITERIA.filter((criterion) => meetsCriterion(criterion, password)).length;
  const label: StrengthLabel = score <= 2 ? 'Weak' : score === 3 ? 'Medium' : score === 4 ? 'Good' : 'Strong';
  return { score, label };
}

/** The meter's checklist, one line per criterion. */
export const CRITERION_LABELS: Record<PasswordCriterion, string> = {
  length: `At least ${MIN_PASSWORD_LENGTH} characters`,
  uppercase: 'An uppercase letter',
  lowercase: 'A lowercase letter',
  number: 'A number',
  special: 'A special character',
};
