import { FILE_TOO_LARGE_MESSAGE, RESULTS_LIST_FAILED_MESSAGE } from '@nuru/rules/results';
import type { MessageCatalogue } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';

// docs/behaviour.md §8, results. A provider status without a reason gets the service's words; no answer
// at all gets the document's ("Failed to ... result document", shared with the web in @nuru/rules/results).
export const UPLOAD_FILE_FAILED = 'Failed to upload file';
export const DELETE_FILE_FAILED = 'Failed to delete file';
export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const DOWNLOAD_FAILED = 'Download failed';

// The upload form, checked before a byte of the file is sent on (the GPA by the form's own rule).
export const YEAR_REQUIRED = 'Year is required';
export const FILE_REQUIRED = 'A file is required';
export const FIELDS_BEFORE_FILE = 'Send the year and gpa fields before the file';
export const NOT_MULTIPART = 'Send the upload as multipart/form-data';
export const PREFLIGHT_REQUIRED =
  'This request needs the apollo-require-preflight (or x-apollo-operation-name) header, as a protection against cross-site requests.';

export const resultsListMessage: MessageCatalogue = (status) => (status === 401 ? AUTHENTICATION_REQUIRED : RESULTS_LIST_FAILED_MESSAGE);

export const deleteResultMessage: MessageCatalogue = sessionAware(
  (status, providerMessage) => providerMessage ?? `${DELETE_FILE_FAILED} (Status: ${status})`,
);

export const uploadResultMessage: MessageCatalogue = sessionAware((status, providerMessage) =>
  status === 413 ? FILE_TOO_LARGE_MESSAGE : (providerMessage ?? UPLOAD_FILE_FAILED),
);

export const downloadResultMessage: MessageCatalogue = () => DOWNLOAD_FAILED;
