import { createRequire } from 'node:module';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

// Logs a person can read in development (pino-pretty, one line per request) and JSON in production, for
// the log collector. pino-pretty is a development dependency: production never loads it.
export type LogFormat = 'pretty' | 'json';

/** pino-pretty's file, or undefined where only production dependencies are installed. */
export function prettyTarget(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
}

/** LOG_FORMAT, else by NODE_ENV; pretty only where pino-pretty is installed, JSON otherwise rather than no start. */
export function logFormat(env: { LOG_FORMAT?: string; NODE_ENV?: string }, prettyInstalled = prettyTarget() !== undefined): LogFormat {
  const wanted =
    env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : env.NODE_ENV === 'production' ? 'json' : 'pretty';
  return wanted === 'pretty' && prettyInstalled ? 'pretty' : 'json';
}

// The request line's fields are in its message already; pretty output shows only the request id besides.
const PRETTY_IGNORED = 'pid,hostname,method,url,status,ms';

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
      ? {
          transport: {
            target: prettyTarget() ?? 'pino-pretty',
            options: { singleLine: true, translateTime: 'HH:MM:ss', ignore: PRETTY_IGNORED },
          },
        }
      : {}),
  };
}

/** Fastify's own request logging (two lines, incoming and completed) off; every line labelled `requestId`. */
export const requestLogController = () => new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' });

/** One line per request when it is answered. */
export function logEachRequest(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms },
      `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`,
    );
  });
}
