// The gateway's settings from its environment, checked once at start: a value that is set but not
// understood stops the start with the variable's name, instead of quietly falling back to a default
// (RATE_LIMIT_MAX=6OO would otherwise mean "no change" and nobody would know).
import { fileURLToPath } from 'node:url';
import type { GatewayOptions } from '../app.js';
import { logFormat } from '../http/logging.js';
import { parseTrustProxy } from '../http/trust-proxy.js';

export type Environment = Record<string, string | undefined>;

export interface GatewayEnvironment {
  port: number;
  host: string;
  options: GatewayOptions;
}

/** A whole number in [min, max] when set; undefined when unset or empty. */
export function wholeNumber(env: Environment, name: string, min = 1, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

/** `true` / `false` when set; undefined when unset or empty. */
export function onOff(env: Environment, name: string): boolean | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  throw new Error(`${name} must be true or false, got "${text}"`);
}

function persistedDocumentsOnly(env: Environment, production: boolean): boolean {
  const text = env.PERSISTED_DOCUMENTS?.trim() || (production ? 'only' : 'off');
  if (text === 'only' || text === 'off') return text === 'only';
  throw new Error(`PERSISTED_DOCUMENTS must be only or off, got "${text}"`);
}

/** Reads every gateway variable the README lists; throws with the variable's name when one is wrong. */
export function readGatewayEnvironment(env: Environment): GatewayEnvironment {
  const production = env.NODE_ENV === 'production';
  return {
    port: wholeNumber(env, 'PORT', 0, 65_535) ?? 4000,
    // The loopback interface unless HOST says otherwise, in production too: a portal reachable from a shared
    // network by accident is worse than one an operator opens on purpose (the Dockerfile sets HOST=0.0.0.0).
    host: env.HOST?.trim() || '127.0.0.1',
    options: {
      providerUrl: env.PROVIDER_URL?.trim() || 'http://127.0.0.1:4100',
      webDist: env.WEB_DIST?.trim() || fileURLToPath(new URL('../../../web/dist/', import.meta.url)),
      production,
      introspection: onOff(env, 'INTROSPECTION'),
      providerTimeoutMs: wholeNumber(env, 'PROVIDER_TIMEOUT_MS'),
      providerConnectTimeoutMs: wholeNumber(env, 'PROVIDER_CONNECT_TIMEOUT_MS'),
      providerConnections: wholeNumber(env, 'PROVIDER_CONNECTIONS'),
      providerBreaker: {
        failureThreshold: wholeNumber(env, 'PROVIDER_BREAKER_FAILURES'),
        coolDownMs: wholeNumber(env, 'PROVIDER_BREAKER_COOLDOWN_MS'),
      },
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      rateLimit: {
        max: wholeNumber(env, 'RATE_LIMIT_MAX') ?? 600,
        windowMs: wholeNumber(env, 'RATE_LIMIT_WINDOW_MS') ?? 60_000,
        redisUrl: env.REDIS_URL?.trim() || undefined,
      },
      logger: env.LOG_LEVEL?.trim() || true,
      logFormat: logFormat(env),
      persistedDocumentsFile: env.PERSISTED_DOCUMENTS_FILE?.trim() || undefined,
      persistedDocumentsOnly: persistedDocumentsOnly(env, production),
      // Metrics default on in development only; METRICS=true turns them on in production.
      metrics: onOff(env, 'METRICS') ?? !production,
      metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    },
  };
}
