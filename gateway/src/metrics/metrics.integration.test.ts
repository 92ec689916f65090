import { DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { closedPortUrl } from '../testing/peer.js';
import { gql, LOGIN, ME, startGateway, useStack } from '../testing/stack.js';

const stack = useStack({ gateway: { metrics: true } });

async function scrape(gateway: FastifyInstance, token?: string) {
  const response = await gateway.inject({
    method: 'GET',
    url: '/metrics',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
}

/** The value of one series, e.g. `name_count{a="1",b="2"}`; labels in the order prom-client writes them. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('counts the GraphQL operations, HTTP requests and provider calls of a login and a me query', async () => {
    const { email } = SEED_STUDENTS[0];
    const login = await gql(stack.gateway, LOGIN, { email, password: DEV_STUDENT_PASSWORD });
    expect(login.data?.login.token).toEqual(expect.any(String));
    expect((await gql(stack.gateway, ME, {}, login.data?.login.token)).data?.me.email).toBe(email);
    expect((await gql(stack.gateway, ME, {}, 'not-a-token')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const { status, type, body } = await scrape(stack.gateway);
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    const operation = (name: string, outcome: string) =>
      sample(body, `gateway_graphql_operation_duration_seconds_count{operation="${name}",outcome="${outcome}"}`);
    expect(operation('Login', 'ok')).toBe(1);
    expect(operation('Me', 'ok')).toBe(1);
    expect(operation('Me', 'UNAUTHENTICATED')).toBe(1);

    expect(sample(body, 'gateway_http_request_duration_seconds_count{method="POST",route="/graphql",status_code="200"}')).toBe(3);

    const call = (method: string, path: string, status: string) =>
      sample(body, `gateway_provider_request_duration_seconds_count{method="${method}",path="${path}",status="${status}"}`);
    expect(call('POST', '/auth/login', '200')).toBe(1);
    expect(call('GET', '/profile', '200')).toBe(1);
    expect(call('GET', '/profile', '401')).toBe(1);

    // Default process metrics come along.
    expect(body).toContain('process_cpu_user_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('labels ids in provider paths as :id', async () => {
    const token = (await gql(stack.gateway, LOGIN, { email: SEED_STUDENTS[0].email, password: DEV_STUDENT_PASSWORD })).data?.login.token;
    const download = await stack.gateway.inject({
      method: 'GET',
      url: '/files/results/made-up-name.pdf',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.statusCode).toBe(404);

    const { body } = await scrape(stack.gateway);
    expect(sample(body, 'gateway_provider_request_duration_seconds_count{method="GET",path="/results/download/:id",status="404"}')).toBe(1);
    expect(
      sample(body, 'gateway_http_request_duration_seconds_count{method="GET",route="/files/results/:fileName",status_code="404"}'),
    ).toBe(1);
    expect(body).not.toContain('made-up-name');
  });

  it('asks for METRICS_TOKEN when one is set, keeps each gateway apart, and counts an unreachable provider as network', async () => {
    const guarded = await startGateway(await closedPortUrl(), { metrics: true, metricsToken: 'scrape-secret' });
    try {
      expect((await scrape(guarded)).status).toBe(401);
      expect((await scrape(guarded, 'wrong')).status).toBe(401);
      expect((await guarded.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

      const { status, body } = await scrape(guarded, 'scrape-secret');
      expect(status).toBe(200);
      expect(sample(body, 'gateway_provider_request_duration_seconds_count{method="GET",path="/health",status="network"}')).toBe(1);
      expect(sample(body, 'gateway_http_request_duration_seconds_count{method="GET",route="/metrics",status_code="401"}')).toBe(2);
      // The other gateway's operations are not in this one's registry.
      expect(body).not.toContain('operation="Login"');
    } finally {
      await guarded.close();
    }
  });

  it('is not served unless enabled', async () => {
    const plain = await startGateway(await closedPortUrl());
    try {
      expect((await scrape(plain)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
