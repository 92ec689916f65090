import { authorizationHeaders } from '@/shared/api/authorization';
import { downloadFileName } from './content-disposition';
import { DOWNLOAD_DOCUMENT_FAILED_MESSAGE } from '@nuru/rules/results';

export type DownloadOutcome = { ok: true } | { ok: false; message: string; sessionExpired: boolean };

/** Fetches the document with the bearer token and hands it to the browser as a saved file. */
export async function downloadResult(downloadPath: string, fallbackName: string): Promise<DownloadOutcome> {
  let response: Response;
  try {
    response = await fetch(downloadPath, { headers: authorizationHeaders() });
  } catch {
    return { ok: false, message: DOWNLOAD_DOCUMENT_FAILED_MESSAGE, sessionExpired: false };
  }
  if (!response.ok) return { ok: false, message: await failureMessage(response), sessionExpired: response.status === 401 };
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadFileName(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the save before the blob goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true };
}

/** The gateway's `{ error: { message } }`, else the catalogue's words (spec 8). */
async function failureMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } } | null;
    return typeof body?.error?.message === 'string' && body.error.message ? body.error.message : DOWNLOAD_DOCUMENT_FAILED_MESSAGE;
  } catch {
    return DOWNLOAD_DOCUMENT_FAILED_MESSAGE;
  }
}
