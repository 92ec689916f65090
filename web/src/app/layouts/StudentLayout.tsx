import { useQuery } from '@apollo/client/react';
import { Compass, CreditCard, FileText, LayoutDashboard, Megaphone, Settings, ShieldCheck, UserRound } from 'lucide-react';
import { SessionQuery } from '../session/session-query';
import { AppShell } from './AppShell';
import type { NavItem } from './nav';

// Spec 2: the student sidebar's items, in this order.
const STUDENT_NAV: NavItem[] = [
  { to: '/home', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/profile', label: 'Profile', icon: UserRound },
  { to: '/results', label: 'Results', icon: FileText },
  { to: '/payments', label: 'Payment', icon: CreditCard },
  { to: '/announcements', label: 'Announcements', icon: Megaphone },
  { to: '/mentorship', label: 'Career Mentorship', icon: Compass },
  { to: '/settings', label: 'Settings', icon: Settings },
];

const ADMIN_AREA: NavItem = { to: '/admin', label: 'Admin area', icon: ShieldCheck };

export function StudentLayout() {
  const { data } = useQuery(SessionQuery, { fetchPolicy: 'cache-only' });
  const adminLink = data?.me.viewerCanAccessAdmin ? ADMIN_AREA : undefined;
  return <AppShell tagline="Scholarship Portal" items={STUDENT_NAV} extra={adminLink} />;
}
