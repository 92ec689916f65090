// The least any gateway written for Node can add to a provider's read, for gateway-overhead.bench.ts to measure beside
// the real one: a server that reads the request's JSON, makes the one upstream call over a keep-alive pool, and
// answers the upstream's JSON wrapped as GraphQL would. No GraphQL, headers or checks. HOP=node is a bare
// `node:http` server, the floor under any Node gateway; HOP=fastify is one Fastify route (no plugins, no logger),
// the floor under any gateway built on Fastify, as ours is.
// Env: PORT (where it listens), PROVIDER_URL, HOP (node, the default, or fastify).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify from 'fastify';
import { Pool } from 'undici';

const upstream = new Pool(process.env.PROVIDER_URL!, { connections: 32 });
const port = Number(process.env.PORT);

/** The one upstream call, its answer wrapped as `{ data: { me } }`. */
async function profileAnswer(authorization: string | undefined) {
  const answer = await upstream.request({
    path: '/api/profile',
    method: 'GET',
    headers: { authorization: authorization ?? '', accept: 'application/json' },
  });
  return { statusCode: answer.statusCode, body: JSON.stringify({ data: { me: JSON.parse(await answer.body.text()) } }) };
}

async function answer(request: IncomingMessage, response: ServerResponse) {
  if (request.url === '/healthz') return void response.writeHead(204).end();
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  JSON.parse(Buffer.concat(chunks).toString());
  const { statusCode, body } = await profileAnswer(request.headers.authorization);
  response.writeHead(statusCode, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
}

if (process.env.HOP === 'fastify') {
  const app = Fastify();
  app.get('/healthz', (_request, reply) => reply.code(204).send());
  // Fastify parses the JSON body before the handler runs.
  app.post('/graphql', async (request, reply) => {
    const { statusCode, body } = await profileAnswer(request.headers.authorization);
    return reply.code(statusCode).type('application/json').send(body);
  });
  await app.listen({ port, host: '127.0.0.1' });
} else {
  // A failure shows as a dropped call in the benchmark's error count.
  createServer((request, response) => void answer(request, response).catch(() => response.destroy())).listen(port, '127.0.0.1');
}
