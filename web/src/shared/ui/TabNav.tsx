import { NavLink } from 'react-router';
import { cn } from './cn';

export type Tab = { to: string; label: string };

/** Sibling pages as tabs above each of them; the current one marked (aria-current) and coloured. */
export function TabNav({ tabs, label }: { tabs: readonly Tab[]; label: string }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
      {tabs.map((tab) => (
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
