import { describe, expect, it } from 'vitest';
import { auditListArgs, shortId } from './audit-filters';

const params = (query: string) => new URLSearchParams(query);

describe('the audit log in the address', () => {
  it('reads the actor, a known entity and the page', () => {
    expect(auditListArgs(params('actor=%20ops@x.example%20&entity=admin&page=2'))).toEqual({
      filter: { actor: 'ops@x.example', entity: 'admin' },
      page: 2,
      pageSize: 25,
    });
  });

  it('drops an unknown entity and an empty actor', () => {
    expect(auditListArgs(params('actor=&entity=lunch'))).toEqual({
      filter: { actor: undefined, entity: undefined },
      page: 1,
      pageSize: 25,
    });
  });

  it('shortens long ids only', () => {
    expect(shortId('0f8e2a51-7c1d-4b8e-9d0e-123456789abc')).toBe('0f8e2a51');
    expect(shortId('42')).toBe('42');
  });
});
