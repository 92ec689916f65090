import { NETWORK_ERROR_MESSAGE } from '@nuru/rules/errors';
import { SESSION_EXPIRED_MESSAGE } from '@nuru/rules/errors';
import { FILE_TOO_LARGE_MESSAGE, UPLOAD_DOCUMENT_FAILED_MESSAGE } from '@nuru/rules/results';

// How the gateway's upload route answers (`POST /uploads/results`), read into what the form shows.
export type UploadAnswer = { ok: true; fileName: string; status: string } | { ok: false; message: string; sessionExpired: boolean };

type Body = { result?: { fileName?: unknown; status?: unknown }; error?: { message?: unknown; code?: unknown } };

function parse(text: string): Body | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null ? body : null;
  } catch {
    return null;
  }
}

/** `status` 0 means the request never got an answer (the network or the gateway is down). */
export function uploadAnswer(status: number, text: string): UploadAnswer {
  if (status === 0) return { ok: false, message: NETWORK_ERROR_MESSAGE, sessionExpired: false };
  const body = parse(text);
  const result = body?.result;
  if (status >= 200 && status < 300 && result && typeof result.fileName === 'string') {
    return { ok: true, fileName: result.fileName, status: typeof result.status === 'string' ? result.status : 'SUBMITTED' };
  }
  const said = typeof body?.error?.message === 'string' && body.error.message ? body.error.message : null;
  if (status === 401 || body?.error?.code === 'UNAUTHENTICATED') {
    return { ok: false, message: SESSION_EXPIRED_MESSAGE, sessionExpired: true };
  }
  if (status === 413) return { ok: false, message: said ?? FILE_TOO_LARGE_MESSAGE, sessionExpired: false };
  return { ok: false, message: said ?? UPLOAD_DOCUMENT_FAILED_MESSAGE, sessionExpired: false };
}
