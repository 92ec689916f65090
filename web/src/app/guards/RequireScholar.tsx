import { useQuery } from '@apollo/client/react';
import { Navigate, Outlet } from 'react-router';
import { SessionQuery } from '../session/session-query';

/**
 * The scholars' own screens (dashboard, profile, results, payments, announcements, mentorship): an administrator
 * has no scholar record, so their forms could only fail; they go to the admin area instead. Sits inside RequireAuth.
 */
export function RequireScholar() {
  const { data } = useQuery(SessionQuery, { fetchPolicy: 'cache-only' });
  if (!data) return null;
  return data.me.viewerCanAccessAdmin ? <Navigate to="/admin" replace /> : <Outlet />;
}
