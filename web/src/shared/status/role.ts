import type { Role } from '@/gql/graphql';

// The schema's roles in the words a person reads (spec 6: user, student, ADMIN).
const LABELS: Record<Role, string> = { USER: 'Member', STUDENT: 'Scholar', ADMIN: 'Administrator' };

export function roleLabel(role: Role): string {
  return LABELS[role];
}
