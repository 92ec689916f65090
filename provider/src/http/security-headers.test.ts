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

it.each(['/api/health', '/api/no-such-route', '/api/profile'])('%s answers with the security headers', async (url) => {
  const { headers } = await app.inject({ url });
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'strict-transport-security': expect.stringContaining('max-age='),
    'cross-origin-opener-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  });
  expect(headers['x-powered-by']).toBeUndefined();
});

it('the API reference page keeps its own policy, which lets its inline start-up script run', async () => {
  const { statusCode, headers } = await app.inject({ url: '/api/docs/' });
  expect(statusCode).toBe(200);
  expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
  expect(headers['x-content-type-options']).toBe('nosniff');
});
