import { authorizationHeaders } from '@/shared/api/authorization';
import { uploadAnswer, type UploadAnswer } from './upload-answer';

export const RESULTS_UPLOAD_PATH = '/uploads/results';

type UploadInput = { file: File; year: string; gpa: string; onProgress: (fraction: number) => void; signal?: AbortSignal };

/**
 * Sends the document to the gateway's multipart route. XMLHttpRequest rather than fetch because only
 * it reports upload progress. Fields go before the file so the gateway can check them while it streams.
 */
export function uploadResult({ file, year, gpa, onProgress, signal }: UploadInput): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('year', year);
  form.append('gpa', gpa.trim());
  form.append('file', file, file.name);

  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', RESULTS_UPLOAD_PATH);
    for (const [name, value] of Object.entries(authorizationHeaders())) xhr.setRequestHeader(name, value);
    // The gateway's CSRF guard lets a multipart POST through only with this header.
    xhr.setRequestHeader('apollo-require-preflight', 'true');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve(uploadAnswer(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve(uploadAnswer(0, ''));
    xhr.onabort = () => resolve({ ok: false, message: 'Upload cancelled.', sessionExpired: false });
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
