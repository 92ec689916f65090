import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPortUrl } from '../testing/peer.js';
import { COMPRESS_ABOVE_BYTES } from './compression.js';
import { gql, startGateway } from '../testing/stack.js';

// HTTP behaviour that needs no provider: schema exposure, CSRF, security headers, the web app.
const INTROSPECTION = `{ __schema { queryType { name } } }`;
const BIG_SCRIPT = 'console.log("a line of the app");\n'.repeat(200);
let webDist: string;
let development: FastifyInstance;
let production: FastifyInstance;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'nuru-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(webDist, 'route-preloads.json'), JSON.stringify({ '/admin/students/:id': ['/assets/app-1a2b.js'], '/': [] }));
  writeFileSync(join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  // As the web build writes it: the file and its brotli and gzip copies.
  writeFileSync(join(webDist, 'assets', 'big-3c4d.js'), BIG_SCRIPT);
  writeFileSync(join(webDist, 'assets', 'big-3c4d.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(webDist, 'assets', 'big-3c4d.js.gz'), gzipSync(BIG_SCRIPT));
  const providerUrl = await closedPortUrl();
  development = await startGateway(providerUrl, { webDist });
  production = await startGateway(providerUrl, { webDist, production: true });
});

afterAll(async () => {
  await development?.close();
  await production?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('GraphQL endpoint', () => {
  it('answers introspection in development', async () => {
    const answer = await gql(development, INTROSPECTION);
    expect(answer.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('refuses introspection in production unless enabled', async () => {
    const answer = await gql(production, INTROSPECTION);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const enabled = await startGateway(await closedPortUrl(), { production: true, introspection: true });
    try {
      expect((await gql(enabled, INTROSPECTION)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await enabled.close();
    }
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('compresses an answer over %s bytes for a client that accepts %s', async (encoding, unpack) => {
    const big = { query: '{ __schema { types { name } } }' };
    const response = await development.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
      payload: big,
    });
    expect(response.headers['content-encoding']).toBe(encoding);
    const answer = JSON.parse(unpack(response.rawPayload).toString()) as { data: { __schema: { types: unknown[] } } };
    expect(answer.data.__schema.types.length).toBeGreaterThan(50);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(answer).length / 2);
  });

  it('sends a small answer, or one to a client that accepts no compression, as it is', async () => {
    const small = await development.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      payload: { query: '{ __typename }' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { __typename: 'Query' } });
    const plain = await development.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ __schema { types { name } } }' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_ABOVE_BYTES);
  });

  it('refuses a simple cross-site request (CSRF prevention)', async () => {
    const response = await development.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: '{ ping }' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('"ping":true');
  });

  it('bounds query depth and aliases', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `p${i}: ping`).join(' ');
    const answer = await gql(development, `{ ${aliases} }`);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("counts the data's depth and cost, not the fragments a document is split into", async () => {
    const fragments = Array.from({ length: 10 }, (_, i) => `fragment F${i} on Query { ${i === 9 ? '__typename' : `...F${i + 1}`} }`);
    const answer = await gql(development, `{ ...F0 } ${fragments.join(' ')}`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ __typename: 'Query' });
    // Fragments that spread each other are refused, not followed for ever.
    const cycle = await gql(development, '{ ...A } fragment A on Query { __typename ...B } fragment B on Query { ...A }');
    expect(cycle.data).toBeUndefined();
    expect(cycle.errors?.[0]?.message).toContain('Cannot spread fragment');
  });

  it('serves Apollo Sandbox in development only, with a policy that lets it load', async () => {
    const sandbox = await development.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(sandbox.statusCode).toBe(200);
    expect(sandbox.body).toContain('embeddable-sandbox.cdn.apollographql.com');
    expect(sandbox.headers['content-security-policy']).toContain('https://embeddable-sandbox.cdn.apollographql.com');

    const none = await production.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(none.body).not.toContain('apollographql.com');
  });
});

describe('web app', () => {
  it.each(['/', '/home', '/admin/students', '/verify-email?email=a%40b.co'])('answers %s with index.html', async (url) => {
    const response = await production.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("names a route's own files in the page answered for it, as the build listed them", async () => {
    const preload = '<link rel="modulepreload" crossorigin href="/assets/app-1a2b.js">';
    expect((await production.inject({ method: 'GET', url: '/admin/students/42?tab=results' })).body).toContain(`${preload}</head>`);
    for (const url of ['/', '/home']) expect((await production.inject({ method: 'GET', url })).body).not.toContain('modulepreload');
  });

  it('serves built files, fingerprinted ones for a year without validators or ranges', async () => {
    const response = await production.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const unused of ['etag', 'last-modified', 'accept-ranges']) expect(response.headers[unused]).toBeUndefined();
  });

  it('serves a file outside assets/ to be checked again, with its validators', async () => {
    const response = await production.inject({ method: 'GET', url: '/route-preloads.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ])('sends the precompressed copy the browser accepts (%s: %s), cached for a year', async (accepted, encoding, unpack) => {
    const response = await production.inject({ method: 'GET', url: '/assets/big-3c4d.js', headers: { 'accept-encoding': accepted } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-type']).toContain('javascript');
    expect(unpack(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const response = await production.inject({ method: 'GET', url: '/assets/big-3c4d.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BIG_SCRIPT);
  });

  it('a missing file stays a 404', async () => {
    expect((await production.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('sends a strict content security policy with the app', async () => {
    const policy = (await production.inject({ method: 'GET', url: '/' })).headers['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('apollographql.com');
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('sends a built file only the headers that act on a file', async () => {
    const { headers } = await production.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' });
    expect(headers['strict-transport-security']).toContain('max-age=');
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy'])
      expect(headers[documentOnly]).toBeUndefined();
  });

  it.each(['/index.html', '/assets/../index.html', '/assets/%2e%2e/index.html', '/assets/app-1a2b.js/', '/assets/app-1a2b.js?x=1'])(
    'keeps the whole policy on anything else under a built-file look-alike: %s',
    async (url) => {
      const { headers } = await production.inject({ method: 'GET', url });
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('sends GraphQL answers the headers that act on an API answer, never stored, not the sandbox policy or the page policy', async () => {
    const { headers } = await production.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } });
    expect(headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'cache-control': 'no-store',
    });
    expect(headers['strict-transport-security']).toContain('max-age=');
    for (const pageOnly of ['x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection'])
      expect(headers[pageOnly]).toBeUndefined();
    const invalid = await production.inject({ method: 'POST', url: '/graphql', payload: { query: '{' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['cache-control']).toBe('no-store');
  });
});
