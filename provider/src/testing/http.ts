// Helpers for route tests: real HTTP through app.inject against a fresh in-memory provider.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildProvider, type ProviderOptions } from '../app.js';

export const startProvider = (options: ProviderOptions = {}) => buildProvider({ dataDir: 'memory://', ...options });

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Answer<T>> {
  const response = await app.inject({
    method,
    url,
    payload: options.body as object | undefined,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  // 204 and friends have no body.
  return { status: response.statusCode, body: (response.body ? response.json() : null) as T };
}

export interface UploadParts {
  year?: string;
  gpa?: string;
  file?: { name: string; bytes: Uint8Array; type?: string };
  /** 'file-first' sends the file before the fields, as curl and Python requests do. */
  order?: 'fields-first' | 'file-first';
}

/** A multipart body, by default in the order the portal sends it (year, gpa, then file), as the bytes and the content type. */
export async function multipartBody(parts: UploadParts): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  const appendFile = () => {
    if (parts.file)
      form.append(
        'file',
        new Blob([new Uint8Array(parts.file.bytes)], { type: parts.file.type ?? 'application/octet-stream' }),
        parts.file.name,
      );
  };
  if (parts.order === 'file-first') appendFile();
  if (parts.year !== undefined) form.append('year', parts.year);
  if (parts.gpa !== undefined) form.append('gpa', parts.gpa);
  if (parts.order !== 'file-first') appendFile();
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/** POST /api/results/upload through app.inject. */
export async function uploadResult(app: FastifyInstance, token: string | undefined, parts: UploadParts): Promise<Answer> {
  const { body, contentType } = await multipartBody(parts);
  const response = await app.inject({
    method: 'POST',
    url: '/api/results/upload',
    payload: body,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, body: response.json() };
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<string> {
  const answer = await call<{ loginResponseDTO: { token: string } }>(app, 'POST', '/api/auth/login', { body: { email, password } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.loginResponseDTO.token;
}

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  sentAt: string;
}

/** The e-mails sent to that address, newest first, read from the dev outbox. */
export async function mailsTo(app: FastifyInstance, email: string): Promise<SentMail[]> {
  return (await call<SentMail[]>(app, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`)).body;
}

/** Saves the account's language as Settings > Preferences does. */
export async function saveLanguage(app: FastifyInstance, token: string, language: 'en' | 'sw'): Promise<void> {
  const answer = await call(app, 'POST', '/api/settings/preferences/update', { token, body: { language } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** The newest code e-mailed to that address, read from the dev outbox. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const answer = await call<{ code: string | null }[]>(app, 'GET', `/api/dev/outbox?email=${encodeURIComponent(email)}`);
  const code = answer.body.find((message) => message.code)?.code;
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

export const PROFILE = {
  name: 'Zawadi Mushi',
  sex: 'Female',
  phoneNumber: '+255713000001',
  universityName: 'Ardhi University',
  universityRegistrationId: 'ARU/2025/0042',
  courseProgrammeName: 'BSc Urban Planning',
  enrolledYear: '2025',
  accountNumber: '0150200000001',
};

/** Invite (as the given admin) → initial → code → verify → set password → complete; answers nothing, asserts each step. */
export async function signUp(app: FastifyInstance, adminToken: string, email: string, password: string, batchNo = 1): Promise<void> {
  const steps: Answer[] = [];
  steps.push(await call(app, 'POST', '/api/admin/students/invite', { token: adminToken, body: { emails: [email], batchNo } }));
  steps.push(await call(app, 'POST', '/api/auth/signup/initial', { body: { email, password: '', confirmPassword: '', token: '' } }));
  steps.push(await call(app, 'POST', '/api/auth/signup/initial', { body: { email, token: await latestCode(app, email) } }));
  steps.push(await call(app, 'POST', '/api/auth/signup/set-password', { body: { email, password } }));
  steps.push(await call(app, 'POST', '/api/auth/signup/complete', { body: { ...PROFILE, email } }));
  expect(
    steps.map((s) => s.status),
    JSON.stringify(steps.map((s) => s.body)),
  ).toEqual([200, 200, 200, 200, 200]);
}
