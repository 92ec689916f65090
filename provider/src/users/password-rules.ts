// The spec's password rules (section 5, section 9), checked on the server with the spec's messages.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

const rules: ReadonlyArray<[test: (password: string) => boolean, message: string]> = [
  [(p) => p.length > 0, 'Password is required'],
  [(p) => p.length >= PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters long'],
  [(p) => /[A-Z]/.test(p), 'Password must contain at least one uppercase letter'],
  [(p) => /[a-z]/.test(p), 'Password must contain at least one lowercase letter'],
  [(p) => /[0-9]/.test(p), 'Password must contain at least one number'],
  [(p) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)), 'Password must contain at least one special character'],
];

/** The first rule the password breaks, or null when it satisfies them all. */
export function passwordProblem(password: string): string | null {
  for (const [test, message] of rules) if (!test(password)) return message;
  return null;
}
