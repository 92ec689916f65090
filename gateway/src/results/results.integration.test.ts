import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider';
import type { FastifyInstance } from 'fastify';
import { request as undiciRequest } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPortUrl, json, startPeer, type Peer } from '../testing/peer.js';
import { gql, onlyError, signIn, startGateway, useStack } from '../testing/stack.js';
import { PDF, PNG, download, uploadResult } from '../testing/uploads.js';

// Uploads, downloads and deletes through the gateway over the real provider; then providers
// that are down, answer garbage, or are watched receiving a stream.
const RESULTS = /* GraphQL */ `
  query Results($limit: Int) {
    results(limit: $limit) {
      id
      fileName
      fileSize
      fileType
      uploadDate
      status
      year
      gpa
      reviewComment
      downloadPath
      viewerCanDelete
    }
  }
`;
const DELETE = `mutation Delete($fileName: String!) { deleteResult(fileName: $fileName) { ok message } }`;
const FIVE_MB = 5 * 1024 * 1024;

const stack = useStack();
let gatewayUrl: string;
let amina: string;
let baraka: string;

beforeAll(async () => {
  gatewayUrl = await stack.gateway.listen({ port: 0, host: '127.0.0.1' });
  const [first, second] = SEED_STUDENTS;
  const student = (s: { email: string }) => signIn(stack.gateway, s.email, DEV_STUDENT_PASSWORD);
  [amina, baraka] = await Promise.all([student(first), student(second)]);
});

const listed = async (token: string) => (await gql(stack.gateway, RESULTS, {}, token)).data?.results as Record<string, any>[];

describe('a scholar’s result document, end to end', () => {
  it('uploads, lists, downloads the same bytes, and deletes', async () => {
    const bytes = PDF('round trip');
    const uploaded = await uploadResult(gatewayUrl, {
      token: amina,
      year: '2031-2032',
      gpa: '3.7',
      file: { bytes, name: 'Transcript 2031.pdf', type: 'application/pdf' },
    });
    expect(uploaded.status).toBe(200);
    const result = uploaded.body.result;
    expect(result).toMatchObject({
      status: 'SUBMITTED',
      year: '2031-2032',
      gpa: 3.7,
      fileSize: bytes.length,
      fileType: 'application/pdf',
      viewerCanDelete: true,
      reviewComment: null,
    });
    expect(result.id).toBe(result.fileName);
    expect(result.fileName).not.toContain('Transcript');
    expect(result.downloadPath).toBe(`/files/results/${encodeURIComponent(result.fileName)}`);

    const rows = await listed(amina);
    expect(rows[0]).toEqual({ ...result, status: 'SUBMITTED' });

    const { response, bytes: downloaded } = await download(gatewayUrl, result.downloadPath, amina);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('Transcript 2031.pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(downloaded.equals(bytes)).toBe(true);

    const deleted = await gql(stack.gateway, DELETE, { fileName: result.fileName }, amina);
    expect(deleted.data?.deleteResult.ok).toBe(true);
    expect((await listed(amina)).map((row) => row.fileName)).not.toContain(result.fileName);
    expect((await download(gatewayUrl, result.downloadPath, amina)).response.status).toBe(404);
  });

  it('keeps results(limit) to the most recent ones', async () => {
    const all = await listed(amina);
    const limited = (await gql(stack.gateway, RESULTS, { limit: 1 }, amina)).data?.results;
    expect(limited).toEqual(all.slice(0, 1));
  });

  it('accepts the provider form of the year and a PNG', async () => {
    const uploaded = await uploadResult(gatewayUrl, {
      token: baraka,
      year: 'Y2032_2033',
      gpa: '4',
      file: { bytes: PNG, name: 'scan.png', type: 'image/png' },
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.result).toMatchObject({ year: '2032-2033', gpa: 4, fileType: 'image/png' });
  });

  it('refuses a second document for the same year', async () => {
    const form = { token: baraka, year: '2033-2034', gpa: '3.1', file: { bytes: PDF(), name: 'a.pdf', type: 'application/pdf' } };
    expect((await uploadResult(gatewayUrl, form)).status).toBe(200);
    expect(await uploadResult(gatewayUrl, form)).toEqual({
      status: 409,
      body: {
        error: { message: 'Results for 2033-2034 have already been uploaded.', code: 'CONFLICT', requestId: expect.any(String) },
      },
    });
  });
});

describe('what the upload refuses', () => {
  const pdf = { bytes: PDF(), name: 'transcript.pdf', type: 'application/pdf' };

  it.each([
    [
      'a text file named .pdf',
      { year: '2034-2035', gpa: '3', file: { bytes: Buffer.from('just some text, honestly'), name: 'fake.pdf', type: 'application/pdf' } },
      415,
      'Only PDF, JPEG or PNG files are accepted',
    ],
    ['a GPA above 5', { year: '2034-2035', gpa: '5.5', file: pdf }, 400, 'GPA must be a number between 0.0 and 5.0'],
    ['a GPA that is not a number', { year: '2034-2035', gpa: 'A', file: pdf }, 400, 'GPA must be a number between 0.0 and 5.0'],
    ['years that do not follow', { year: '2034-2036', gpa: '3', file: pdf }, 400, 'Year must look like 2024-2025'],
    ['no year', { gpa: '3', file: pdf }, 400, 'Send the year and gpa fields before the file'],
    [
      'the file before the fields',
      { year: '2034-2035', gpa: '3', file: pdf, fileFirst: true },
      400,
      'Send the year and gpa fields before the file',
    ],
    ['no file', { year: '2034-2035', gpa: '3' }, 400, 'A file is required'],
    ['no file and a bad GPA', { year: '2034-2035', gpa: '9' }, 400, 'GPA must be a number between 0.0 and 5.0'],
  ])('%s', async (_name, form, status, message) => {
    const before = (await listed(amina)).length;
    expect(await uploadResult(gatewayUrl, { token: amina, ...form })).toEqual({
      status,
      body: { error: { message, code: 'BAD_USER_INPUT', requestId: expect.any(String) } },
    });
    expect(await listed(amina)).toHaveLength(before);
  });

  it('a file over 5 MB, stopped as it streams', async () => {
    const bytes = Buffer.concat([PDF(), Buffer.alloc(FIVE_MB)]);
    expect(
      await uploadResult(gatewayUrl, {
        token: amina,
        year: '2035-2036',
        gpa: '3',
        file: { bytes, name: 'big.pdf', type: 'application/pdf' },
      }),
    ).toEqual({
      status: 413,
      body: { error: { message: 'File is too large. The maximum size is 5 MB.', code: 'BAD_USER_INPUT', requestId: expect.any(String) } },
    });
    expect((await listed(amina)).map((row) => row.year)).not.toContain('2035-2036');
  });

  it('a file of exactly 5 MB is fine', async () => {
    const head = PDF();
    const bytes = Buffer.concat([head, Buffer.alloc(FIVE_MB - head.length)]);
    const uploaded = await uploadResult(gatewayUrl, {
      token: amina,
      year: '2036-2037',
      gpa: '3',
      file: { bytes, name: 'max.pdf', type: 'application/pdf' },
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.result.fileSize).toBe(FIVE_MB);
  });

  it('a request without the bearer token (401)', async () => {
    expect(await uploadResult(gatewayUrl, { year: '2034-2035', gpa: '3', file: pdf })).toEqual({
      status: 401,
      body: { error: { message: 'Authentication required', code: 'UNAUTHENTICATED', requestId: expect.any(String) } },
    });
  });

  it('a token the provider does not accept', async () => {
    expect(await uploadResult(gatewayUrl, { token: 'not-a-token', year: '2034-2035', gpa: '3', file: pdf })).toEqual({
      status: 401,
      body: {
        error: { message: 'Your session has expired. Please sign in again.', code: 'UNAUTHENTICATED', requestId: expect.any(String) },
      },
    });
  });

  it('a cross-site form post: no preflight header (CSRF prevention)', async () => {
    const before = (await listed(amina)).length;
    const answer = await uploadResult(gatewayUrl, {
      year: '2034-2035',
      gpa: '3',
      file: pdf,
      headers: { authorization: `Bearer ${amina}` },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('apollo-require-preflight');
    expect(await listed(amina)).toHaveLength(before);
  });

  it('a body that is not multipart', async () => {
    const response = await fetch(`${gatewayUrl}/uploads/results`, {
      method: 'POST',
      headers: { authorization: `Bearer ${amina}`, 'apollo-require-preflight': 'true', 'content-type': 'application/json' },
      body: JSON.stringify({ year: '2034-2035' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { message: 'Send the upload as multipart/form-data', code: 'BAD_USER_INPUT', requestId: expect.any(String) },
    });
  });
});

describe('another scholar’s document', () => {
  let fileName: string;

  beforeAll(async () => {
    const uploaded = await uploadResult(gatewayUrl, {
      token: amina,
      year: '2037-2038',
      gpa: '2.9',
      file: { bytes: PDF('private'), name: 'mine.pdf', type: 'application/pdf' },
    });
    fileName = uploaded.body.result.fileName;
  });

  it('is neither listed, downloaded nor deleted by anyone else', async () => {
    expect((await listed(baraka)).map((row) => row.fileName)).not.toContain(fileName);
    const { response, bytes } = await download(gatewayUrl, `/files/results/${fileName}`, baraka);
    expect(response.status).toBe(404);
    expect(JSON.parse(bytes.toString())).toEqual({
      error: { message: 'Download failed', code: 'NOT_FOUND', requestId: expect.any(String) },
    });
    expect(onlyError(await gql(stack.gateway, DELETE, { fileName }, baraka)).code).toBe('NOT_FOUND');
    expect((await listed(amina)).map((row) => row.fileName)).toContain(fileName);
  });

  it('a download without a token is refused', async () => {
    const { response } = await download(gatewayUrl, `/files/results/${fileName}`);
    expect(response.status).toBe(401);
  });

  it('a listing with a token the provider refuses: Authentication required', async () => {
    expect(onlyError(await gql(stack.gateway, RESULTS, {}, 'not-a-token'))).toEqual({
      message: 'Authentication required',
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('a provider that is down', () => {
  let down: FastifyInstance;
  let downUrl: string;

  beforeAll(async () => {
    down = await startGateway(await closedPortUrl());
    downUrl = await down.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(() => down?.close());

  it('upload: Failed to upload result document (502)', async () => {
    expect(
      await uploadResult(downUrl, {
        token: 't',
        year: '2024-2025',
        gpa: '3',
        file: { bytes: PDF(), name: 'a.pdf', type: 'application/pdf' },
      }),
    ).toEqual({
      status: 502,
      body: { error: { message: 'Failed to upload result document', code: 'UPSTREAM_UNAVAILABLE', requestId: expect.any(String) } },
    });
  });

  it('download: Failed to download result document (502)', async () => {
    const { response, bytes } = await download(downUrl, '/files/results/x.pdf', 't');
    expect(response.status).toBe(502);
    expect(JSON.parse(bytes.toString())).toEqual({
      error: { message: 'Failed to download result document', code: 'UPSTREAM_UNAVAILABLE', requestId: expect.any(String) },
    });
  });

  it.each([
    ['results', RESULTS, {}, 'Failed to load your results. Please try again later.'],
    ['deleteResult', DELETE, { fileName: 'x.pdf' }, 'Failed to delete result document'],
  ])('%s', async (_name, query, variables, message) => {
    expect(onlyError(await gql(down, query, variables, 't'))).toEqual({ message, code: 'UPSTREAM_UNAVAILABLE' });
  });
});

describe('a provider that answers what it should not', () => {
  let peer: Peer;
  let odd: FastifyInstance;
  let oddUrl: string;

  beforeAll(async () => {
    peer = await startPeer();
    odd = await startGateway(peer.url);
    oddUrl = await odd.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await odd?.close();
    await peer?.close();
  });

  beforeEach(() => {
    peer.received.length = 0;
  });

  const html = (status: number) =>
    peer.answer((_r, response) => response.writeHead(status, { 'content-type': 'text/html' }).end('<html>Tunnel warning</html>'));

  it('a listing that is not JSON', async () => {
    html(200);
    expect(onlyError(await gql(odd, RESULTS, {}, 't'))).toEqual({
      message: 'The server returned an invalid response. Please try again later.',
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  it('a listing that is JSON but not a list', async () => {
    peer.answer((_r, response) => json(response, 200, { results: [] }));
    expect(onlyError(await gql(odd, RESULTS, {}, 't')).code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('an upload answered with an HTML page', async () => {
    html(200);
    expect(
      await uploadResult(oddUrl, {
        token: 't',
        year: '2024-2025',
        gpa: '3',
        file: { bytes: PDF(), name: 'a.pdf', type: 'application/pdf' },
      }),
    ).toEqual({
      status: 502,
      body: {
        error: {
          message: 'The server returned an invalid response. Please try again later.',
          code: 'UPSTREAM_UNAVAILABLE',
          requestId: expect.any(String),
        },
      },
    });
  });

  it('an upload refused without a reason', async () => {
    html(500);
    expect(
      await uploadResult(oddUrl, {
        token: 't',
        year: '2024-2025',
        gpa: '3',
        file: { bytes: PDF(), name: 'a.pdf', type: 'application/pdf' },
      }),
    ).toEqual({
      status: 500,
      body: { error: { message: 'Failed to upload file', code: 'INTERNAL_SERVER_ERROR', requestId: expect.any(String) } },
    });
  });

  it('an upload whose new row cannot be listed still answers the upload', async () => {
    peer.answer((request, response) =>
      request.method === 'POST' ? json(response, 200, { fileName: 'f-1.pdf', message: 'ok' }) : json(response, 500, {}),
    );
    const bytes = PDF();
    const uploaded = await uploadResult(oddUrl, {
      token: 't',
      year: '2024-2025',
      gpa: '3.5',
      file: { bytes, name: 'a.pdf', type: 'application/pdf' },
    });
    expect(uploaded).toEqual({
      status: 200,
      body: {
        result: {
          id: 'f-1.pdf',
          fileName: 'f-1.pdf',
          fileSize: bytes.length,
          fileType: null,
          uploadDate: null,
          status: 'SUBMITTED',
          year: '2024-2025',
          gpa: 3.5,
          reviewComment: null,
          downloadPath: '/files/results/f-1.pdf',
          viewerCanDelete: true,
        },
      },
    });
    const sent = peer.received.find((r) => r.method === 'POST');
    expect(sent?.headers.authorization).toBe('Bearer t');
    expect(sent?.body).toMatch(/name="year"\r\n\r\nY2024_2025\r\n.*name="gpa"\r\n\r\n3\.5\r\n.*name="file"; filename="a\.pdf"/s);
  });

  it('a delete answered 200 with plain text is done', async () => {
    peer.answer((_r, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('Deleted'));
    expect((await gql(odd, DELETE, { fileName: 'x.pdf' }, 't')).data?.deleteResult).toEqual({ ok: true, message: 'Result deleted' });
  });

  it('a delete refused without a reason names the status', async () => {
    html(502);
    expect(onlyError(await gql(odd, DELETE, { fileName: 'x.pdf' }, 't'))).toEqual({
      message: 'Failed to delete file (Status: 502)',
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });
});

describe('streaming', () => {
  it('the provider receives the file while the browser is still sending it', async () => {
    // A provider stand-in that reports its first file bytes, then answers once the body is complete.
    let firstBytes!: () => void;
    const arrived = new Promise<void>((resolve) => (firstBytes = resolve));
    const server = createServer((request: IncomingMessage, response) => {
      let seen = '';
      request.on('data', (chunk: Buffer) => {
        seen += chunk.toString('latin1');
        if (seen.includes('%PDF-')) firstBytes();
      });
      request.on('end', () => json(response, 200, { fileName: 'streamed.pdf' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const streaming = await startGateway(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const url = await streaming.listen({ port: 0, host: '127.0.0.1' });
    try {
      const boundary = 'browserBoundary';
      async function* body() {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="year"\r\n\r\n2024-2025\r\n`);
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="gpa"\r\n\r\n3\r\n`);
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        );
        yield PDF();
        yield Buffer.alloc(64 * 1024);
        // The rest is only sent once the provider has the beginning: a gateway that buffered would wait forever.
        await arrived;
        yield Buffer.alloc(64 * 1024);
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      }
      const answer = await undiciRequest(`${url}/uploads/results`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer t',
          'apollo-require-preflight': 'true',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        body: Readable.from(body()),
      });
      expect(answer.statusCode).toBe(200);
      expect(((await answer.body.json()) as any).result.fileName).toBe('streamed.pdf');
    } finally {
      await streaming.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
