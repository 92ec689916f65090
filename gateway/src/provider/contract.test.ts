import { expect, it } from 'vitest';
import type { ProviderPath } from './contract.js';

// These lines are checked by `pnpm typecheck` (tsc reads test files too): the gateway can only call what the
// provider's OpenAPI document declares.
it('accepts the provider paths of its OpenAPI document, with ids and a query filled in, and no other', () => {
  const served: ProviderPath[] = [
    '/v2/payment/history',
    '/mentorship/sessions/s-1/register',
    '/settings/account/activity?limit=5&offset=0',
    '/api/auth/reset-password',
  ];
  // @ts-expect-error a path the provider does not serve
  const unserved: ProviderPath = '/v2/payment/histories';
  // @ts-expect-error an id where the path has none
  const extra: ProviderPath = '/v2/payment/history/p-1';
  expect([...served, unserved, extra]).toHaveLength(6);
});
