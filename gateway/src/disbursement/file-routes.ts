import type { FastifyInstance } from 'fastify';
import { SESSION_EXPIRED_MESSAGE } from '../errors/session.js';
import { replyError, replyFailure, sendFile } from '../http/file-answers.js';
import { bearerToken } from '../http/request-guards.js';
import type { ProviderClient } from '../provider/client.js';
import { ProviderSession } from '../provider/session.js';
import { DisbursementService } from './service.js';

/**
 * `GET /files/admin/disbursements/:id/bank-file.csv` beside /graphql: an approved run's bulk-payment CSV streamed from
 * the provider as an attachment, with the caller's bearer token like GraphQL. An administrator only: anyone else is
 * answered 403 before the provider is asked for the run.
 */
export async function disbursementFileRoutes(app: FastifyInstance, { client }: { client: ProviderClient }) {
  app.get<{ Params: { id: string } }>('/files/admin/disbursements/:id/bank-file.csv', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return replyError(reply, 401, SESSION_EXPIRED_MESSAGE, 'UNAUTHENTICATED');
    let answer;
    try {
      answer = await new DisbursementService(new ProviderSession(client, token, { requestId: request.id })).bankFile(request.params.id);
    } catch (error) {
      return replyFailure(reply, error);
    }
    return sendFile(reply, answer);
  });
}
