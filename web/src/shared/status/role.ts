import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Role } from '@/gql/graphql';

// The schema's roles in the words a person reads (docs/behaviour.md §6: user, student, ADMIN).
const LABELS = defineMessages<Role>({
  USER: { id: 'shared.role.user', defaultMessage: 'Member' },
  STUDENT: { id: 'shared.role.student', defaultMessage: 'Scholar' },
  ADMIN: { id: 'shared.role.admin', defaultMessage: 'Administrator' },
});

export function roleLabel(role: Role): MessageDescriptor {
  return LABELS[role];
}
