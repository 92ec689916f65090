import { EventEmitter } from 'node:events';
import type { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import { sendsBearer } from './bearer-paths.js';
import { providerBreaker, type CircuitBreakerOptions, type ProviderBreaker } from './circuit-breaker.js';
import { ProviderError, ProviderInvalidResponseError, ProviderNetworkError } from './errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ProviderCall {
  method: HttpMethod;
  /** Path under the provider's /api base, e.g. `/auth/login`. */
  path: string;
  body?: unknown;
  /** The caller's bearer token; dropped for the paths of docs/behaviour.md §7 that must not carry it. */
  token?: string;
  /** Overrides the client's per-call limit. */
  timeoutMs?: number;
  /** The browser behind the call, so the provider's sessions and activity log name the real device and address. */
  origin?: CallerOrigin;
}

export interface CallerOrigin {
  userAgent?: string;
  ip?: string;
  /** The gateway request this call serves, so the provider's log lines carry the same id. */
  requestId?: string;
}

/** A call whose bodies are streams (file upload and download) rather than JSON. */
export interface ProviderExchange {
  method: HttpMethod;
  path: string;
  token?: string;
  headers?: Record<string, string>;
  body?: Readable;
}

export interface ProviderClientOptions {
  /** The provider's host, e.g. http://127.0.0.1:4100 (the client adds /api). */
  providerUrl: string;
  /** Per-call limit for the whole exchange, headers and body. Default 10 s. */
  timeoutMs?: number;
  /** Limit of opening a connection, so an address that drops packets fails well before timeoutMs. Default 3 s. */
  connectTimeoutMs?: number;
  /** Told of every finished call, e.g. for metrics. */
  observer?: ProviderObserver;
  /** Most connections kept to the provider; calls beyond them wait their turn. Default 32. */
  connections?: number;
  /** When to stop calling a failing provider for a while (see providerBreaker). */
  breaker?: CircuitBreakerOptions;
}

/** One call as the client saw it: `network` when no answer came; seconds until the answer (a stream's headers). */
export interface ProviderCallObservation {
  method: HttpMethod;
  /** The path as called, query string included. */
  path: string;
  status: number | 'network';
  seconds: number;
}

export type ProviderObserver = (observation: ProviderCallObservation) => void;

export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;
export const DEFAULT_PROVIDER_CONNECTIONS = 32;
export const DEFAULT_PROVIDER_CONNECT_TIMEOUT_MS = 3_000;

/**
 * A call's limit for its whole exchange, as undici takes it. An emitter is lighter to make than an AbortSignal, and
 * its timer ends with the call: AbortSignal.timeout's lives on for the whole limit, so under load every call left a
 * signal and a timer that outlived the young generation.
 */
class Deadline extends EventEmitter {
  passed = false;
  private readonly timer: NodeJS.Timeout;

  constructor(ms: number) {
    super();
    this.timer = setTimeout(() => {
      this.passed = true;
      this.emit('abort');
    }, ms).unref();
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

/** The one REST client of the provider: a keep-alive pool, JSON in and out, typed failures. */
export class ProviderClient {
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly timeoutMs: number;
  private readonly observer: ProviderObserver | undefined;
  private readonly breaker: ProviderBreaker;

  constructor(options: ProviderClientOptions) {
    const url = new URL(options.providerUrl);
    this.pool = new Pool(url.origin, {
      keepAliveTimeout: 30_000,
      connections: options.connections ?? DEFAULT_PROVIDER_CONNECTIONS,
      connect: { timeout: options.connectTimeoutMs ?? DEFAULT_PROVIDER_CONNECT_TIMEOUT_MS },
    });
    this.breaker = providerBreaker(options.breaker);
    this.basePath = `${url.pathname.replace(/\/+$/, '')}/api`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
    this.observer = options.observer;
  }

  async call<T = unknown>({ method, path, body, token, timeoutMs, origin }: ProviderCall): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'ngrok-skip-browser-warning': 'true',
    };
    // Like the original axios client: a content type only when there is a body (Fastify-style
    // providers refuse an empty body declared as JSON).
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token && sendsBearer(path)) headers.authorization = `Bearer ${token}`;
    if (origin?.userAgent) headers['user-agent'] = origin.userAgent;
    if (origin?.ip) headers['x-forwarded-for'] = origin.ip;
    if (origin?.requestId) headers['x-request-id'] = origin.requestId;

    const answer = await this.breaker(async () => {
      const deadline = new Deadline(timeoutMs ?? this.timeoutMs);
      const started = performance.now();
      let statusCode: number;
      let text: string;
      try {
        const response = await this.pool.request({
          path: this.basePath + path,
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: deadline,
        });
        statusCode = response.statusCode;
        text = await response.body.text();
      } catch (error) {
        this.observe(method, path, 'network', started);
        throw new ProviderNetworkError(deadline.passed ? 'timeout' : 'unreachable', error);
      } finally {
        deadline.clear();
      }
      this.observe(method, path, statusCode, started);
      if (statusCode < 200 || statusCode >= 300) return { statusCode, failure: failureFrom(statusCode, text) };
      // docs/behaviour.md §7: an empty body counts as an empty object.
      try {
        return { statusCode, value: (text.trim() === '' ? {} : JSON.parse(text)) as T };
      } catch (error) {
        throw new ProviderInvalidResponseError(error, statusCode);
      }
    });
    if (answer.failure) throw answer.failure;
    return answer.value;
  }

  /**
   * A streamed exchange: the body is sent as it is produced and the answer handed back unread
   * (any status), for the caller to pipe or to read with `failureOf`. The limit applies to
   * silence (waiting for the answer, then between its chunks), not to the whole transfer, so a
   * large file on a slow line is not cut off.
   */
  async exchange({ method, path, token, headers = {}, body }: ProviderExchange): Promise<Dispatcher.ResponseData> {
    return this.breaker(async () => {
      const started = performance.now();
      let answer: Dispatcher.ResponseData;
      try {
        answer = await this.pool.request({
          path: this.basePath + path,
          method,
          headers: {
            'ngrok-skip-browser-warning': 'true',
            ...headers,
            ...(token && sendsBearer(path) ? { authorization: `Bearer ${token}` } : {}),
          },
          body,
          headersTimeout: this.timeoutMs,
          bodyTimeout: this.timeoutMs,
        });
      } catch (error) {
        this.observe(method, path, 'network', started);
        const code = (error as { code?: unknown }).code;
        const timedOut = code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
        throw new ProviderNetworkError(timedOut ? 'timeout' : 'unreachable', error);
      }
      this.observe(method, path, answer.statusCode, started);
      return answer;
    });
  }

  /** Whether the provider's `GET /api/health` answers 2xx; a readiness probe wants a quick answer. */
  async isHealthy(origin?: CallerOrigin, timeoutMs = Math.min(this.timeoutMs, 2_000)): Promise<boolean> {
    try {
      await this.call({ method: 'GET', path: '/health', timeoutMs, origin });
      return true;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private observe(method: HttpMethod, path: string, status: number | 'network', started: number): void {
    this.observer?.({ method, path, status, seconds: (performance.now() - started) / 1000 });
  }
}

/** The failure a non-2xx streamed answer stands for (its body read for the provider's message). */
export async function failureOf(answer: Dispatcher.ResponseData): Promise<ProviderError> {
  const text = await answer.body.text().catch(() => '');
  return failureFrom(answer.statusCode, text);
}

/** A non-2xx answer as the failure it stands for: its `message` for users, and the whole JSON for a domain to read. */
function failureFrom(statusCode: number, text: string): ProviderError {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    // An error page that is not JSON carries no message meant for users.
    return new ProviderError(statusCode, undefined);
  }
  const message = answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string' ? answer.message : '';
  return new ProviderError(statusCode, message || undefined, answer);
}
