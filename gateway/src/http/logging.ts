import type { FastifyInstance, FastifyServerOptions } from 'fastify';

// Logs a person can read in development (pino-pretty, one line per request) and JSON in production, for
// the log collector. pino-pretty is a development dependency: production never loads it.
export type LogFormat = 'pretty' | 'json';

export function logFormat(env: { LOG_FORMAT?: string; NODE_ENV?: string }): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return env.NODE_ENV === 'production' ? 'json' : 'pretty';
}

/** Where JSON lines go instead of stdout (tests read what a request left in the log). */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(level: string, format: LogFormat, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization'],
    ...(stream ? { stream } : {}),
    ...(format === 'pretty' && !stream
      ? { transport: { target: 'pino-pretty', options: { singleLine: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}

/** One line per request when it is answered (Fastify's own request logging, two lines, is off). */
export function logEachRequest(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms }, `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`);
  });
}
