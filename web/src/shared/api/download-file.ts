import { authorizationHeaders } from './authorization';
import { downloadFileName } from './content-disposition';

export type DownloadOutcome = { ok: true } | { ok: false; message: string; sessionExpired: boolean };

/**
 * Fetches a file from the gateway (a result document, an export) with the bearer token and hands it to the
 * browser as a saved file; `failed` is what to say when the gateway gives no words of its own.
 */
export async function downloadFile(downloadPath: string, fallbackName: string, failed: string): Promise<DownloadOutcome> {
  let response: Response;
  try {
    response = await fetch(downloadPath, { headers: authorizationHeaders() });
  } catch {
    return { ok: false, message: failed, sessionExpired: false };
  }
  if (!response.ok) return { ok: false, message: await failureMessage(response, failed), sessionExpired: response.status === 401 };
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

/** The gateway's `{ error: { message } }`, else the caller's words. */
async function failureMessage(response: Response, failed: string): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } } | null;
    return typeof body?.error?.message === 'string' && body.error.message ? body.error.message : failed;
  } catch {
    return failed;
  }
}
