import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '../app.js';

// GraphQL over HTTP: a request that is not valid GraphQL is the client's fault (400, with the error);
// only the gateway's own faults are 500. No provider is needed: nothing here reaches one.
describe('requests that are not valid GraphQL', () => {
  let gateway: FastifyInstance;
  beforeAll(async () => {
    gateway = await buildGateway({ providerUrl: 'http://127.0.0.1:9' });
  });
  afterAll(() => gateway.close());

  const post = (query: string) =>
    gateway.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query } });

  it.each([
    ['an unfinished document', '{', /^Syntax Error: Expected Name, found <EOF>/],
    ['a stray brace', '{ ping }}', /^Syntax Error/],
    ['an unknown field', '{ nope }', /Cannot query field "nope"/],
    ['too many tokens', `{ ${'ping '.repeat(1_200)}}`, /more that 1000 tokens/],
  ])('POST with %s answers 400 with the error', async (_case, query, message) => {
    const answer = await post(query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].message).toMatch(message);
  });

  it('GET with a syntax error answers 400 as well', async () => {
    const answer = await gateway.inject({ url: '/graphql?query=%7B', headers: { 'apollo-require-preflight': 'true' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors[0].message).toMatch(/^Syntax Error/);
  });

  it('a valid query still answers 200', async () => {
    const answer = await post('{ ping }');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().errors).toBeUndefined();
  });
});
