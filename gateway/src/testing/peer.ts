// Test support: a small real HTTP server standing in for a misbehaving provider (non-JSON, empty or
// slow answers) that the reference provider never produces. It records what the gateway sent.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type PeerHandler = (request: ReceivedRequest, response: ServerResponse) => void;

export interface Peer {
  url: string;
  received: ReceivedRequest[];
  /** Replaces how the peer answers from now on. */
  answer: (handler: PeerHandler) => void;
  close: () => Promise<void>;
}

export async function startPeer(): Promise<Peer> {
  const received: ReceivedRequest[] = [];
  let handler: PeerHandler = (_request, response) => response.writeHead(404).end();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const seen = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      received.push(seen);
      handler(seen, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer: (next) => (handler = next),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A port nothing listens on. Not one taken from the OS and released: a test in another worker that listens on port
 * 0 can be given it back at once, and the "down" provider then answered 404. The OS never hands out port 1 for
 * port 0, and nothing serves on it; if something does, this says so rather than testing against it.
 */
export async function closedPortUrl(): Promise<string> {
  const refused = await new Promise<boolean>((resolve) => {
    const socket = connect(1, '127.0.0.1')
      .once('connect', () => {
        socket.destroy();
        resolve(false);
      })
      .once('error', () => resolve(true));
  });
  if (!refused) throw new Error('something listens on 127.0.0.1:1; the tests need a port nothing listens on');
  return 'http://127.0.0.1:1';
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
