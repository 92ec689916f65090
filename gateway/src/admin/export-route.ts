import type { FastifyInstance } from 'fastify';
import { toProviderYear, YEAR_FORMAT_MESSAGE } from '@nuru/rules/academic-year';
import { replyError, replyFailure, sendFile } from '../http/file-answers.js';
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
      return replyFailure(reply, error);
    }
    return sendFile(reply, answer, ['content-type', 'content-disposition']);
  });
}
