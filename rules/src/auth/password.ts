// Password rules of docs/behaviour.md §5 and §9, word for word: the web checks them as the user types, the
// gateway before it calls the provider.
export const MIN_PASSWORD_LENGTH = 8;
export const SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export type PasswordCriterion = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

export const PASSWORD_CRITERIA: readonly PasswordCriterion[] = ['length', 'uppercase', 'lowercase', 'number', 'special'];

const checks: Record<PasswordCriterion, (password: string) => boolean> = {
  length: (p) => p.length >= MIN_PASSWORD_LENGTH,
  uppercase: (p) => /[A-Z]/.test(p),
  lowercase: (p) => /[a-z]/.test(p),
  number: (p) => /[0-9]/.test(p),
  special: (p) => [...p].some((c) => SPECIAL_CHARACTERS.includes(c)),
};

export function meetsCriterion(criterion: PasswordCriterion, password: string): boolean {
  return checks[criterion](password);
}

export const SHORT_PASSWORD_MESSAGE = 'Password must be at least 8 characters long';

const criterionMessages: Record<PasswordCriterion, string> = {
  length: SHORT_PASSWORD_MESSAGE,
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
};

export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** The set-password screen's message for the first rule the password breaks, or null when it is fine. */
export function setPasswordError(password: string): string | null {
  if (!password) return PASSWORD_REQUIRED;
  const broken = PASSWORD_CRITERIA.find((criterion) => !meetsCriterion(criterion, password));
  return broken ? criterionMessages[broken] : null;
}

/** True when the password meets all five criteria (the change-password complexity rule). */
export function isStrongPassword(password: string): boolean {
  return PASSWORD_CRITERIA.every((criterion) => meetsCriterion(criterion, password));
}

/** The services' only password rule (docs/behaviour.md §5: change and reset password): the minimum length. */
export function isLongEnough(password: string): boolean {
  return meetsCriterion('length', password);
}
