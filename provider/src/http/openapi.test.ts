import { expect, it } from 'vitest';
import { startProvider } from '../testing/http.js';

it('serves its OpenAPI document at /api/openapi.json and a reference page at /api/docs', async () => {
  const app = await startProvider();
  try {
    const document = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toMatchObject({
      openapi: '3.1.0',
      paths: { '/api/v2/payment/history': { get: { responses: { 200: { content: { 'application/json': { schema: { items: { $ref: '#/components/schemas/Payment' } } } } } } } } },
      components: { schemas: { Payment: { required: expect.arrayContaining(['controlNumber']) } } },
    });

    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/openapi.json');
    const script = await app.inject({ method: 'GET', url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
  } finally {
    await app.close();
  }
});
