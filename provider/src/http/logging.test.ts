import { describe, expect, it } from 'vitest';
import { startProvider } from '../testing/http.js';
import { logFormat, prettyTarget } from './logging.js';

describe('logFormat', () => {
  it.each([
    [{}, true, 'pretty'],
    [{ NODE_ENV: 'production' }, true, 'json'],
    [{ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, true, 'pretty'],
    [{ LOG_FORMAT: 'json' }, true, 'json'],
    [{ LOG_FORMAT: 'fancy' }, true, 'pretty'],
    // A production install has no pino-pretty: JSON rather than a start that fails.
    [{ LOG_FORMAT: 'pretty' }, false, 'json'],
  ])('%j, pino-pretty installed %s -> %s', (env, installed, format) => expect(logFormat(env, installed)).toBe(format));

  it('finds pino-pretty in development', () => expect(prettyTarget()).toMatch(/pino-pretty/));
});

it("writes one line per request, with the caller's request id, method, path, status and time", async () => {
  const lines: Record<string, unknown>[] = [];
  const app = await startProvider({ logger: 'info', logStream: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  try {
    await app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-7f3a9c21' } });
  } finally {
    await app.close();
  }
  const requestLines = lines.filter((line) => line.requestId);
  expect(requestLines).toEqual([
    expect.objectContaining({
      requestId: 'edge-7f3a9c21',
      method: 'GET',
      url: '/api/health',
      status: 200,
      msg: expect.stringMatching(/^GET \/api\/health 200 \d+ ms$/),
    }),
  ]);
});
