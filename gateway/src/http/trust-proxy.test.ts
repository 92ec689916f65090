import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy.js';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.5', '10.0.0.5'],
    ['10.0.0.0/8, 172.16.0.0/12', '10.0.0.0/8,172.16.0.0/12'],
    ['loopback', 'loopback'],
    ['fd00::/8', 'fd00::/8'],
  ])('%j -> %j', (value, expected) => {
    expect(parseTrustProxy(value)).toBe(expected);
  });

  it.each(['yes', '0', '11', '*', '10.0.0.1; rm -rf', 'all'])('refuses %j with what to set', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY must be the number of proxies/);
  });
});

describe('fastifyTrustProxy', () => {
  it('trusts exactly the configured number of hops, counted from the socket', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('hops become a function');
    expect([0, 1, 2, 3].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false, false]);
  });

  it('passes addresses and "off" through to Fastify unchanged', () => {
    expect(fastifyTrustProxy('10.0.0.0/8')).toBe('10.0.0.0/8');
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
