import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@nuru/rules/errors';
import { uploadAnswer } from './upload-answer';

const json = (body: unknown) => JSON.stringify(body);

describe('uploadAnswer', () => {
  it.each([
    [
      200,
      json({ result: { fileName: 'u1-Y2024_2025-ab12.pdf', status: 'SUBMITTED' } }),
      { ok: true, fileName: 'u1-Y2024_2025-ab12.pdf', status: 'SUBMITTED' },
    ],
    [200, json({ result: { fileName: 'u1.pdf' } }), { ok: true, fileName: 'u1.pdf', status: 'SUBMITTED' }],
    [
      409,
      json({ error: { message: 'Results for 2024-2025 have already been uploaded.', code: 'CONFLICT' } }),
      { ok: false, message: 'Results for 2024-2025 have already been uploaded.', sessionExpired: false },
    ],
    [
      415,
      json({ error: { message: 'Only PDF, JPEG or PNG files are accepted', code: 'BAD_USER_INPUT' } }),
      { ok: false, message: 'Only PDF, JPEG or PNG files are accepted', sessionExpired: false },
    ],
    [
      413,
      '<html>Request Entity Too Large</html>',
      { ok: false, message: 'File is too large. The maximum size is 5 MB.', sessionExpired: false },
    ],
    [
      401,
      json({ error: { message: 'Authentication required', code: 'UNAUTHENTICATED' } }),
      { ok: false, message: 'Your session has expired. Please sign in again.', sessionExpired: true },
    ],
    [502, 'Bad Gateway', { ok: false, message: 'Failed to upload result document', sessionExpired: false }],
    [200, json({ nothing: true }), { ok: false, message: 'Failed to upload result document', sessionExpired: false }],
    [500, json({ error: { message: '' } }), { ok: false, message: 'Failed to upload result document', sessionExpired: false }],
    [0, '', { ok: false, message: NETWORK_ERROR_MESSAGE, sessionExpired: false }],
  ])('HTTP %i %s', (status, text, answer) => {
    expect(uploadAnswer(status, text)).toEqual(answer);
  });
});
