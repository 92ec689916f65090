import { Banknote, ChartColumn, CreditCard, FileText, LayoutDashboard, Megaphone, Settings, Users } from 'lucide-react';
import { defineMessages } from 'react-intl';
import { AppShell } from './AppShell';
import type { NavItem } from './nav';

const words = defineMessages({
  tagline: { id: 'app.adminLayout.tagline', defaultMessage: 'Administration' },
  dashboard: { id: 'app.adminLayout.dashboard', defaultMessage: 'Dashboard' },
  students: { id: 'app.adminLayout.students', defaultMessage: 'Students' },
  results: { id: 'app.adminLayout.results', defaultMessage: 'Results' },
  payments: { id: 'app.adminLayout.payments', defaultMessage: 'Payments' },
  analytics: { id: 'app.adminLayout.analytics', defaultMessage: 'Analytics' },
  announcements: { id: 'app.adminLayout.announcements', defaultMessage: 'Announcements' },
  disbursement: { id: 'app.adminLayout.disbursement', defaultMessage: 'Disbursement' },
  settings: { id: 'app.adminLayout.settings', defaultMessage: 'Settings' },
});

const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: words.dashboard, icon: LayoutDashboard, end: true },
  { to: '/admin/students', label: words.students, icon: Users },
  { to: '/admin/results', label: words.results, icon: FileText },
  { to: '/admin/payments', label: words.payments, icon: CreditCard },
  { to: '/admin/analytics', label: words.analytics, icon: ChartColumn },
  { to: '/admin/announcements', label: words.announcements, icon: Megaphone },
  { to: '/admin/disbursement', label: words.disbursement, icon: Banknote },
  { to: '/admin/settings', label: words.settings, icon: Settings },
];

/** The administrators' area, and the account settings when an administrator opens them. */
export function AdminLayout() {
  return <AppShell tagline={words.tagline} items={ADMIN_NAV} />;
}
