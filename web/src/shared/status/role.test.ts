import { describe, expect, it } from 'vitest';
import { Role } from '@/gql/graphql';
import { roleLabel } from './role';

describe('roleLabel', () => {
  it.each<[Role, string]>([
    ['STUDENT', 'Scholar'],
    ['ADMIN', 'Administrator'],
    ['USER', 'Member'],
  ])('%j -> %j', (role, label) => {
    expect(roleLabel(role)).toBe(label);
  });

  it('has words for every role of the schema', () => {
    for (const role of Object.values(Role)) expect(roleLabel(role)).toMatch(/\w/);
  });
});
