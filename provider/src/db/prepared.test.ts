import { describe, expect, it } from 'vitest';
import type { Db } from './client.js';
import { preparedPerDatabase } from './prepared.js';

describe('preparedPerDatabase', () => {
  it('prepares a query once for each database, and apart for another', () => {
    const prepared: object[] = [];
    const query = preparedPerDatabase((db) => {
      prepared.push(db);
      return { on: db };
    });
    const [first, second] = [{}, {}] as unknown as [Db, Db];
    expect(query(first)).toBe(query(first));
    expect(query(second).on).toBe(second);
    expect(prepared).toHaveLength(2);
    expect(prepared[0]).toBe(first);
    expect(prepared[1]).toBe(second);
  });
});
