import { existsSync, readFileSync } from 'node:fs';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { viewerRole } from '../access/viewer.js';
import type { ProviderClient } from '../provider/client.js';
import { ProviderSession } from '../provider/session.js';
import { bearerToken } from './request-guards.js';

// The web's operations, by hash, from graphql-codegen's persisted-documents manifest: the browser sends
// only the hash. With `only`, a request carrying GraphQL text is refused unless an administrator sends it
// (integrators' reports), so a stolen student session cannot run operations the portal never sends.
export const ONLY_KNOWN_OPERATIONS =
  "This gateway runs only the portal's own operations. Sign in as an administrator to send other queries.";

export type PersistedDocuments = ReadonlyMap<string, string>;

/** The manifest ({ "sha256:<hex>": "<document>" }) as hex hash -> document; empty when the file is absent. */
export function loadPersistedDocuments(file: string): PersistedDocuments {
  if (!existsSync(file)) return new Map();
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(manifest).map(([hash, document]) => [hash.replace(/^sha256:/, ''), document]));
}

/**
 * Apollo's persisted-query cache, answering from the manifest only: nothing a client sends is kept, so
 * unknown hashes cannot fill the memory and the set of operations stays the portal's.
 */
export function manifestCache(documents: PersistedDocuments): KeyValueCache<string> {
  return {
    get: async (key) => documents.get(key.replace(/^apq:/, '')),
    set: async () => undefined,
    delete: async () => undefined,
  };
}

function carriesText(request: FastifyRequest): boolean {
  const source = (request.method === 'GET' ? request.query : request.body) as { query?: unknown } | undefined;
  return typeof source?.query === 'string' && source.query.trim() !== '';
}

/** A preHandler refusing GraphQL text from anyone but an administrator (checked with the provider). */
export function onlyKnownOperations(client: ProviderClient) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'OPTIONS' || !carriesText(request)) return;
    const token = bearerToken(request.headers.authorization);
    const role = token ? await viewerRole(new ProviderSession(client, token, { requestId: request.id })).catch(() => null) : null;
    if (role === 'ADMIN') return;
    return reply.code(403).send({ errors: [{ message: ONLY_KNOWN_OPERATIONS, extensions: { code: 'FORBIDDEN', requestId: request.id } }] });
  };
}
