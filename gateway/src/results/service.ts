import {
  DELETE_DOCUMENT_FAILED_MESSAGE,
  DOWNLOAD_DOCUMENT_FAILED_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_RESULT_FILE_BYTES,
  RESULTS_LIST_FAILED_MESSAGE,
  UPLOAD_DOCUMENT_FAILED_MESSAGE,
} from '@nuru/rules/results';
import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { withProviderErrors, type FailureRules } from '../errors/provider-failure.js';
import { UserFacingError } from '../errors/user-facing.js';
import { listOf, written } from '../provider/answers.js';
import { failureOf } from '../provider/client.js';
import { ProviderInvalidResponseError } from '../provider/errors.js';
import type { ProviderSession } from '../provider/session.js';
import type { ResultDTO, UploadAnswerDTO } from './dto.js';
import { deleteResultMessage, downloadResultMessage, resultsListMessage, uploadResultMessage } from './messages.js';
import { ByteLimit, multipartBody, newBoundary } from './multipart-body.js';

const listing: FailureRules = { messages: resultsListMessage, networkMessage: RESULTS_LIST_FAILED_MESSAGE };
const deleting: FailureRules = { messages: deleteResultMessage, networkMessage: DELETE_DOCUMENT_FAILED_MESSAGE };
// The file routes answer with the provider's status, so these errors carry it.
const uploading: FailureRules = { messages: uploadResultMessage, networkMessage: UPLOAD_DOCUMENT_FAILED_MESSAGE, exposeHttpStatus: true };
const downloading: FailureRules = {
  messages: downloadResultMessage,
  networkMessage: DOWNLOAD_DOCUMENT_FAILED_MESSAGE,
  exposeHttpStatus: true,
};

const file = (fileName: string) => encodeURIComponent(fileName);

/** The year (provider form) and GPA checked by the upload form. */
export interface UploadFields {
  year: string;
  gpa: string;
}

export interface UploadedFile {
  name: string;
  type: string;
  content: AsyncIterable<Buffer>;
}

/** A streamed answer with a 2xx status; any other is the failure it stands for. */
async function succeeded(answer: Dispatcher.ResponseData): Promise<Dispatcher.ResponseData> {
  if (answer.statusCode >= 200 && answer.statusCode < 300) return answer;
  throw await failureOf(answer);
}

async function uploadedFileName(answer: Dispatcher.ResponseData): Promise<string> {
  let parsed: UploadAnswerDTO | null = null;
  try {
    parsed = JSON.parse(await answer.body.text()) as UploadAnswerDTO | null;
  } catch {
    // Read below as an answer without a file name.
  }
  if (typeof parsed?.fileName === 'string' && parsed.fileName !== '') return parsed.fileName;
  throw new ProviderInvalidResponseError(new TypeError('no fileName'), answer.statusCode);
}

const tooLarge = () => new UserFacingError(FILE_TOO_LARGE_MESSAGE, 'BAD_USER_INPUT', { httpStatus: 413 });

/** The provider's result documents (docs/behaviour.md §7), failing in the words of docs/behaviour.md §8. */
export class ResultsService {
  constructor(private readonly provider: ProviderSession) {}

  /** `GET /results/all`: the caller's rows, newest first. */
  list(): Promise<ResultDTO[]> {
    return withProviderErrors(async () => listOf<ResultDTO>(await this.provider.get('/results/all')), listing);
  }

  /** `DELETE /results/delete/{fileName}`: only a result nobody has reviewed yet. */
  delete(fileName: string): Promise<unknown> {
    return withProviderErrors(() => written(this.provider.send<unknown>('DELETE', `/results/delete/${file(fileName)}`)), deleting);
  }

  /** `GET /results/download/{fileName}`: the document's answer, to stream back unread. */
  download(fileName: string): Promise<Dispatcher.ResponseData> {
    return withProviderErrors(
      async () => succeeded(await this.provider.exchange({ method: 'GET', path: `/results/download/${file(fileName)}` })),
      downloading,
    );
  }

  /**
   * `POST /results/upload` with the file streamed through as it arrives, stopped past the provider's
   * 5 MB. Answers the new row as the list shows it (size, detected type, date), else the upload's own facts.
   */
  async upload(fields: UploadFields, file: UploadedFile): Promise<ResultDTO> {
    const limit = new ByteLimit(MAX_RESULT_FILE_BYTES);
    const boundary = newBoundary();
    const body = Readable.from(
      multipartBody(
        boundary,
        [
          ['year', fields.year],
          ['gpa', fields.gpa],
        ],
        {
          field: 'file',
          fileName: file.name || 'result',
          contentType: file.type || 'application/octet-stream',
          content: limit.pass(file.content),
        },
      ),
    );
    const headers = { accept: 'application/json', 'content-type': `multipart/form-data; boundary=${boundary}` };
    const fileName = await withProviderErrors(async () => {
      let answer: Dispatcher.ResponseData;
      try {
        answer = await this.provider.exchange({ method: 'POST', path: '/results/upload', headers, body });
      } catch (error) {
        throw limit.exceeded ? tooLarge() : error;
      }
      if (limit.exceeded) {
        await answer.body.dump();
        throw tooLarge();
      }
      // The provider may refuse (wrong type, duplicate year) before it has read the whole file.
      return uploadedFileName(await succeeded(answer));
    }, uploading);
    const listed = await this.list().then(
      (rows) => rows.find((row) => row?.fileName === fileName),
      () => undefined,
    );
    return listed ?? { fileName, resultYear: fields.year, gpa: fields.gpa, fileSize: limit.bytes };
  }
}
