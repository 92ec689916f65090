// Where the provider listens. Its one intended caller is the gateway; reached directly it answers without
// the gateway's limits (and in development serves the e-mail outbox, codes included), so it listens on
// the loopback interface, in production too, unless HOST names another address: a container (the
// Dockerfile sets HOST=0.0.0.0), or a gateway on another machine.

export const LOOPBACK = '127.0.0.1';

/** HOST when set (surrounding spaces ignored), else the loopback address. */
export function listenHost(env: Record<string, string | undefined>): string {
  return env.HOST?.trim() || LOOPBACK;
}
