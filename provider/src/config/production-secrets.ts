// What production refuses to start with: secrets that are published (in this repository or its README),
// generated per machine (replicas would disagree), or too weak to stand guessing.
import { DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD } from '../seed/accounts.js';
import { parseVaultKey, TOTP_KEY_MESSAGE } from '../two-factor/two-factor-vault.js';
import { passwordProblem } from '../users/password-rules.js';

const PUBLISHED_PASSWORDS = new Set([DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD].map((password) => password.toLowerCase()));
const MIN_SECRET_LENGTH = 32;
const MIN_DISTINCT_CHARACTERS = 10;

export interface SecretSettings {
  JWT_SECRET?: string;
  TOTP_ENCRYPTION_KEY?: string;
  SEED_ADMIN_PASSWORD?: string;
}

function weakSecretProblem(name: string, value: string | undefined): string | null {
  if (!value)
    return `${name} is not set: set it to a random secret of at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 48).`;
  if (value.length < MIN_SECRET_LENGTH || new Set(value).size < MIN_DISTINCT_CHARACTERS) {
    return `${name} is too weak: set it to a random secret of at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 48).`;
  }
  return null;
}

function totpKeyProblem(value: string | undefined): string | null {
  if (!value) return `TOTP_ENCRYPTION_KEY is not set: it seals two-factor secrets at rest and ${TOTP_KEY_MESSAGE}.`;
  try {
    parseVaultKey('TOTP_ENCRYPTION_KEY', value);
    return null;
  } catch (error) {
    return `${(error as Error).message}.`;
  }
}

/** Every reason the settings are not fit for production, each saying what to set; empty when they are. */
export function productionSecretProblems(settings: SecretSettings): string[] {
  const problems = [weakSecretProblem('JWT_SECRET', settings.JWT_SECRET), totpKeyProblem(settings.TOTP_ENCRYPTION_KEY)];
  const admin = settings.SEED_ADMIN_PASSWORD;
  if (admin !== undefined) {
    if (PUBLISHED_PASSWORDS.has(admin.toLowerCase())) {
      problems.push(
        'SEED_ADMIN_PASSWORD is a published development password: set a password of your own (or unset it once the administrator exists).',
      );
    } else {
      const rule = passwordProblem(admin);
      if (rule) problems.push(`SEED_ADMIN_PASSWORD does not meet the password rules (${rule}): set a stronger one.`);
    }
  }
  return problems.filter((problem): problem is string => problem !== null);
}
