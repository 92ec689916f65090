import { isIP } from 'node:net';

// The provider is reached by the gateways themselves, whose addresses are known: only those are believed.
// A hop count would trust whatever calls it directly (the hole this closes), and Fastify would quietly read
// "1" as the address 0.0.0.1, so anything but addresses and ranges is refused at start.

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** PROVIDER_TRUST_PROXY as Fastify's `trustProxy`: a comma list of the gateways' addresses or CIDR ranges. */
export function trustedProxies(setting: string): string {
  const entries = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length && entries.every(isAddressOrRange)) return entries.join(',');
  throw new Error(
    `PROVIDER_TRUST_PROXY must be a comma list of the gateways' addresses or CIDR ranges (e.g. 127.0.0.1,::1 or 10.0.0.0/24), not a hop count; got "${setting}"`,
  );
}
