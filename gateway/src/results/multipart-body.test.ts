import { describe, expect, it } from 'vitest';
import { ByteLimit, multipartBody, newBoundary } from './multipart-body.js';

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

async function collect(source: AsyncIterable<Buffer>): Promise<string> {
  const all: Buffer[] = [];
  for await (const chunk of source) all.push(chunk);
  return Buffer.concat(all).toString();
}

describe('multipartBody', () => {
  it('writes the fields first, then the file as it streams', async () => {
    const body = multipartBody(
      'XYZ',
      [
        ['year', 'Y2024_2025'],
        ['gpa', '3.7'],
      ],
      {
        field: 'file',
        fileName: 'my "best" transcript\r\n.pdf',
        contentType: 'application/pdf',
        content: chunks('%PDF-', '1.7 body'),
      },
    );
    expect(await collect(body)).toBe(
      '--XYZ\r\nContent-Disposition: form-data; name="year"\r\n\r\nY2024_2025\r\n' +
        '--XYZ\r\nContent-Disposition: form-data; name="gpa"\r\n\r\n3.7\r\n' +
        '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="my %22best%22 transcript%0D%0A.pdf"\r\n' +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.7 body\r\n--XYZ--\r\n',
    );
  });

  it('makes a new boundary each time', () => {
    expect(newBoundary()).not.toBe(newBoundary());
    expect(newBoundary().length).toBeLessThanOrEqual(70);
  });
});

describe('ByteLimit', () => {
  it.each([
    [['abc', 'de'], 5, false, 'abcde'],
    [['abc', 'def'], 5, true, 'abc'],
    [[], 0, false, ''],
  ])('%j with a limit of %i: exceeded %s', async (parts, max, exceeded, passed) => {
    const limit = new ByteLimit(max);
    const seen: Buffer[] = [];
    const run = (async () => {
      for await (const chunk of limit.pass(chunks(...parts))) seen.push(chunk);
    })();
    if (exceeded) await expect(run).rejects.toThrow();
    else await run;
    expect(limit.exceeded).toBe(exceeded);
    expect(Buffer.concat(seen).toString()).toBe(passed);
  });
});
