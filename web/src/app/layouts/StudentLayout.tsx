import { useQuery } from '@apollo/client/react';
import { Compass, CreditCard, FileText, LayoutDashboard, Megaphone, Settings, UserRound } from 'lucide-react';
import { SessionQuery } from '../session/session-query';
import { AdminLayout } from './AdminLayout';
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

/**
 * Around the scholars' screens and the account settings everyone shares. An administrator only reaches the
 * settings here (RequireScholar sends them on from the rest) and keeps the admin area's sidebar: the student
 * one would offer them screens that are not theirs.
 */
export function StudentLayout() {
  const { data } = useQuery(SessionQuery, { fetchPolicy: 'cache-only' });
  if (data?.me.viewerCanAccessAdmin) return <AdminLayout />;
  return <AppShell tagline="Scholarship Portal" items={STUDENT_NAV} />;
}
