import { fileURLToPath } from 'node:url';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useStack } from '../testing/stack.js';
import { loadPersistedDocuments, ONLY_KNOWN_OPERATIONS } from './persisted-documents.js';

// The web's operations by hash (the manifest codegen writes), and, with only known operations, nothing
// else from a browser: an administrator's token may still send any query (integrators' reports).
const manifest = loadPersistedDocuments(fileURLToPath(new URL('../../../web/src/gql/persisted-documents.json', import.meta.url)));
const [sessionHash] = [...manifest].find(([, document]) => /\bquery Session\b/.test(document)) ?? [];
const ARBITRARY = '{ me { id email } }';

const strict = useStack({ gateway: { persistedDocumentsOnly: true } });
const open = useStack();

function post(stack: typeof strict, payload: Record<string, unknown>, token?: string) {
  return stack.gateway.inject({
    method: 'POST',
    url: '/graphql',
    payload,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}
const byHash = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

async function providerLogin(email: string, password: string): Promise<string> {
  const response = await fetch(`${strict.provider.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { loginResponseDTO: { token: string } }).loginResponseDTO.token;
}

let student: string;
let admin: string;
beforeAll(async () => {
  expect(sessionHash, 'the manifest has the Session query (run pnpm codegen)').toBeDefined();
  // Signed in at the provider: the gateway's own login mutation is text, refused here.
  student = await providerLogin(SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD);
  admin = await providerLogin(DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
});

describe("only the portal's own operations", () => {
  it('runs a known operation sent as its hash alone', async () => {
    const answer = await post(strict, byHash(sessionHash!), student);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.me).toMatchObject({ __typename: 'Profile', email: SEED_STUDENTS[0].email, role: 'STUDENT' });
  });

  it('does not know a hash outside the manifest', async () => {
    const answer = await post(strict, byHash('0'.repeat(64)), student);
    expect(answer.json().errors[0]).toMatchObject({ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
  });

  it.each([
    ['no one signed in', () => undefined],
    ['a student', () => student],
  ])('refuses GraphQL text from %s, also as a hash registration', async (_who, token) => {
    for (const payload of [{ query: ARBITRARY }, { query: ARBITRARY, ...byHash('1'.repeat(64)) }]) {
      const answer = await post(strict, payload, token());
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errors[0]).toMatchObject({ message: ONLY_KNOWN_OPERATIONS, extensions: { code: 'FORBIDDEN' } });
    }
  });

  it('lets an administrator send any query', async () => {
    const answer = await post(strict, { query: ARBITRARY }, admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.me.email).toBe(DEV_ADMIN_EMAIL);
  });
});

describe('without the restriction (development)', () => {
  it('runs text and hashes alike', async () => {
    const token = await signIn(open.gateway, SEED_STUDENTS[1].email, DEV_STUDENT_PASSWORD);
    expect((await post(open, { query: ARBITRARY }, token)).json().data.me.email).toBe(SEED_STUDENTS[1].email);
    expect((await post(open, byHash(sessionHash!), token)).json().data.me.email).toBe(SEED_STUDENTS[1].email);
  });
});
