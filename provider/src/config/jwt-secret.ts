import { generatedSecret } from './generated-secret.js';

/**
 * The HS256 key: the configured secret, else one generated once into the data folder (so tokens survive
 * restarts), else (in-memory mode) a fresh one per instance. Replicas sharing a database need JWT_SECRET.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  return configured ? new TextEncoder().encode(configured) : generatedSecret(dataDir, 'jwt-secret');
}
