import { describe, expect, it } from 'vitest';
import { readGatewayEnvironment } from './environment.js';

describe('the gateway environment', () => {
  it('gives the README defaults when nothing is set', () => {
    const { port, host, options } = readGatewayEnvironment({});
    expect({ port, host }).toEqual({ port: 4000, host: '127.0.0.1' });
    expect(options.rateLimit).toEqual({ max: 600, windowMs: 60_000, redisUrl: undefined });
    expect(options.providerUrl).toBe('http://127.0.0.1:4100');
    expect(options.metrics).toBe(true);
    expect(options.persistedDocumentsOnly).toBe(false);
    expect(options.trustProxy).toBe(false);
  });

  it('keeps production safe by default: metrics off, persisted documents only, the loopback interface', () => {
    const { host, options } = readGatewayEnvironment({ NODE_ENV: 'production' });
    expect(host).toBe('127.0.0.1');
    expect(options.metrics).toBe(false);
    expect(options.persistedDocumentsOnly).toBe(true);
    expect(options.logFormat).toBe('json');
  });

  it('reads the values that are set', () => {
    const { port, host, options } = readGatewayEnvironment({
      PORT: '8080',
      HOST: ' 0.0.0.0 ',
      RATE_LIMIT_MAX: '100',
      RATE_LIMIT_WINDOW_MS: '1000',
      PROVIDER_TIMEOUT_MS: '2500',
      INTROSPECTION: 'true',
      METRICS: 'false',
      PERSISTED_DOCUMENTS: 'only',
      TRUST_PROXY: '2',
    });
    expect(port).toBe(8080);
    expect(host).toBe('0.0.0.0');
    expect(options.rateLimit).toMatchObject({ max: 100, windowMs: 1000 });
    expect(options.providerTimeoutMs).toBe(2500);
    expect(options).toMatchObject({ introspection: true, metrics: false, persistedDocumentsOnly: true, trustProxy: 2 });
  });

  it.each([
    ['RATE_LIMIT_MAX', '6OO', 'RATE_LIMIT_MAX must be a whole number from 1'],
    ['RATE_LIMIT_MAX', '0', 'RATE_LIMIT_MAX must be a whole number from 1'],
    ['RATE_LIMIT_WINDOW_MS', '1e3', 'RATE_LIMIT_WINDOW_MS must be a whole number'],
    ['RATE_LIMIT_WINDOW_MS', '-5', 'RATE_LIMIT_WINDOW_MS must be a whole number'],
    ['PROVIDER_TIMEOUT_MS', '10s', 'PROVIDER_TIMEOUT_MS must be a whole number'],
    ['PROVIDER_CONNECTIONS', '2.5', 'PROVIDER_CONNECTIONS must be a whole number'],
    ['PORT', '70000', 'PORT must be a whole number from 0 to 65535'],
    ['METRICS', 'yes', 'METRICS must be true or false, got "yes"'],
    ['INTROSPECTION', '1', 'INTROSPECTION must be true or false'],
    ['PERSISTED_DOCUMENTS', 'on', 'PERSISTED_DOCUMENTS must be only or off, got "on"'],
    ['TRUST_PROXY', 'everyone', 'TRUST_PROXY must be'],
  ])('stops the start when %s is %s, naming it', (name, value, message) => {
    expect(() => readGatewayEnvironment({ [name]: value })).toThrow(message);
  });
});
