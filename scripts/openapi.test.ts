import { expect, it } from 'vitest';
import { checkedIn, DOCUMENT_FILE, gatewayTypes, providerDocument, TYPES_FILE } from './openapi.js';

// The gateway compiles against the checked-in types: they must be those of the provider's routes as they are now.
it('provider/openapi.json and the gateway types generated from it are up to date (else run pnpm openapi)', async () => {
  const document = await providerDocument();
  expect(checkedIn(DOCUMENT_FILE), 'provider/openapi.json is stale: run pnpm openapi').toBe(document);
  expect(checkedIn(TYPES_FILE), 'gateway/src/provider/openapi-types.ts is stale: run pnpm openapi').toBe(await gatewayTypes(document));
});
