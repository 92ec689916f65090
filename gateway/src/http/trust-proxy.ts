// Which X-Forwarded-For entries to believe. Trusting the whole header would let a client name itself
// (its own leftmost entry) and get a fresh rate-limit budget per request, so only the configured proxies
// count: a number of hops, counted from the right, or the proxies' addresses / CIDR ranges.

/** What Fastify's `trustProxy` takes: false, a hop count, or a comma list of addresses and ranges. */
export type TrustProxy = false | number | string;

const ADDRESS_OR_RANGE = /^(?:[0-9.]+|[0-9a-fA-F:.]+|loopback|linklocal|uniquelocal)(?:\/\d{1,3})?$/;

/** Reads TRUST_PROXY: unset/`false` off; `true` one hop (a single load balancer); `2` two hops; or addresses. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 10) return hops;
  } else {
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => ADDRESS_OR_RANGE.test(entry))) return entries.join(',');
  }
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of the gateway (1-10; true means 1) or a comma list of their addresses or CIDR ranges, got "${text}"`,
  );
}

/**
 * Fastify's own hop count trusts no one (it cannot check the peer), so hops become a function: the socket's
 * peer and the next hops-1 entries from the right are proxies, the entry after them is the client. Only
 * right when nothing reaches the gateway except through those proxies; prefer their addresses otherwise.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
