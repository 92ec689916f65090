import type { Role } from '../generated/resolvers.js';

/** docs/behaviour.md §6: roles compare case-insensitively; anything unknown is a plain user. */
export function normaliseRole(role: unknown): Role {
  const upper = typeof role === 'string' ? role.trim().toUpperCase() : '';
  if (upper === 'STUDENT' || upper === 'ADMIN') return upper;
  return 'USER';
}
