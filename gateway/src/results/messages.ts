import type { MessageCatalogue } from '../errors/provider-failure.js';
import { sessionAware } from '../errors/session.js';

// Spec section 8, results. A provider status without a reason gets the service's words; no answer
// at all gets the document's ("Failed to ... result document").
export const UPLOAD_FILE_FAILED = 'Failed to upload file';
export const UPLOAD_DOCUMENT_FAILED = 'Failed to upload result document';
export const DELETE_FILE_FAILED = 'Failed to delete file';
export const DELETE_DOCUMENT_FAILED = 'Failed to delete result document';
export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const LIST_FAILED = 'Failed to load your results. Please try again later.';
export const DOWNLOAD_FAILED = 'Download failed';
export const DOWNLOAD_DOCUMENT_FAILED = 'Failed to download result document';

// Contract of issue 3: the provider's limit, enforced by the gateway as the file streams through.
export const MAX_RESULT_FILE_BYTES = 5 * 1024 * 1024;
export const FILE_TOO_LARGE = 'File is too large. The maximum size is 5 MB.';

// The upload form, checked before a byte of the file is sent on.
export const YEAR_REQUIRED = 'Year is required';
export const GPA_REQUIRED = 'GPA is required';
export const GPA_RANGE = 'GPA must be a number between 0.0 and 5.0';
export const FILE_REQUIRED = 'A file is required';
export const FIELDS_BEFORE_FILE = 'Send the year and gpa fields before the file';
export const NOT_MULTIPART = 'Send the upload as multipart/form-data';
export const PREFLIGHT_REQUIRED =
  'This request needs the apollo-require-preflight (or x-apollo-operation-name) header, as a protection against cross-site requests.';

export const resultsListMessage: MessageCatalogue = (status) => (status === 401 ? AUTHENTICATION_REQUIRED : LIST_FAILED);

export const deleteResultMessage: MessageCatalogue = sessionAware(
  (status, providerMessage) => providerMessage ?? `${DELETE_FILE_FAILED} (Status: ${status})`,
);

export const uploadResultMessage: MessageCatalogue = sessionAware((status, providerMessage) =>
  status === 413 ? FILE_TOO_LARGE : (providerMessage ?? UPLOAD_FILE_FAILED),
);

export const downloadResultMessage: MessageCatalogue = () => DOWNLOAD_FAILED;
