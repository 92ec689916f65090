import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Below this an answer fits a packet or two: packing it costs more time than it saves. */
export const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Compresses the gateway's own answers (GraphQL, exports) for clients that accept it. Brotli at quality 4 packs
 * JSON nearly as tightly as gzip -9 at a fraction of the CPU (the web's files are packed once, at build time).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
