import { Readable } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { logIfUnavailable, toUserFacing } from '../errors/provider-failure.js';
import { UserFacingError, type ErrorCode } from '../errors/user-facing.js';
import { bearerToken, hasPreflightHeader } from '../http/request-guards.js';
import { failureOf, type ProviderClient } from '../provider/client.js';
import { ProviderError, ProviderInvalidResponseError } from '../provider/errors.js';
import { ProviderSession } from '../provider/session.js';
import { downloadPath, getResults, uploadPath } from './calls.js';
import type { ResultDTO, UploadAnswerDTO } from './dto.js';
import { toResult } from './mapping.js';
import { REQUEST_ID_HEADER } from '../http/request-id.js';
import { ByteLimit, multipartBody, newBoundary } from './multipart-body.js';
import {
  DOWNLOAD_DOCUMENT_FAILED,
  FIELDS_BEFORE_FILE,
  FILE_REQUIRED,
  FILE_TOO_LARGE,
  AUTHENTICATION_REQUIRED,
  MAX_RESULT_FILE_BYTES,
  NOT_MULTIPART,
  PREFLIGHT_REQUIRED,
  UPLOAD_DOCUMENT_FAILED,
  downloadResultMessage,
  uploadResultMessage,
} from './messages.js';
import { checkUploadFields } from './upload-form.js';

export interface ResultFileRoutesOptions {
  client: ProviderClient;
}

const UNEXPECTED = 'Something went wrong';

function replyError(reply: FastifyReply, status: number, message: string, code: ErrorCode) {
  return reply.code(status).send({ error: { message, code, requestId: reply.request.id } });
}

/** A provider failure in the user's words, with the provider's status (502 when it gave none). */
function replyFailure(reply: FastifyReply, error: unknown, shaped: unknown) {
  if (!(shaped instanceof UserFacingError)) throw error;
  logIfUnavailable(reply.request.log, shaped);
  return replyError(reply, error instanceof ProviderError ? error.status : 502, shaped.message, shaped.code);
}

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
      return forwardUpload(reply, client, token, checked, part);
    }
    const checked = checkUploadFields(fields.year, fields.gpa);
    return replyError(reply, 400, checked.ok ? FILE_REQUIRED : checked.message, 'BAD_USER_INPUT');
  });

  app.get<{ Params: { fileName: string } }>('/files/results/:fileName', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return replyError(reply, 401, AUTHENTICATION_REQUIRED, 'UNAUTHENTICATED');
    let answer;
    try {
      answer = await client.exchange({ method: 'GET', path: downloadPath(request.params.fileName), token, headers: { [REQUEST_ID_HEADER]: request.id } });
    } catch (error) {
      return replyFailure(reply, error, toUserFacing(error, { messages: downloadResultMessage, networkMessage: DOWNLOAD_DOCUMENT_FAILED }));
    }
    if (answer.statusCode < 200 || answer.statusCode >= 300) {
      const failure = await failureOf(answer);
      return replyFailure(reply, failure, toUserFacing(failure, { messages: downloadResultMessage }));
    }
    for (const name of ['content-type', 'content-disposition', 'content-length']) {
      const value = answer.headers[name];
      if (typeof value === 'string') reply.header(name, value);
    }
    // A transcript is personal: no shared cache may keep it.
    return reply.header('cache-control', 'private, no-store').send(answer.body);
  });
}

async function forwardUpload(
  reply: FastifyReply,
  client: ProviderClient,
  token: string,
  fields: { year: string; gpa: string },
  part: MultipartFile,
) {
  const limit = new ByteLimit(MAX_RESULT_FILE_BYTES);
  const boundary = newBoundary();
  const body = Readable.from(
    multipartBody(boundary, [['year', fields.year], ['gpa', fields.gpa]], {
      field: 'file',
      fileName: part.filename || 'result',
      contentType: part.mimetype || 'application/octet-stream',
      content: limit.pass(part.file),
    }),
  );
  const rules = { messages: uploadResultMessage, networkMessage: UPLOAD_DOCUMENT_FAILED };
  let answer;
  try {
    answer = await client.exchange({
      method: 'POST',
      path: uploadPath,
      token,
      headers: { accept: 'application/json', 'content-type': `multipart/form-data; boundary=${boundary}`, [REQUEST_ID_HEADER]: reply.request.id },
      body,
    });
  } catch (error) {
    if (limit.exceeded) return tooLarge(reply, part);
    part.file.resume();
    return replyFailure(reply, error, toUserFacing(error, rules));
  }
  if (limit.exceeded) {
    await answer.body.dump();
    return tooLarge(reply, part);
  }
  if (answer.statusCode < 200 || answer.statusCode >= 300) {
    // The provider may refuse (wrong type, duplicate year) before it has read the whole file.
    part.file.resume();
    const failure = await failureOf(answer);
    return replyFailure(reply, failure, toUserFacing(failure, rules));
  }
  const fileName = await uploadedFileName(answer.body);
  if (!fileName) {
    const invalid = new ProviderInvalidResponseError(new TypeError('no fileName'), answer.statusCode);
    return replyFailure(reply, invalid, toUserFacing(invalid, rules));
  }
  const row = await listedRow(client, token, fileName);
  const uploaded: ResultDTO = row ?? { fileName, resultYear: fields.year, gpa: fields.gpa, fileSize: limit.bytes };
  return reply.send({ result: toResult(uploaded, { justUploaded: true }) });
}

function tooLarge(reply: FastifyReply, part: MultipartFile) {
  // Let busboy drain (and drop) the rest, so the browser can finish sending and read the answer.
  part.file.resume();
  return replyError(reply, 413, FILE_TOO_LARGE, 'BAD_USER_INPUT');
}

async function uploadedFileName(body: { text(): Promise<string> }): Promise<string | null> {
  try {
    const answer = JSON.parse(await body.text()) as UploadAnswerDTO | null;
    return typeof answer?.fileName === 'string' && answer.fileName !== '' ? answer.fileName : null;
  } catch {
    return null;
  }
}

/** The new row as the list shows it (size, detected type, date); the upload's own facts if unavailable. */
async function listedRow(client: ProviderClient, token: string, fileName: string): Promise<ResultDTO | undefined> {
  try {
    const rows: unknown = await getResults(new ProviderSession(client, token));
    return Array.isArray(rows) ? (rows as ResultDTO[]).find((row) => row?.fileName === fileName) : undefined;
  } catch {
    return undefined;
  }
}
