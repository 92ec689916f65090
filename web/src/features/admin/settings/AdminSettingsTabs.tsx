import { NavLink } from 'react-router';
import { cn } from '@/shared/ui/cn';

const TABS = [
  { to: '/admin/settings', label: 'Programme' },
  { to: '/admin/settings/administrators', label: 'Administrators' },
  { to: '/admin/settings/audit', label: 'Audit log' },
];

/** The three programme-desk settings pages, as tabs above each of them. */
export function AdminSettingsTabs() {
  return (
    <nav aria-label="Settings sections" className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            cn(
              'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium',
              isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
