import { readFileSync } from 'node:fs';
import { ERROR_CODES } from '@nuru/rules/errors';
import { describe, expect, it } from 'vitest';

describe('the error codes', () => {
  it('are each described where Apollo Sandbox shows them (the root query of schema/base.graphql)', () => {
    const base = readFileSync(new URL('../../../schema/base.graphql', import.meta.url), 'utf8');
    for (const code of ERROR_CODES) expect(base).toContain(code);
  });
});
