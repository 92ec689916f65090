import { normaliseRole } from '../auth/role.js';
import { getProfile } from '../profile/calls.js';
import type { ProviderSession } from '../provider/session.js';

export type StudentRead<T> = { student: true; value: T } | { student: false };

/**
 * Spec section 6: some data is for student-role users only. The viewer's profile and the data are
 * read in parallel (both memoised per request), and the data is handed out only to a student, so
 * the rule holds whatever the provider itself enforces.
 */
export async function asStudent<T>(provider: ProviderSession, read: () => Promise<T>): Promise<StudentRead<T>> {
  const [profile, value] = await Promise.allSettled([getProfile(provider), read()]);
  if (profile.status === 'rejected') throw profile.reason;
  if (normaliseRole(profile.value.role) !== 'STUDENT') return { student: false };
  if (value.status === 'rejected') throw value.reason;
  return { student: true, value: value.value };
}
