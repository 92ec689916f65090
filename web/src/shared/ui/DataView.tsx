import type { ReactNode } from 'react';
import { errorMessage } from '../api/errors';
import { dataFace, isEmptyList } from '../rules/data-loading';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import { InitialLoadState } from './overlays/InitialLoadState';

export type DataViewFailure = {
  title: string;
  /** Said when the error carries no message of its own (a bare network failure, a proxy's 502). */
  fallback: string;
  /** Words of its own for the failure instead of the gateway's message. */
  message?: (error: unknown) => string;
};

type DataViewProps<T> = {
  /** The part of the answer this view shows: undefined or null until it has arrived. */
  value: T | null | undefined;
  error?: unknown;
  onRetry: () => unknown;
  /** Words beside the spinner, e.g. 'Loading your results...'. */
  loading: string;
  failure: DataViewFailure;
  /** What an empty answer shows; without it an empty answer is shown as any other. */
  empty?: ReactNode;
  /** When the answer counts as empty; by default, a list with nothing in it. */
  isEmpty?: (value: T) => boolean;
  /** The page's first load: the blocking overlays of docs/behaviour.md §2 instead of the inline faces. */
  blocking?: boolean;
  /** Puts the loading, empty and failure faces in a frame (e.g. a Card) when the answer brings its own. */
  frame?: (face: ReactNode) => ReactNode;
  children: (value: T) => ReactNode;
};

/**
 * Every data view's four faces: loading, empty, failure (the gateway's message and a retry) and the
 * answer itself. An expired session shows nothing: the 401 rule is already on its way to /login.
 */
export function DataView<T>({
  value,
  error,
  onRetry,
  loading,
  failure,
  empty,
  isEmpty = isEmptyList,
  blocking,
  frame = (face) => face,
  children,
}: DataViewProps<T>) {
  const face = dataFace(value, error, empty === undefined ? () => false : isEmpty);
  switch (face) {
    case 'success':
      return children(value as T);
    case 'empty':
      return frame(empty);
    case 'signed-out':
      return null;
    case 'loading':
      return blocking ? <InitialLoadState loading /> : frame(<LoadingState>{loading}</LoadingState>);
    case 'failure':
      if (blocking) return <InitialLoadState loading={false} error={error} fallback={failure.fallback} />;
      return frame(
        <ErrorState
          title={failure.title}
          message={failure.message?.(error) ?? errorMessage(error, failure.fallback)}
          onRetry={() => void onRetry()}
        />,
      );
  }
}
