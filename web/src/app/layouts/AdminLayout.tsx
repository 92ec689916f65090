import { Banknote, ChartColumn, CreditCard, FileText, LayoutDashboard, Megaphone, Settings, Users } from 'lucide-react';
import { AppShell } from './AppShell';
import type { NavItem } from './nav';

const ADMIN_NAV: NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/students', label: 'Students', icon: Users },
  { to: '/admin/results', label: 'Results', icon: FileText },
  { to: '/admin/payments', label: 'Payments', icon: CreditCard },
  { to: '/admin/analytics', label: 'Analytics', icon: ChartColumn },
  { to: '/admin/announcements', label: 'Announcements', icon: Megaphone },
  { to: '/admin/disbursement', label: 'Disbursement', icon: Banknote },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
];

/** The administrators' area, and the account settings when an administrator opens them. */
export function AdminLayout() {
  return <AppShell tagline="Administration" items={ADMIN_NAV} />;
}
