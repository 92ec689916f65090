import type { Sex } from '../generated/resolvers.js';
import { knownCode } from '../provider/known-code.js';

// The provider keeps a person's sex as the words the sign-up form has always stored; the schema names each with a
// code, which the web says in the reader's language.
const STORED: Record<Sex, string> = { FEMALE: 'Female', MALE: 'Male' };
const SEXES: Record<Sex, true> = { FEMALE: true, MALE: true };

/** The schema's code for the provider's words, in any case; null when none were given or they are not the portal's. */
export const toSex = (stored: unknown): Sex | null => knownCode(SEXES, typeof stored === 'string' ? stored.trim().toUpperCase() : null);

/** The words the provider keeps for a code. */
export const storedSex = (sex: Sex): string => STORED[sex];
