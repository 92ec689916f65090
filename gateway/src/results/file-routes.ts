import { MAX_RESULT_FILE_BYTES } from '@nuru/rules/results';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { replyError, replyFailure, sendFile } from '../http/file-answers.js';
import { bearerToken, hasPreflightHeader } from '../http/request-guards.js';
import type { ProviderClient } from '../provider/client.js';
import { ProviderSession } from '../provider/session.js';
import { toResult } from './mapping.js';
import { toPortalYear } from '@nuru/rules/academic-year';
import { AUTHENTICATION_REQUIRED, FIELDS_BEFORE_FILE, FILE_REQUIRED, NOT_MULTIPART, PREFLIGHT_REQUIRED } from './messages.js';
import { ResultReviewService } from './review-service.js';
import { ResultsService } from './service.js';
import { checkUploadFields } from './upload-form.js';

export interface ResultFileRoutesOptions {
  client: ProviderClient;
}

const UNEXPECTED = 'Something went wrong';

/** The results service as the caller of this request, with their token. */
const resultsFor = (request: FastifyRequest, client: ProviderClient, token: string) =>
  new ResultsService(new ProviderSession(client, token, { requestId: request.id }));

/**
 * Result files beside /graphql (Apollo's advice for uploads): `POST /uploads/results` streams the
 * form on to the provider as it arrives, `GET /files/results/:fileName` streams the document back.
 * Both take the caller's bearer token, like GraphQL. Registered as its own plugin so the
 * multipart parser exists for these routes only.
 */
export async function resultFileRoutes(app: FastifyInstance, { client }: ResultFileRoutesOptions): Promise<void> {
  await app.register(multipart, {
    // One byte over the limit is enough for ByteLimit to see it; busboy drops the rest unread.
    limits: { fileSize: MAX_RESULT_FILE_BYTES + 1, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return replyError(reply, status, error.message, 'BAD_USER_INPUT');
    request.log.error({ err: error }, 'result file route failed');
    return replyError(reply, 500, UNEXPECTED, 'INTERNAL_SERVER_ERROR');
  });

  app.post('/uploads/results', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return replyError(reply, 401, AUTHENTICATION_REQUIRED, 'UNAUTHENTICATED');
    if (!hasPreflightHeader(request.headers)) return replyError(reply, 400, PREFLIGHT_REQUIRED, 'BAD_USER_INPUT');
    if (!request.isMultipart()) return replyError(reply, 400, NOT_MULTIPART, 'BAD_USER_INPUT');

    const fields: Record<string, string> = {};
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (fields.year === undefined || fields.gpa === undefined) {
        part.file.resume();
        return replyError(reply, 400, FIELDS_BEFORE_FILE, 'BAD_USER_INPUT');
      }
      const checked = checkUploadFields(fields.year, fields.gpa);
      if (!checked.ok) {
        part.file.resume();
        return replyError(reply, 400, checked.message, 'BAD_USER_INPUT');
      }
      try {
        const row = await resultsFor(request, client, token).upload(checked, {
          name: part.filename,
          type: part.mimetype,
          content: part.file,
        });
        const result = toResult(row, { justUploaded: true });
        return reply.send({ result: { ...result, year: toPortalYear(result.year) } });
      } catch (error) {
        // Let busboy drain (and drop) the rest, so the browser can finish sending and read the answer.
        part.file.resume();
        return replyFailure(reply, error);
      }
    }
    const checked = checkUploadFields(fields.year, fields.gpa);
    return replyError(reply, 400, checked.ok ? FILE_REQUIRED : checked.message, 'BAD_USER_INPUT');
  });

  app.get<{ Params: { fileName: string } }>('/files/results/:fileName', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return replyError(reply, 401, AUTHENTICATION_REQUIRED, 'UNAUTHENTICATED');
    let answer;
    try {
      answer = await resultsFor(request, client, token).download(request.params.fileName);
    } catch (error) {
      return replyFailure(reply, error);
    }
    return sendFile(reply, answer);
  });

  // Any scholar's document for an administrator, shown inline (PDF and images open in the browser).
  app.get<{ Params: { fileName: string } }>('/files/admin/results/:fileName', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return replyError(reply, 401, AUTHENTICATION_REQUIRED, 'UNAUTHENTICATED');
    let answer;
    try {
      answer = await new ResultReviewService(new ProviderSession(client, token, { requestId: request.id })).document(
        request.params.fileName,
      );
    } catch (error) {
      return replyFailure(reply, error);
    }
    return sendFile(reply, answer);
  });
}
