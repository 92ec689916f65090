import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { ProviderObserver } from '../provider/client.js';
import { pathPattern } from './path-pattern.js';

/** One gateway's metrics, in a registry of its own (never prom-client's global one), so gateways built in one process keep apart. */
export interface GatewayMetrics {
  readonly registry: Registry;
  readonly httpRequests: Histogram<'method' | 'route' | 'status_code'>;
  readonly operations: Histogram<'operation' | 'outcome'>;
  readonly observeProviderCall: ProviderObserver;
}

export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpRequests = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'HTTP requests served, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const operations = new Histogram({
    name: 'gateway_graphql_operation_duration_seconds',
    help: 'GraphQL operations, by operation name and outcome (ok, or the first error code).',
    labelNames: ['operation', 'outcome'],
    registers: [registry],
  });
  const providerCalls = new Histogram({
    name: 'gateway_provider_request_duration_seconds',
    help: 'Calls to the provider, by method, path pattern and status (network when no answer came).',
    labelNames: ['method', 'path', 'status'],
    registers: [registry],
  });
  return {
    registry,
    httpRequests,
    operations,
    observeProviderCall: ({ method, path, status, seconds }) =>
      providerCalls.observe({ method, path: pathPattern(path), status: String(status) }, seconds),
  };
}
