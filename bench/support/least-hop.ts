// The least any gateway written for Node can add to a provider's read, for gateway-overhead.bench.ts to measure beside
// the real one: a bare HTTP server that reads the request's JSON, makes the one upstream call over a keep-alive pool,
// and answers the upstream's JSON wrapped as GraphQL would. No GraphQL, framework, headers or checks.
// Env: PORT (where it listens), PROVIDER_URL.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Pool } from 'undici';

const upstream = new Pool(process.env.PROVIDER_URL!, { connections: 32 });

async function answer(request: IncomingMessage, response: ServerResponse) {
  if (request.url === '/healthz') return void response.writeHead(204).end();
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  JSON.parse(Buffer.concat(chunks).toString());
  const upstreamAnswer = await upstream.request({
    path: '/api/profile',
    method: 'GET',
    headers: { authorization: request.headers.authorization ?? '', accept: 'application/json' },
  });
  const body = JSON.stringify({ data: { me: JSON.parse(await upstreamAnswer.body.text()) } });
  response
    .writeHead(upstreamAnswer.statusCode, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
    .end(body);
}

// A failure shows as a dropped call in the benchmark's error count.
createServer((request, response) => void answer(request, response).catch(() => response.destroy())).listen(
  Number(process.env.PORT),
  '127.0.0.1',
);
