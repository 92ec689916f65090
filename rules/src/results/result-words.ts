// docs/behaviour.md §8, results: what a screen says when the results service gave no words of its own.
export const RESULTS_LIST_FAILED_MESSAGE = 'Failed to load your results. Please try again later.';
export const UPLOAD_DOCUMENT_FAILED_MESSAGE = 'Failed to upload result document';
export const DELETE_DOCUMENT_FAILED_MESSAGE = 'Failed to delete result document';
export const DOWNLOAD_DOCUMENT_FAILED_MESSAGE = 'Failed to download result document';
