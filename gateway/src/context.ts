import type { FastifyBaseLogger } from 'fastify';
import type { Services } from './services.js';

/** What every resolver receives: each domain's provider client as this request's caller sees it, and a logger. */
export interface GatewayContext {
  services: Services;
  log: FastifyBaseLogger;
  /** This request's id (X-Request-Id), also sent to the provider and put in every error. */
  requestId: string;
}
