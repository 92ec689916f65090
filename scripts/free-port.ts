import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

// The OS gives port-0 listeners and the local end of outgoing connections a port from its ephemeral range. A port
// taken from below that range cannot be handed to another test in the moment between this check and the child
// process's own listen, nor while a server that stopped is to come back on it (a supervised child restarting, a
// test's stand-in taken down); a block per vitest worker keeps two workers that ask at once apart.
const BLOCK = 100;
let offset = 0;

/** A port below the ephemeral range, free now, in this worker's own block: no other test can be given it. */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? 0);
  const first = ephemeralFloor() - BLOCK * (worker + 1);
  // Each candidate is claimed before the check, so two calls at once never weigh the same port.
  while (offset < BLOCK) {
    const port = first + offset++;
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port in ${first}-${first + BLOCK - 1}, this worker's block`);
}

/** The lowest ephemeral port: Linux says in /proc; 32768 is its default and below other systems' ranges. */
export function ephemeralFloor(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32768;
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
