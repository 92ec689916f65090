import type { FastifyInstance, FastifyReply } from 'fastify';
import { toProviderYear, YEAR_FORMAT_MESSAGE } from '../academic-year/year.js';
import { logIfUnavailable } from '../errors/provider-failure.js';
import { UserFacingError, type ErrorCode } from '../errors/user-facing.js';
import { bearerToken } from '../http/request-guards.js';
import type { ProviderClient } from '../provider/client.js';
import { ProviderSession } from '../provider/session.js';
import { SESSION_EXPIRED_MESSAGE } from '../errors/session.js';
import { queryString } from './query-string.js';
import { AdminService } from './service.js';

// The provider's own filter names, passed on as they are (the year read in either form).
const FILTERS = [
  'search',
  'batchNo',
  'status',
  'university',
  'programme',
  'missing',
  'resultStatus',
  'universityFeeStatus',
  'nhifStatus',
  'sort',
  'order',
] as const;
type ExportQuery = Partial<Record<(typeof FILTERS)[number] | 'year', string>>;

function replyError(reply: FastifyReply, status: number, message: string, code: ErrorCode) {
  return reply.code(status).send({ error: { message, code, requestId: reply.request.id } });
}

/**
 * `GET /exports/scholars.csv` beside /graphql: the scholars' CSV streamed from the provider as it comes (the whole
 * filtered set, however large), with the caller's bearer token like GraphQL. The filters are the provider's query
 * parameters; the year is read in either form (2024-2025 or Y2024_2025).
 */
export async function adminExportRoutes(app: FastifyInstance, { client }: { client: ProviderClient }) {
  app.get<{ Querystring: ExportQuery }>('/exports/scholars.csv', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return replyError(reply, 401, SESSION_EXPIRED_MESSAGE, 'UNAUTHENTICATED');
    const providerYear = request.query.year ? toProviderYear(request.query.year) : undefined;
    if (providerYear === null) return replyError(reply, 400, YEAR_FORMAT_MESSAGE, 'BAD_USER_INPUT');
    const query = queryString({ ...Object.fromEntries(FILTERS.map((name) => [name, request.query[name]])), year: providerYear });
    let answer;
    try {
      answer = await new AdminService(new ProviderSession(client, token, { requestId: request.id })).exportScholars(query);
    } catch (error) {
      if (!(error instanceof UserFacingError)) throw error;
      logIfUnavailable(request.log, error);
      const status = error.code === 'FORBIDDEN' ? 403 : (error.details.httpStatus ?? 0);
      return replyError(reply, status >= 400 ? status : 502, error.message, error.code);
    }
    for (const name of ['content-type', 'content-disposition']) {
      const value = answer.headers[name];
      if (typeof value === 'string') reply.header(name, value);
    }
    return reply.header('cache-control', 'private, no-store').send(answer.body);
  });
}
