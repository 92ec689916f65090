import { useQuery } from '@apollo/client/react';
import { Navigate, Outlet } from 'react-router';
import { SessionQuery } from '../session/session-query';

/** Admin routes: role ADMIN, everyone else goes to /home (docs/behaviour.md §2). Sits inside RequireAuth. */
export function RequireAdmin() {
  const { data } = useQuery(SessionQuery, { fetchPolicy: 'cache-only' });
  if (!data) return null;
  return data.me.viewerCanAccessAdmin ? <Outlet /> : <Navigate to="/home" replace />;
}
