import { LogOut, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink } from 'react-router';
import { useSignOut } from '@/features/auth/sign-out/use-sign-out';
import { cn } from '@/shared/ui/cn';
import { Spinner } from '@/shared/ui/Spinner';
import { Brand } from './Brand';
import type { NavItem } from './nav';

type SidebarProps = {
  id: string;
  tagline: MessageDescriptor;
  items: NavItem[];
  open: boolean;
  onClose: () => void;
};

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
    isActive ? 'bg-white/12 text-white shadow-sm ring-1 ring-white/10' : 'text-brand-100 hover:bg-white/6 hover:text-white',
  );

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the open drawer instead of reaching the page behind it. */
function keepTabInside(event: KeyboardEvent, container: HTMLElement) {
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const wrapTo = event.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
  if (wrapTo) {
    event.preventDefault();
    wrapTo.focus();
  }
}

/** Fixed on large screens; on small ones a drawer opened from the top bar (docs/behaviour.md §2: collapses on mobile). */
export function Sidebar({ id, tagline, items, open, onClose }: SidebarProps) {
  const intl = useIntl();
  const { signOut, signingOut } = useSignOut();
  const panel = useRef<HTMLElement>(null);

  // While the drawer is open, focus lives in it; closing it gives focus back to whatever opened it.
  useEffect(() => {
    const drawer = panel.current;
    if (!open || !drawer) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    drawer.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      else if (e.key === 'Tab') keepTabInside(e, drawer);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [open, onClose]);

  return (
    <>
      {open && <div aria-hidden="true" className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden" onClick={onClose} />}
      <aside
        ref={panel}
        id={id}
        className={cn(
          // The brand focus ring is too faint on the dark green: a light one there.
          'fixed inset-y-0 left-0 z-40 w-64 flex-col bg-brand-900 px-4 py-5 lg:sticky lg:top-0 lg:flex lg:h-dvh [&_:focus-visible]:outline-brand-200',
          open ? 'flex' : 'hidden',
        )}
      >
        <div className="flex items-center justify-between px-2">
          <Brand tagline={intl.formatMessage(tagline)} />
          <button
            type="button"
            onClick={onClose}
            aria-label={intl.formatMessage({ id: 'app.sidebar.closeMenu', defaultMessage: 'Close menu' })}
            className="rounded-lg p-1.5 text-brand-100 hover:bg-white/10 lg:hidden"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <nav aria-label={intl.formatMessage({ id: 'app.sidebar.main', defaultMessage: 'Main' })} className="mt-8 flex-1 overflow-y-auto">
          <ul className="space-y-1">
            {items.map((item) => (
              <li key={item.to}>
                <SidebarLink item={item} onClick={onClose} />
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          onClick={signOut}
          disabled={signingOut}
          className="mt-4 flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-brand-100 hover:bg-white/6 hover:text-white disabled:opacity-60"
        >
          {signingOut ? <Spinner className="size-4.5" /> : <LogOut aria-hidden="true" className="size-4.5" />}
          <FormattedMessage id="app.sidebar.signOut" defaultMessage="Sign Out" />
        </button>
      </aside>
    </>
  );
}

function SidebarLink({ item: { to, label, icon: Icon, end }, onClick }: { item: NavItem; onClick: () => void }) {
  const intl = useIntl();
  return (
    <NavLink to={to} end={end} className={linkClasses} onClick={onClick}>
      <Icon aria-hidden="true" className="size-4.5 shrink-0" />
      {intl.formatMessage(label)}
    </NavLink>
  );
}
