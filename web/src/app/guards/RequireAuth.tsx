import { useQuery } from '@apollo/client/react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { hasErrorCode } from '@/shared/api/errors';
import { useTimeoutFlag } from '@/shared/hooks/use-timeout-flag';
import { DATA_LOAD_TIMEOUT_MS } from '@/shared/rules/data-loading';
import { hasStoredSession } from '@/shared/session/session';
import { FullPageSpinner } from '@/shared/ui/Spinner';
import { ErrorLoadingOverlay } from '@/shared/ui/overlays/ErrorLoadingOverlay';
import { ApplyAccountPreferences } from '../session/ApplyAccountPreferences';
import { SessionQuery } from '../session/session-query';

/** Protected routes: a stored session validated by the `me` query, else /login. */
export function RequireAuth() {
  const intl = useIntl();
  const location = useLocation();
  const stored = hasStoredSession();
  const { data, error, loading } = useQuery(SessionQuery, { skip: !stored });
  const timedOut = useTimeoutFlag(stored && loading && !data, DATA_LOAD_TIMEOUT_MS);

  if (!stored || (error && hasErrorCode(error, 'UNAUTHENTICATED'))) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (data)
    return (
      <>
        <ApplyAccountPreferences saved={data.accountPreferences} />
        <Outlet />
      </>
    );
  if (error) return <ErrorLoadingOverlay error={error} />;
  if (timedOut) return <ErrorLoadingOverlay />;
  return <FullPageSpinner label={intl.formatMessage({ id: 'app.requireAuth.authenticating', defaultMessage: 'Authenticating...' })} />;
}
