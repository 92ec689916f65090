import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_RESULTS, SEED_STUDENTS } from '../app.js';
import { call, login, multipartBody, startProvider, uploadResult, type UploadParts } from '../testing/http.js';
import { MAX_RESULT_BYTES } from './result-rules.js';

// Students without seeded results for the years used here (the seed uses Y2023_2024 and Y2024_2025).
let app: FastifyInstance;
let filesDir: string;
let me: string;
let other: string;
let admin: string;
beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'nuru-results-test-'));
  app = await startProvider({ filesDir });
  [me, other, admin] = await Promise.all([
    login(app, SEED_STUDENTS[3].email, DEV_STUDENT_PASSWORD),
    login(app, SEED_STUDENTS[2].email, DEV_STUDENT_PASSWORD),
    login(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD),
  ]);
});
afterAll(async () => {
  await app?.close();
  await rm(filesDir, { recursive: true, force: true });
});

const pdf = (size = 40_000) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(30_000)]);
const png = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(20_000)]);
const upload = (parts: UploadParts, token = me) => uploadResult(app, token, parts);
const list = async (token = me) => (await call<Record<string, unknown>[]>(app, 'GET', '/api/results/all', { token })).body;
const download = (fileName: string, token = me) =>
  app.inject({
    method: 'GET',
    url: `/api/results/download/${encodeURIComponent(fileName)}`,
    headers: { authorization: `Bearer ${token}` },
  });
const remove = (fileName: string, token = me) => call(app, 'DELETE', `/api/results/delete/${encodeURIComponent(fileName)}`, { token });
const review = (fileName: string, body: unknown, token = admin) =>
  call(app, 'PUT', `/api/admin/results/${encodeURIComponent(fileName)}/review`, { token, body });
const stored = async () => (await readdir(filesDir)).sort();

describe('upload -> list -> download -> delete', () => {
  it.each([
    ['PDF', 'Y2019_2020', 'transcript 2019.pdf', pdf(), 'application/pdf', 'pdf'],
    ['JPEG', 'Y2020_2021', 'scan.jpeg', jpeg(), 'image/jpeg', 'jpg'],
    ['PNG', 'Y2021_2022', 'photo.PNG', png(), 'image/png', 'png'],
  ])('%s', async (_kind, year, name, bytes, mime, extension) => {
    const before = await stored();
    const answer = await upload({ year, gpa: '3.7', file: { name, bytes } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { fileName } = answer.body as { fileName: string };
    expect(answer.body).toEqual({ fileName, message: 'Result uploaded successfully' });
    // Generated, safe and never the client's name.
    expect(fileName).toMatch(new RegExp(`^[0-9a-f-]{36}-${year}-[0-9a-f]{16}\\.${extension}$`));
    expect(await stored()).toEqual([...before, fileName].sort());

    const item = (await list()).find((r) => r.fileName === fileName);
    expect(item).toEqual({
      fileName,
      resultYear: year,
      status: 'SUBMITTED',
      year: year.slice(1).replace('_', '-'),
      gpa: 3.7,
      fileSize: bytes.length,
      fileType: mime,
      uploadedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      originalName: name,
      reviewComment: null,
    });

    const file = await download(fileName);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(mime);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
    expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);

    expect(await remove(fileName)).toEqual({ status: 204, body: null });
    expect((await list()).some((r) => r.fileName === fileName)).toBe(false);
    expect((await download(fileName)).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it("lists newest first, only the caller's own", async () => {
    const first = (await upload({ year: 'Y2015_2016', gpa: '3.1', file: { name: 'a.pdf', bytes: pdf() } })).body.fileName;
    const second = (await upload({ year: 'Y2016_2017', gpa: '3.2', file: { name: 'b.pdf', bytes: pdf() } })).body.fileName;
    const theirs = (await upload({ year: 'Y2016_2017', gpa: '4.0', file: { name: 'c.pdf', bytes: pdf() } }, other)).body.fileName;
    const mine = (await list()).map((r) => r.fileName);
    expect(mine.indexOf(second)).toBeLessThan(mine.indexOf(first));
    expect(mine).not.toContain(theirs);
    expect((await list(other)).map((r) => r.fileName)).toContain(theirs);
  });

  it('reads the fields whatever their order: after the file, as curl and Python requests send them', async () => {
    const answer = await upload({ order: 'file-first', year: 'Y2003_2004', gpa: '4.2', file: { name: 'late fields.pdf', bytes: pdf() } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await list()).find((r) => r.resultYear === 'Y2003_2004')).toMatchObject({ gpa: 4.2, originalName: 'late fields.pdf' });
    expect(await upload({ order: 'file-first', gpa: '4.2', file: { name: 'r.pdf', bytes: pdf() } })).toEqual({
      status: 400,
      body: { message: 'year is required' },
    });
  });

  it('accepts exactly 5 MB', async () => {
    const answer = await upload({ year: 'Y2017_2018', gpa: '0', file: { name: 'big.pdf', bytes: pdf(MAX_RESULT_BYTES) } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await list()).find((r) => r.fileName === answer.body.fileName)?.fileSize).toBe(MAX_RESULT_BYTES);
  });
});

describe('refused uploads store nothing', () => {
  it.each<[string, UploadParts, number, string]>([
    [
      'text named .pdf',
      {
        year: 'Y2010_2011',
        gpa: '3.0',
        file: { name: 'transcript.pdf', type: 'application/pdf', bytes: Buffer.from('Not really a PDF, just text.\n'.repeat(500)) },
      },
      415,
      'Only PDF, JPEG or PNG files are accepted',
    ],
    [
      'an empty file',
      { year: 'Y2010_2011', gpa: '3.0', file: { name: 'empty.pdf', bytes: Buffer.alloc(0) } },
      415,
      'Only PDF, JPEG or PNG files are accepted',
    ],
    [
      '5 MB + 1',
      { year: 'Y2010_2011', gpa: '3.0', file: { name: 'huge.pdf', bytes: pdf(MAX_RESULT_BYTES + 1) } },
      413,
      'File is too large. The maximum size is 5 MB.',
    ],
    [
      'GPA above 5',
      { year: 'Y2010_2011', gpa: '5.5', file: { name: 'r.pdf', bytes: pdf() } },
      400,
      'GPA must be a number between 0.0 and 5.0',
    ],
    [
      'GPA not a number',
      { year: 'Y2010_2011', gpa: 'abc', file: { name: 'r.pdf', bytes: pdf() } },
      400,
      'GPA must be a number between 0.0 and 5.0',
    ],
    [
      'GPA negative',
      { year: 'Y2010_2011', gpa: '-1', file: { name: 'r.pdf', bytes: pdf() } },
      400,
      'GPA must be a number between 0.0 and 5.0',
    ],
    ['GPA missing', { year: 'Y2010_2011', file: { name: 'r.pdf', bytes: pdf() } }, 400, 'gpa is required'],
    ['display year', { year: '2010-2011', gpa: '3.0', file: { name: 'r.pdf', bytes: pdf() } }, 400, 'Year must look like Y2024_2025'],
    [
      'years not consecutive',
      { year: 'Y2010_2012', gpa: '3.0', file: { name: 'r.pdf', bytes: pdf() } },
      400,
      'Year must look like Y2024_2025',
    ],
    ['year missing', { gpa: '3.0', file: { name: 'r.pdf', bytes: pdf() } }, 400, 'year is required'],
    ['file missing', { year: 'Y2010_2011', gpa: '3.0' }, 400, 'file is required'],
  ])('%s', async (_name, parts, status, message) => {
    const before = await stored();
    expect(await upload(parts)).toEqual({ status, body: { message } });
    expect(await stored()).toEqual(before);
    expect((await list()).some((r) => r.resultYear === 'Y2010_2011')).toBe(false);
  });

  it('a JSON body is not an upload', async () => {
    expect(await call(app, 'POST', '/api/results/upload', { token: me, body: { year: 'Y2010_2011', gpa: 3 } })).toEqual({
      status: 400,
      body: { message: 'file is required' },
    });
  });
});

describe('one live result per year', () => {
  it('409 while submitted or approved; a rejected one is replaced', async () => {
    const year = 'Y2011_2012';
    const first = (await upload({ year, gpa: '2.9', file: { name: 'first.pdf', bytes: pdf() } })).body.fileName as string;
    expect(await upload({ year, gpa: '3.0', file: { name: 'again.pdf', bytes: pdf() } })).toEqual({
      status: 409,
      body: { message: 'Results for 2011-2012 have already been uploaded.' },
    });

    expect((await review(first, { status: 'APPROVED', comment: '' })).status).toBe(200);
    expect((await upload({ year, gpa: '3.0', file: { name: 'again.pdf', bytes: pdf() } })).status).toBe(409);

    expect(await review(first, { status: 'REJECTED', comment: ' Please upload the stamped transcript. ' })).toEqual({
      status: 200,
      body: {
        message: 'Review saved',
        data: expect.objectContaining({ fileName: first, status: 'REJECTED', reviewComment: 'Please upload the stamped transcript.' }),
      },
    });
    expect((await list()).find((r) => r.fileName === first)).toMatchObject({
      status: 'REJECTED',
      reviewComment: 'Please upload the stamped transcript.',
    });

    const replacement = await upload({ year, gpa: '3.4', file: { name: 'stamped.pdf', bytes: pdf() } });
    expect(replacement.status).toBe(200);
    const ofYear = (await list()).filter((r) => r.resultYear === year);
    expect(ofYear).toEqual([expect.objectContaining({ fileName: replacement.body.fileName, status: 'SUBMITTED', gpa: 3.4 })]);
    expect(await stored()).not.toContain(first);
  });

  it('two uploads of one year at the same moment: one wins, the other leaves no file', async () => {
    const before = await stored();
    const answers = await Promise.all(
      [1, 2].map(() => upload({ year: 'Y2012_2013', gpa: '3.3', file: { name: 'race.pdf', bytes: pdf() } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.fileName as string;
    expect(await stored()).toEqual([...before, winner].sort());
  });
});

describe('review and ownership', () => {
  let fileName: string;
  beforeAll(async () => {
    fileName = (await upload({ year: 'Y2013_2014', gpa: '4.1', file: { name: 'mine.png', bytes: png() } })).body.fileName as string;
  });

  it("another student's file reads as missing (download and delete 404) and stays", async () => {
    expect((await download(fileName, other)).statusCode).toBe(404);
    expect(await remove(fileName, other)).toEqual({ status: 404, body: { message: 'Result not found' } });
    expect((await download(fileName)).statusCode).toBe(200);
  });

  it('unknown and hostile names are 404, never a path', async () => {
    for (const name of ['nope.pdf', '../../../etc/passwd', '..%2F..%2Fjwt-secret', 'jwt-secret']) {
      expect((await download(name)).statusCode).toBe(404);
      expect((await remove(name)).status).toBe(404);
    }
  });

  it('a reviewed result cannot be deleted', async () => {
    expect((await review(fileName, { status: 'APPROVED', comment: 'Well done' })).status).toBe(200);
    expect(await remove(fileName)).toEqual({
      status: 409,
      body: { message: 'This result has been reviewed and can no longer be deleted.' },
    });
    expect((await list()).find((r) => r.fileName === fileName)).toMatchObject({ status: 'APPROVED', reviewComment: 'Well done' });
    const audit = await call<{ items: { action: string; before: { status: string }; after: { status: string; reviewComment: string } }[] }>(
      app,
      'GET',
      `/api/admin/audit?entity=result&entityId=${encodeURIComponent(fileName)}`,
      { token: admin },
    );
    expect(audit.body.items).toEqual([
      expect.objectContaining({
        action: 'result.reviewed',
        before: expect.objectContaining({ status: 'SUBMITTED' }),
        after: expect.objectContaining({ status: 'APPROVED', reviewComment: 'Well done' }),
      }),
    ]);
  });

  it('review: status must be APPROVED or REJECTED; unknown file 404', async () => {
    expect(await review(fileName, { status: 'PAID' })).toEqual({ status: 400, body: { message: 'Status must be APPROVED or REJECTED' } });
    expect(await review(fileName, {})).toEqual({ status: 400, body: { message: 'status is required' } });
    expect(await review('nope.pdf', { status: 'APPROVED' })).toEqual({ status: 404, body: { message: 'Result not found' } });
  });
});

describe('roles', () => {
  it('401 without a token, 403 for another role', async () => {
    const { body, contentType } = await multipartBody({ year: 'Y2014_2015', gpa: '3', file: { name: 'r.pdf', bytes: pdf() } });
    const routes = [
      { method: 'POST' as const, url: '/api/results/upload', payload: body, headers: { 'content-type': contentType } },
      { method: 'GET' as const, url: '/api/results/all' },
      { method: 'GET' as const, url: '/api/results/download/x.pdf' },
      { method: 'DELETE' as const, url: '/api/results/delete/x.pdf' },
    ];
    for (const route of routes) {
      expect((await app.inject(route)).statusCode, route.url).toBe(401);
      const asAdmin = await app.inject({ ...route, headers: { ...route.headers, authorization: `Bearer ${admin}` } });
      expect(asAdmin.statusCode, route.url).toBe(403);
    }
    expect((await call(app, 'PUT', '/api/admin/results/x.pdf/review', { body: { status: 'APPROVED' } })).status).toBe(401);
    expect((await review('x.pdf', { status: 'APPROVED' }, me)).status).toBe(403);
  });
});

describe('seeded demo results', () => {
  it('each demo student sees their results with real PDF files; the browser-test student has none', async () => {
    for (const student of SEED_STUDENTS) {
      const token = student === SEED_STUDENTS[3] ? me : await login(app, student.email, DEV_STUDENT_PASSWORD);
      const seeded = SEED_RESULTS.filter((r) => r.email === student.email);
      const listed = (await list(token)).filter((r) => seeded.some((s) => s.originalName === r.originalName));
      expect(listed.map((r) => [r.resultYear, r.status, r.gpa, r.reviewComment])).toEqual(
        seeded.toReversed().map((r) => [r.resultYear, r.status, r.gpa, r.reviewComment]),
      );
      for (const item of listed) {
        const file = await download(item.fileName as string, token);
        expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        expect(file.rawPayload.subarray(-6).toString()).toBe('%%EOF\n');
      }
    }
    expect(SEED_RESULTS.some((r) => r.email === SEED_STUDENTS[3].email)).toBe(false);
  });
});

describe('over a real socket (as the gateway streams it)', () => {
  let base: string;
  beforeAll(async () => {
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  const post = async (parts: UploadParts) => {
    const { body, contentType } = await multipartBody(parts);
    const response = await fetch(`${base}/api/results/upload`, {
      method: 'POST',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType, authorization: `Bearer ${me}` },
    });
    return { status: response.status, body: await response.json() };
  };

  it('answers oversize and early refusals, and the connection serves the next request', async () => {
    const before = await stored();
    expect(await post({ year: 'Y2005_2006', gpa: '3', file: { name: 'huge.pdf', bytes: pdf(MAX_RESULT_BYTES + 1) } })).toEqual({
      status: 413,
      body: { message: 'File is too large. The maximum size is 5 MB.' },
    });
    expect(await post({ year: 'Y2005_2006', gpa: '9', file: { name: 'big.pdf', bytes: pdf(MAX_RESULT_BYTES) } })).toEqual({
      status: 400,
      body: { message: 'GPA must be a number between 0.0 and 5.0' },
    });
    expect(await post({ year: 'Y2005_2006', gpa: '3', file: { name: 'fake.pdf', bytes: Buffer.alloc(MAX_RESULT_BYTES, 'a') } })).toEqual({
      status: 415,
      body: { message: 'Only PDF, JPEG or PNG files are accepted' },
    });
    expect((await post({ year: 'Y2005_2006', gpa: '3', file: { name: 'ok.pdf', bytes: pdf() } })).status).toBe(200);
    expect((await stored()).length).toBe(before.length + 1);
  });

  it('reads fields that arrive after the file in later network chunks, a byte at a time', async () => {
    const before = await stored();
    const { body, contentType } = await multipartBody({
      order: 'file-first',
      year: 'Y2007_2008',
      gpa: '3.9',
      file: { name: 'slow.pdf', bytes: pdf(300_000) },
    });
    const { request } = await import('node:http');
    const fieldsStart = body.indexOf('name="year"') - 60;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${base}/api/results/upload`, {
        method: 'POST',
        headers: { 'content-type': contentType, authorization: `Bearer ${me}` },
      });
      req.on('error', reject);
      req.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      });
      // Each write is flushed before the next begins: the fields reach the server in many separate chunks.
      const chunks = [body.subarray(0, fieldsStart), ...[...body.subarray(fieldsStart)].map((byte) => Buffer.from([byte]))];
      const writeNext = (index: number): void => {
        if (index === chunks.length) return void req.end();
        req.write(chunks[index], () => writeNext(index + 1));
      };
      writeNext(0);
    });
    expect(answer.status, answer.body).toBe(200);
    expect((await list()).find((r) => r.resultYear === 'Y2007_2008')).toMatchObject({ gpa: 3.9, originalName: 'slow.pdf' });
    expect((await stored()).length).toBe(before.length + 1);
  });

  it('a client that disconnects mid-upload leaves no partial file', async () => {
    const before = await stored();
    const { body, contentType } = await multipartBody({ year: 'Y2006_2007', gpa: '3', file: { name: 'cut.pdf', bytes: pdf(2_000_000) } });
    const { request } = await import('node:http');
    const sent = new Promise<void>((resolve) => {
      const req = request(`${base}/api/results/upload`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': body.length, authorization: `Bearer ${me}` },
      });
      req.on('error', () => resolve());
      req.write(body.subarray(0, 1_000_000), () =>
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 200),
      );
    });
    await sent;
    await expect.poll(stored, { timeout: 5000 }).toEqual(before);
    expect((await list()).some((r) => r.resultYear === 'Y2006_2007')).toBe(false);
  });
});
