// Test support: a forwarding proxy in front of a real provider that records each request and how
// many were in flight at once. A delay before forwarding makes overlap (or its absence) certain.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';

export interface Recorder {
  url: string;
  calls: string[];
  mostInFlight: number;
  reset: () => void;
  close: () => Promise<void>;
}

export async function startRecorder(target: string, delayMs: number): Promise<Recorder> {
  let inFlight = 0;
  const recorder: Recorder = {
    url: '',
    calls: [],
    mostInFlight: 0,
    reset: () => {
      recorder.calls.length = 0;
      recorder.mostInFlight = 0;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  const relay = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    recorder.calls.push(`${incoming.method} ${incoming.url}`);
    recorder.mostInFlight = Math.max(recorder.mostInFlight, ++inFlight);
    try {
      await sleep(delayMs);
      await forward(incoming, outgoing, target);
    } finally {
      inFlight--;
    }
  };
  const server = createServer((incoming, outgoing) => void relay(incoming, outgoing));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  recorder.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return recorder;
}

/** Passes one request on to `target` and its answer back (502 when the target gives none). */
export async function forward(incoming: IncomingMessage, outgoing: ServerResponse, target: string): Promise<void> {
  try {
    const answer = await request(`${target}${incoming.url}`, {
      method: incoming.method as 'GET',
      headers: withoutHopByHop(incoming.headers),
      body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : incoming,
    });
    outgoing.writeHead(answer.statusCode, answer.headers as Record<string, string>);
    for await (const chunk of answer.body) outgoing.write(chunk);
    outgoing.end();
  } catch {
    outgoing.writeHead(502).end();
  }
}

function withoutHopByHop(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !['host', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)) kept[name] = value;
  }
  return kept;
}
