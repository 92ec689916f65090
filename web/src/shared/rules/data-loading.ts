import { hasErrorCode } from '../api/errors';

// docs/behaviour.md §8 and 9: the initial data load gives up after 15 seconds (ErrorLoadingOverlay says so in the spec's words).
export const DATA_LOAD_TIMEOUT_MS = 15_000;

/**
 * Which face a data view shows. Data in hand wins (a failed refresh keeps what was shown); without it a
 * failure is shown, except an expired session, which shows nothing: the 401 rule is already taking the
 * browser to /login (docs/behaviour.md §4).
 */
export type DataFace = 'loading' | 'empty' | 'failure' | 'success' | 'signed-out';

export function dataFace<T>(value: T | null | undefined, error: unknown, isEmpty: (value: T) => boolean): DataFace {
  if (value !== undefined && value !== null) return isEmpty(value) ? 'empty' : 'success';
  if (!error) return 'loading';
  return hasErrorCode(error, 'UNAUTHENTICATED') ? 'signed-out' : 'failure';
}

/** A list with nothing in it is empty; any other value counts as data. */
export function isEmptyList(value: unknown): boolean {
  return Array.isArray(value) && value.length === 0;
}
