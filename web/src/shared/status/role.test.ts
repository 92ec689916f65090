import { describe, expect, it } from 'vitest';
import { english } from '../ui/shared-intl';
import { Role } from '@/gql/graphql';
import { roleLabel } from './role';

describe('roleLabel', () => {
  it.each<[Role, string]>([
    ['STUDENT', 'Scholar'],
    ['ADMIN', 'Administrator'],
    ['USER', 'Member'],
  ])('%j -> %j', (role, label) => {
    expect(english.formatMessage(roleLabel(role))).toBe(label);
  });

  it('has words for every role of the schema', () => {
    for (const role of Object.values(Role)) expect(english.formatMessage(roleLabel(role))).toMatch(/\w/);
  });
});
