import { Navigate, Outlet } from 'react-router';
import { getVerifiedEmail } from '@/shared/session/verified-email';

/** /set-password and /complete-profile need the e-mail verified in this tab, else /signup (docs/behaviour.md §2). */
export function RequireVerifiedEmail() {
  return getVerifiedEmail() ? <Outlet /> : <Navigate to="/signup" replace />;
}
