import { expect, it } from 'vitest';
import { call, startProvider } from '../testing/http.js';

it('GET /api answers a small index instead of a 404: name, version, health, the reference page, the OpenAPI document and the routes', async () => {
  const app = await startProvider();
  try {
    for (const url of ['/api', '/api/']) {
      expect(await call(app, 'GET', url)).toEqual({
        status: 200,
        body: {
          name: 'Nuru Yangu Scholarship Portal provider API',
          version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
          health: '/api/health',
          documentation: '/api/docs',
          openapi: '/api/openapi.json',
          routes: expect.arrayContaining([
            'GET /api/health',
            'POST /api/auth/login',
            'POST /api/auth/password-reset/code',
            'POST /api/results/upload',
          ]),
        },
      });
    }
    const { body } = await call<{ routes: string[] }>(app, 'GET', '/api');
    expect(body.routes.some((route) => route.startsWith('HEAD '))).toBe(false);
  } finally {
    await app.close();
  }
});
