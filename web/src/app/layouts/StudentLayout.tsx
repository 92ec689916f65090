import { useQuery } from '@apollo/client/react';
import { Compass, CreditCard, FileText, LayoutDashboard, Megaphone, Settings, UserRound } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { SessionQuery } from '../session/session-query';
import { AdminLayout } from './AdminLayout';
import { AppShell } from './AppShell';
import type { NavItem } from './nav';

const words = defineMessages({
  tagline: { id: 'app.brand.portal', defaultMessage: 'Scholarship Portal' },
  dashboard: { id: 'app.studentLayout.dashboard', defaultMessage: 'Dashboard' },
  profile: { id: 'app.studentLayout.profile', defaultMessage: 'Profile' },
  results: { id: 'app.studentLayout.results', defaultMessage: 'Results' },
  payment: { id: 'app.studentLayout.payment', defaultMessage: 'Payment' },
  announcements: { id: 'app.studentLayout.announcements', defaultMessage: 'Announcements' },
  mentorship: { id: 'app.studentLayout.mentorship', defaultMessage: 'Career Mentorship' },
  settings: { id: 'app.studentLayout.settings', defaultMessage: 'Settings' },
});

// docs/behaviour.md §2: the student sidebar's items, in this order.
const STUDENT_NAV: NavItem[] = [
  { to: '/home', label: words.dashboard, icon: LayoutDashboard },
  { to: '/profile', label: words.profile, icon: UserRound },
  { to: '/results', label: words.results, icon: FileText },
  { to: '/payments', label: words.payment, icon: CreditCard },
  { to: '/announcements', label: words.announcements, icon: Megaphone },
  { to: '/mentorship', label: words.mentorship, icon: Compass },
  { to: '/settings', label: words.settings, icon: Settings },
];

/**
 * Around the scholars' screens and the account settings everyone shares. An administrator only reaches the
 * settings here (RequireScholar sends them on from the rest) and keeps the admin area's sidebar: the student
 * one would offer them screens that are not theirs.
 */
export function StudentLayout() {
  const { data } = useQuery(SessionQuery, { fetchPolicy: 'cache-only' });
  if (data?.me.viewerCanAccessAdmin) return <AdminLayout />;
  return <AppShell tagline={words.tagline} items={STUDENT_NAV} />;
}
