import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startProvider } from '../testing/http.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startProvider();
});
afterAll(async () => {
  await app?.close();
});

it.each(['/api/health', '/api/no-such-route', '/api/profile', '/api', '/api/docsx'])(
  '%s answers with the headers that act on an API answer, not a page',
  async (url) => {
    const { headers } = await app.inject({ url });
    expect(headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'strict-transport-security': expect.stringContaining('max-age='),
      'cross-origin-resource-policy': 'same-origin',
    });
    for (const pageOnly of ['x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection', 'x-powered-by'])
      expect(headers[pageOnly]).toBeUndefined();
  },
);

it.each(['/api/docs', '/api/docs/'])('the API reference page (%s) keeps the page headers and its own policy', async (url) => {
  const { headers } = await app.inject({ url });
  expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
  expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN', 'referrer-policy': 'no-referrer' });
});
