import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isProviderYear, INVALID_YEAR_MESSAGE } from '../academic-year/year-rules.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import type { FileStore } from '../files/file-store.js';
import { authOf, requireRole } from '../http/authenticate.js';
import { attachmentDisposition } from '../http/content-disposition.js';
import { discardBody } from '../http/discard-body.js';
import { controlCharacterMessage, fieldWithControlCharacter, hasControlCharacter } from '../http/control-characters.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { answers, listOf } from '../http/schemas.js';
import { deleteSubmittedResult, findLiveResult, findOwnResult, insertResult, listResults } from './result-queries.js';
import { cleanOriginalName, MAX_RESULT_BYTES, parseGpa, RESULT_MESSAGES, resultView } from './result-rules.js';
import { downloadAnswer, fileNameParams, resultSchema, uploadedSchema, uploadForm } from './result-schemas.js';
import { storeUpload } from './store-upload.js';

interface FileNameParams {
  fileName: string;
}

interface ReceivedUpload {
  fields: Map<string, string>;
  /** The file as stored under a provisional name, once its part has been read whole. */
  stored?: Awaited<ReturnType<typeof storeUpload>> & { originalName: string | undefined };
}

/**
 * Reads every part whatever their order: curl, Python requests and many clients send the text fields
 * after the file. The file is streamed to the store as it arrives (busboy needs it consumed to reach
 * the parts after it); the fields are judged once everything has been read.
 */
async function receiveParts(request: FastifyRequest, files: FileStore, stem: string): Promise<ReceivedUpload> {
  const received: ReceivedUpload = { fields: new Map() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.filename && hasControlCharacter(part.filename, { oneLine: true })) throw badRequest(controlCharacterMessage('filename'));
        if (part.fieldname === 'file' && !received.stored)
          received.stored = { ...(await storeUpload(files, part.file, stem)), originalName: part.filename };
        else part.file.resume();
      } else if (typeof part.value === 'string') {
        const field = fieldWithControlCharacter(part.value, part.fieldname);
        if (field) throw badRequest(controlCharacterMessage(field));
        if (!received.fields.has(part.fieldname)) received.fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (received.stored) await files.remove(received.stored.fileName);
    throw error;
  }
  return received;
}

/** The caller's own results: upload (streamed to the file store), list, download, delete while unreviewed. */
export async function resultRoutes(app: FastifyInstance, { db, files }: { db: Db; files: FileStore }) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', requireRole('STUDENT'));
  // Busboy stops reading the file at fileSize and marks it truncated: nothing past 5 MB is written.
  await app.register(multipart, { limits: { fileSize: MAX_RESULT_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });

  app.addSchema(resultSchema);

  app.post(
    '/results/upload',
    {
      schema: { describedBody: uploadForm, response: answers({ 200: uploadedSchema }) },
    },
    async (request) => {
      try {
        return await receiveUpload(request);
      } catch (error) {
        discardBody(request.raw, 2 * MAX_RESULT_BYTES);
        throw error;
      }
    },
  );

  async function receiveUpload(request: FastifyRequest) {
    const { user } = authOf(request);
    if (!request.isMultipart()) throw badRequest(RESULT_MESSAGES.fieldRequired('file'));
    const suffix = randomBytes(8).toString('hex');
    const { fields, stored } = await receiveParts(request, files, `${user.id}-upload-${suffix}`);
    if (!stored) throw badRequest(RESULT_MESSAGES.fieldRequired('file'));
    let fileName = stored.fileName;
    try {
      const year = fields.get('year')?.trim();
      const gpaText = fields.get('gpa');
      const gpa = gpaText === undefined ? null : parseGpa(gpaText);
      const problem = !year
        ? badRequest(RESULT_MESSAGES.fieldRequired('year'))
        : !isProviderYear(year)
          ? badRequest(INVALID_YEAR_MESSAGE)
          : gpaText === undefined || !gpaText.trim()
            ? badRequest(RESULT_MESSAGES.fieldRequired('gpa'))
            : gpa === null
              ? badRequest(RESULT_MESSAGES.invalidGpa)
              : (await findLiveResult(db, user.id, year))
                ? conflict(RESULT_MESSAGES.alreadyUploaded(year))
                : null;
      if (problem) throw problem;
      fileName = `${user.id}-${year}-${suffix}.${stored.type.extension}`;
      await files.rename(stored.fileName, fileName);
      const { replacedFiles } = await insertResult(db, {
        userId: user.id,
        resultYear: year!,
        gpa: gpa!,
        fileName,
        originalName: cleanOriginalName(stored.originalName, stored.type.extension),
        fileSize: stored.size,
        fileType: stored.type.mime,
      });
      for (const old of replacedFiles) await files.remove(old);
      return { fileName, message: RESULT_MESSAGES.uploaded };
    } catch (error) {
      await files.remove(fileName);
      // Two uploads for one year at once: the unique index lets one through.
      if (isUniqueViolation(error)) throw conflict(RESULT_MESSAGES.alreadyUploaded(fields.get('year')!.trim()));
      throw error;
    }
  }

  app.get('/results/all', { schema: { response: answers({ 200: listOf('Result') }) } }, async (request) =>
    (await listResults(db, authOf(request).user.id)).map(resultView),
  );

  app.get<{ Params: FileNameParams }>(
    '/results/download/:fileName',
    {
      schema: { params: fileNameParams, response: answers({ 200: downloadAnswer }) },
    },
    async (request, reply) => {
      const row = await findOwnResult(db, authOf(request).user.id, request.params.fileName);
      const file = row && (await files.openRead(row.fileName));
      if (!row || !file) {
        if (row) request.log.error({ fileName: row.fileName }, 'result row without its file');
        throw notFound(RESULT_MESSAGES.notFound);
      }
      return reply
        .type(row.fileType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(row.originalName))
        .send(file.stream);
    },
  );

  app.delete<{ Params: FileNameParams }>(
    '/results/delete/:fileName',
    {
      schema: { params: fileNameParams, response: answers({ 204: { type: 'null', description: 'Deleted' } }) },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const row = await findOwnResult(db, user.id, request.params.fileName);
      if (!row) throw notFound(RESULT_MESSAGES.notFound);
      // The delete only takes a SUBMITTED row, so a review landing meanwhile also ends here.
      if (!(await deleteSubmittedResult(db, user.id, row.fileName))) throw conflict(RESULT_MESSAGES.reviewed);
      await files.remove(row.fileName);
      return reply.code(204).send();
    },
  );
}
