import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../files/file-store.js';
import { HttpError } from '../http/errors.js';
import { detectFileType, SIGNATURE_LENGTH, type FileType } from './file-type.js';
import { RESULT_MESSAGES } from './result-rules.js';

/** Holds back the first bytes until the signature decides, refuses unknown types, counts the bytes. */
class SignatureCheck extends Transform {
  type: FileType | null = null;
  bytes = 0;
  private head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.type) return done(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < SIGNATURE_LENGTH) return done();
    this.decide(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.type) return done();
    this.decide(done);
  }

  private decide(done: TransformCallback): void {
    this.type = detectFileType(this.head);
    if (!this.type) return done(new HttpError(415, RESULT_MESSAGES.unsupportedType));
    const head = this.head;
    this.head = Buffer.alloc(0);
    done(null, head);
  }
}

/**
 * Streams an uploaded file into the store as <stem>.<detected extension>, never holding it whole in memory.
 * The source is a busboy file stream: it stops at the multipart fileSize limit and says so with `truncated`.
 * On any failure (wrong type, too large, client gone) the partial file is removed and the error rethrown.
 */
export async function storeUpload(store: FileStore, source: Readable & { truncated?: boolean }, stem: string) {
  const partial = `${stem}.part`;
  const check = new SignatureCheck();
  const writer = store.createWriteStream(partial);
  try {
    await pipeline(source, check, writer);
    if (source.truncated) throw new HttpError(413, RESULT_MESSAGES.tooLarge);
    const fileName = `${stem}.${check.type!.extension}`;
    await store.rename(partial, fileName);
    return { fileName, type: check.type!, size: check.bytes };
  } catch (error) {
    // The write stream may still be opening the file when the pipeline fails: remove it only once it is closed.
    if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
    await store.remove(partial);
    throw error;
  }
}
