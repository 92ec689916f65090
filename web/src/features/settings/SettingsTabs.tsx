import { NavLink } from 'react-router';
import { cn } from '@/shared/ui/cn';

const TABS = [
  { to: '/settings', label: 'Password' },
  { to: '/settings/notifications', label: 'Notifications & privacy' },
  { to: '/settings/security', label: 'Security' },
];

/** The three settings pages, as tabs above each of them. */
export function SettingsTabs() {
  return (
    <nav aria-label="Settings sections" className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            cn(
              'rounded-lg px-3 py-1.5 text-sm font-medium',
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
