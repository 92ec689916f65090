import { describe, expect, it } from 'vitest';
import { deleteResultMessage, downloadResultMessage, resultsListMessage, uploadResultMessage } from './messages.js';

describe('results messages (docs/behaviour.md §8)', () => {
  it.each([
    ['list', resultsListMessage, 401, 'Unauthorized', 'Authentication required'],
    ['list', resultsListMessage, 403, 'Students only', 'Failed to load your results. Please try again later.'],
    ['list', resultsListMessage, 500, undefined, 'Failed to load your results. Please try again later.'],
    ['delete', deleteResultMessage, 401, 'Unauthorized', 'Your session has expired. Please sign in again.'],
    [
      'delete',
      deleteResultMessage,
      409,
      'This result has been reviewed and can no longer be deleted.',
      'This result has been reviewed and can no longer be deleted.',
    ],
    ['delete', deleteResultMessage, 404, undefined, 'Failed to delete file (Status: 404)'],
    ['delete', deleteResultMessage, 500, undefined, 'Failed to delete file (Status: 500)'],
    ['upload', uploadResultMessage, 401, 'Unauthorized', 'Your session has expired. Please sign in again.'],
    ['upload', uploadResultMessage, 413, undefined, 'File is too large. The maximum size is 5 MB.'],
    ['upload', uploadResultMessage, 415, 'Only PDF, JPEG or PNG files are accepted', 'Only PDF, JPEG or PNG files are accepted'],
    [
      'upload',
      uploadResultMessage,
      409,
      'Results for 2024-2025 have already been uploaded.',
      'Results for 2024-2025 have already been uploaded.',
    ],
    ['upload', uploadResultMessage, 500, undefined, 'Failed to upload file'],
    ['download', downloadResultMessage, 404, 'Not found', 'Download failed'],
    ['download', downloadResultMessage, 500, undefined, 'Download failed'],
  ])('%s %i %j -> %s', (_op, catalogue, status, providerMessage, expected) => {
    expect(catalogue(status, providerMessage)).toBe(expected);
  });
});
