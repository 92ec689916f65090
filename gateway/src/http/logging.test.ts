import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logEachRequest, logFormat, prettyTarget, requestLogController } from './logging.js';
import { requestIdOf } from './request-id.js';

describe('logFormat', () => {
  it.each([
    [{}, true, 'pretty'],
    [{ NODE_ENV: 'development' }, true, 'pretty'],
    [{ NODE_ENV: 'production' }, true, 'json'],
    [{ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, true, 'pretty'],
    [{ LOG_FORMAT: 'json' }, true, 'json'],
    [{ NODE_ENV: 'production', LOG_FORMAT: 'fancy' }, true, 'json'],
    // A production install has no pino-pretty: JSON rather than a start that fails.
    [{}, false, 'json'],
    [{ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, false, 'json'],
  ])('%j, pino-pretty installed %s -> %s', (env, installed, format) => expect(logFormat(env, installed)).toBe(format));

  it('finds pino-pretty in development', () => expect(prettyTarget()).toMatch(/pino-pretty/));
});

describe('logEachRequest', () => {
  it('writes one line per request, with its id, method, path, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const app = Fastify({ logger: { level: 'info', stream }, logController: requestLogController(), genReqId: requestIdOf });
    logEachRequest(app);
    app.get('/ping', async () => ({ ok: true }));
    await app.inject({ url: '/ping', headers: { 'x-request-id': 'trace-0001-abcd' } });
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      requestId: 'trace-0001-abcd',
      method: 'GET',
      url: '/ping',
      status: 200,
      msg: expect.stringMatching(/^GET \/ping 200 \d+ ms$/),
    });
  });
});
