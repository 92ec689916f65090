import { ChevronDown, LogOut, Settings, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSignOut } from '@/features/auth/sign-out/use-sign-out';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import { initials } from '@/shared/rules/initials';
import { roleLabel } from '@/shared/status/role';
import { Badge } from '@/shared/ui/Badge';
import { Spinner } from '@/shared/ui/Spinner';

export const UserMenu_ProfileFragment = graphql(`
  fragment UserMenu_profile on Profile {
    name
    email
    role
    viewerCanAccessAdmin
  }
`);

const itemClasses = 'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-50';

/** Initials, name and e-mail of the signed-in person, opening onto their role, account pages and Sign Out. */
export function UserMenu({ profile }: { profile: FragmentType<typeof UserMenu_ProfileFragment> }) {
  const intl = useIntl();
  const { name, email, role, viewerCanAccessAdmin } = getFragmentData(UserMenu_ProfileFragment, profile);
  // The sidebar's Sign Out does the same: one hook owns signing out.
  const { signOut, signingOut } = useSignOut();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => root.current?.contains(e.target as Node) || setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-3 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100"
      >
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
        >
          {initials(name, email)}
        </span>
        {/* The name is built from the visible text (WCAG 2.5.3); name and e-mail stay readable by screen readers on phones. */}
        <span className="sr-only">
          <FormattedMessage id="app.userMenu.accountMenuFor" defaultMessage="Account menu for" />{' '}
        </span>
        <span className="sr-only text-left leading-tight md:not-sr-only md:block">
          <span className="block text-sm font-medium text-slate-900">{name}</span>
          <span className="block text-xs text-slate-600">{email}</span>
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </button>
      {open && (
        <div id={panelId} className="absolute right-0 z-20 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          <div className="border-b border-slate-100 px-3 py-2">
            <p className="truncate text-sm font-medium text-slate-900">{name}</p>
            <p className="truncate text-xs text-slate-500">{email}</p>
            <Badge tone={viewerCanAccessAdmin ? 'info' : 'neutral'} className="mt-2">
              {intl.formatMessage(roleLabel(role))}
            </Badge>
          </div>
          <ul className="mt-1">
            {/* The profile is a scholar's record: an administrator has none. */}
            {!viewerCanAccessAdmin && (
              <li>
                <Link to="/profile" onClick={() => setOpen(false)} className={itemClasses}>
                  <UserRound aria-hidden="true" className="size-4" />{' '}
                  <FormattedMessage id="app.userMenu.profile" defaultMessage="My profile" />
                </Link>
              </li>
            )}
            <li>
              <Link to="/settings" onClick={() => setOpen(false)} className={itemClasses}>
                <Settings aria-hidden="true" className="size-4" />{' '}
                <FormattedMessage id="app.userMenu.settings" defaultMessage="Account settings" />
              </Link>
            </li>
            <li className="mt-1 border-t border-slate-100 pt-1">
              <button type="button" onClick={signOut} disabled={signingOut} className={`${itemClasses} disabled:opacity-60`}>
                {signingOut ? <Spinner className="size-4" /> : <LogOut aria-hidden="true" className="size-4" />}
                <FormattedMessage id="app.userMenu.signOut" defaultMessage="Sign Out" />
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
