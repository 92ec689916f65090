import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logEachRequest, logFormat } from './logging.js';
import { requestIdOf } from './request-id.js';

describe('logFormat', () => {
  it.each([
    [{}, 'pretty'],
    [{ NODE_ENV: 'development' }, 'pretty'],
    [{ NODE_ENV: 'production' }, 'json'],
    [{ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }, 'pretty'],
    [{ LOG_FORMAT: 'json' }, 'json'],
    [{ NODE_ENV: 'production', LOG_FORMAT: 'fancy' }, 'json'],
  ])('%j -> %s', (env, format) => expect(logFormat(env)).toBe(format));
});

describe('logEachRequest', () => {
  it('writes one line per request, with its id, method, path, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true, genReqId: requestIdOf, requestIdLogLabel: 'requestId' });
    logEachRequest(app);
    app.get('/ping', async () => ({ ok: true }));
    await app.inject({ url: '/ping', headers: { 'x-request-id': 'trace-0001-abcd' } });
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ requestId: 'trace-0001-abcd', method: 'GET', url: '/ping', status: 200, msg: expect.stringMatching(/^GET \/ping 200 \d+ ms$/) });
  });
});
