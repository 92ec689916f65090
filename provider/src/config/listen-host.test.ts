import { describe, expect, it } from 'vitest';
import { listenHost } from './listen-host.js';

describe('listenHost', () => {
  it.each([
    [{}, '127.0.0.1'],
    [{ HOST: '' }, '127.0.0.1'],
    [{ HOST: '   ' }, '127.0.0.1'],
    [{ HOST: '0.0.0.0' }, '0.0.0.0'],
    [{ HOST: ' 10.0.0.5 ' }, '10.0.0.5'],
    [{ HOST: '::' }, '::'],
    [{ NODE_ENV: 'production' }, '127.0.0.1'],
    [{ NODE_ENV: 'production', HOST: '0.0.0.0' }, '0.0.0.0'],
  ])('%j listens on %s', (env, host) => {
    expect(listenHost(env)).toBe(host);
  });
});
