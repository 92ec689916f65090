import { expect, it } from 'vitest';
import { call, startProvider } from '../testing/http.js';

it('GET /api answers a small index instead of a 404', async () => {
  const app = await startProvider();
  try {
    for (const url of ['/api', '/api/']) {
      expect(await call(app, 'GET', url)).toEqual({
        status: 200,
        body: { name: 'Nuru Yangu Scholarship Portal provider API', version: expect.stringMatching(/^\d+\.\d+\.\d+$/), health: '/api/health', documentation: expect.stringContaining('provider/README.md') },
      });
    }
  } finally {
    await app.close();
  }
});
