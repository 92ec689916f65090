import { useQuery } from '@apollo/client/react';
import { Menu } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '@/shared/routing/document-title';
import { usePageMeta } from '@/shared/routing/page-meta';
import { SessionQuery } from '../session/session-query';
import { UserMenu } from './UserMenu';

type TopBarProps = { sidebarId: string; sidebarOpen: boolean; onOpenSidebar: () => void };

/** Page title with its subtitle (docs/behaviour.md §2) and the user menu. */
export function TopBar({ sidebarId, sidebarOpen, onOpenSidebar }: TopBarProps) {
  const intl = useIntl();
  const meta = usePageMeta();
  const title = meta && intl.formatMessage(meta.title);
  const subtitle = meta?.subtitle && intl.formatMessage(meta.subtitle);
  const { data } = useQuery(SessionQuery, { fetchPolicy: 'cache-only' });

  useDocumentTitle(title);

  return (
    <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-slate-200 bg-white/90 px-4 py-3 backdrop-blur sm:px-6 lg:px-8">
      <button
        type="button"
        onClick={onOpenSidebar}
        aria-label={intl.formatMessage({ id: 'app.topBar.openMenu', defaultMessage: 'Open menu' })}
        aria-controls={sidebarId}
        aria-expanded={sidebarOpen}
        className="-ml-1 flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <div className="min-w-0 flex-1">
        {title && (
          <>
            <h1 className="truncate text-lg font-semibold text-slate-900 sm:text-xl">{title}</h1>
            {subtitle && <p className="truncate text-sm text-slate-500">{subtitle}</p>}
          </>
        )}
      </div>
      {data && <UserMenu profile={data.me} />}
    </header>
  );
}
