import { describe, expect, it } from 'vitest';
import { trustedProxies } from './trust-proxy.js';

describe('trustedProxies (PROVIDER_TRUST_PROXY)', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    [' 127.0.0.1 , ::1 ', '127.0.0.1,::1'],
    ['172.30.0.0/24,fd00::/8', '172.30.0.0/24,fd00::/8'],
  ])('%j -> %j', (setting, trusted) => expect(trustedProxies(setting)).toBe(trusted));

  // "1" would otherwise be taken for the address 0.0.0.1; "true" or "loopback" would trust any caller nearby.
  it.each(['1', 'true', 'loopback', 'uniquelocal', 'gateway', '10.0.0.0/33', '10.0.0.1/8/8', ' , '])(
    'refuses %j, saying what to set',
    (setting) => {
      expect(() => trustedProxies(setting)).toThrow(/^PROVIDER_TRUST_PROXY must be a comma list of the gateways' addresses or CIDR ranges/);
    },
  );
});
