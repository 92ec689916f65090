import { expect, it } from 'vitest';
import { startProvider } from '../testing/http.js';

it("serves its OpenAPI document at /api/openapi.json, with every route's answers, and a reference page at /api/docs", async () => {
  const app = await startProvider();
  try {
    const document = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toMatchObject({
      openapi: '3.1.0',
      paths: {
        '/api/v2/payment/history': {
          get: { responses: { 200: { content: { 'application/json': { schema: { items: { $ref: '#/components/schemas/Payment' } } } } } } },
        },
      },
      components: { schemas: { Payment: { required: expect.arrayContaining(['controlNumber']) } } },
    });

    // Every route declares its answers: the serializer drops what a schema leaves out, and the gateway's types come from them.
    const operations = Object.entries(document.json().paths as Record<string, Record<string, { responses: object }>>).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ route: `${method} ${path}`, answers: Object.keys(operation.responses) })),
    );
    expect(operations.length).toBeGreaterThan(60);
    for (const { route, answers } of operations)
      expect({ route, answers }).toEqual({ route, answers: expect.arrayContaining([expect.stringMatching(/^2\d\d$/), '4XX', '5XX']) });

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
