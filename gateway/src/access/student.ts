import type { ProviderSession } from '../provider/session.js';
import { viewerRole } from './viewer.js';

export type StudentRead<T> = { student: true; value: T } | { student: false };

/**
 * docs/behaviour.md §6: some data is for student-role users only. The viewer's role and the data are
 * read in parallel (both memoised per request), and the data is handed out only to a student, so
 * the rule holds whatever the provider itself enforces.
 */
export async function asStudent<T>(provider: ProviderSession, read: () => Promise<T>): Promise<StudentRead<T>> {
  const [role, value] = await Promise.allSettled([viewerRole(provider), read()]);
  if (role.status === 'rejected') throw role.reason;
  if (role.value !== 'STUDENT') return { student: false };
  if (value.status === 'rejected') throw value.reason;
  return { student: true, value: value.value };
}
