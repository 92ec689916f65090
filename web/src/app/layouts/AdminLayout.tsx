import {
  Banknote,
  ChartColumn,
  CreditCard,
  FileText,
  GraduationCap,
  LayoutDashboard,
  Megaphone,
  Settings,
  Users,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { AppShell } from './AppShell';
import type { NavItem } from './nav';
import { sidebarLinkClasses } from './Sidebar';

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

/** The administrators' area; its screens arrive with the admin issue. */
export function AdminLayout() {
  const studentLink = (
    <NavLink to="/home" className={sidebarLinkClasses}>
      <GraduationCap aria-hidden="true" className="size-4.5" />
      Student area
    </NavLink>
  );
  return <AppShell tagline="Administration" items={ADMIN_NAV} extra={studentLink} />;
}
