import { isStudentRole } from '@/shared/rules/roles';

export type HistoryAccess = 'signed-out' | 'not-student' | 'student';

/** Spec 6: the history loads only for a signed-in student; anyone else is told why. */
export function historyAccess(token: string | null, role: string | null | undefined): HistoryAccess {
  if (!token) return 'signed-out';
  return isStudentRole(role) ? 'student' : 'not-student';
}
