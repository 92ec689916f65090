// The seeded demo accounts (provider/src/seed/accounts.ts): read-only logins for tests that change no password.
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider/seed';

export interface Account {
  email: string;
  password: string;
  name: string;
}

// The name seed.ts gives the administrator it creates.
export const seededAdmin: Account = { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD, name: 'Programme Administrator' };

/** A completed student of the seed; spec files use different ones so the login rate limit stays far away. */
export function seededStudent(index: number): Account {
  const student = SEED_STUDENTS[index];
  if (!student) throw new Error(`The seed has no student number ${index}`);
  return { email: student.email, password: DEV_STUDENT_PASSWORD, name: student.name };
}

// The demo programme's second administrator (provider/src/seed/demo-cohort.ts), with the seeded administrators'
// password: the checker of a run the first one made.
export const demoOfficer: Account = { email: 'officer@nuruyangu.example', password: DEV_ADMIN_PASSWORD, name: 'Grace Mushi' };
