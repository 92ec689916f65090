import { hasErrorCode } from '../../api/errors';
import { useTimeoutFlag } from '../../hooks/use-timeout-flag';
import { DATA_LOAD_TIMEOUT_MS } from '../../rules/data-loading';
import { ErrorLoadingOverlay } from './ErrorLoadingOverlay';
import { LoadingOverlay } from './LoadingOverlay';

/**
 * What a page shows until its first data arrives: the loading overlay, then the error overlay when
 * the load fails or takes longer than 15 seconds. An expired session shows nothing: the 401 rule is
 * already taking the browser to /login.
 */
export function InitialLoadState({ loading, error, fallback }: { loading: boolean; error?: unknown; fallback?: string }) {
  const timedOut = useTimeoutFlag(loading, DATA_LOAD_TIMEOUT_MS);
  if (error) {
    if (hasErrorCode(error, 'UNAUTHENTICATED')) return null;
    return <ErrorLoadingOverlay error={error} fallback={fallback} />;
  }
  if (timedOut) return <ErrorLoadingOverlay />;
  return <LoadingOverlay />;
}
