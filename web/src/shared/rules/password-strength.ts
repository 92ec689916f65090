import { PASSWORD_CRITERIA, meetsCriterion } from '@nuru/rules/auth';

export type StrengthLabel = 'Weak' | 'Medium' | 'Good' | 'Strong';

export type PasswordStrength = { score: number; label: StrengthLabel };

/** docs/behaviour.md §5: five criteria; 0-2 met is Weak, 3 Medium, 4 Good, 5 Strong. */
export function passwordStrength(password: string): PasswordStrength {
  const score = PASSWORD_CRITERIA.filter((criterion) => meetsCriterion(criterion, password)).length;
  const label: StrengthLabel = score <= 2 ? 'Weak' : score === 3 ? 'Medium' : score === 4 ? 'Good' : 'Strong';
  return { score, label };
}
