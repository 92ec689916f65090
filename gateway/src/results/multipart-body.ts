import { randomBytes } from 'node:crypto';

export interface StreamedFile {
  field: string;
  fileName: string;
  contentType: string;
  content: AsyncIterable<Buffer>;
}

/** A fresh multipart boundary (RFC 2046: at most 70 characters, none of which can occur by chance). */
export function newBoundary(): string {
  return `----NuruGateway${randomBytes(16).toString('hex')}`;
}

// WHATWG's form-data encoding: quotes and line breaks in a name are percent-encoded.
function quoted(value: string): string {
  return `"${value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;
}

/**
 * A multipart/form-data body produced as it is sent: the text fields first, then the file's bytes
 * as they arrive, so the file is never held whole in memory.
 */
export async function* multipartBody(
  boundary: string,
  fields: readonly (readonly [string, string])[],
  file: StreamedFile,
): AsyncGenerator<Buffer> {
  for (const [name, value] of fields) {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name=${quoted(name)}\r\n\r\n${value}\r\n`);
  }
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(file.field)}; filename=${quoted(file.fileName)}\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  yield* file.content;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

/** Passes bytes through until more than `maxBytes` have come, then stops with `exceeded` set. */
export class ByteLimit {
  exceeded = false;
  bytes = 0;

  constructor(private readonly maxBytes: number) {}

  async *pass(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of source) {
      this.bytes += chunk.length;
      if (this.bytes > this.maxBytes) {
        this.exceeded = true;
        throw new Error(`more than ${this.maxBytes} bytes`);
      }
      yield chunk;
    }
  }
}
