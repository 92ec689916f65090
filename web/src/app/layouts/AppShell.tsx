import { Suspense, useCallback, useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Outlet, useNavigation } from 'react-router';
import { PageSkeleton } from '@/shared/ui/PageSkeleton';
import { ToastProvider } from '@/shared/ui/Toast';
import type { NavItem } from './nav';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

const SIDEBAR_ID = 'app-sidebar';

/** Sidebar, top bar, the page and its toasts; the student and admin layouts differ only in their navigation. */
export function AppShell({ tagline, items }: { tagline: MessageDescriptor; items: NavItem[] }) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const navigating = useNavigation().state === 'loading';

  return (
    <ToastProvider>
      <div className="min-h-dvh bg-slate-50 lg:flex">
        <a href="#main" className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          <FormattedMessage id="app.appShell.skipToMain" defaultMessage="Skip to main content" />
        </a>
        <Sidebar id={SIDEBAR_ID} tagline={tagline} items={items} open={sidebarOpen} onClose={closeSidebar} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar sidebarId={SIDEBAR_ID} sidebarOpen={sidebarOpen} onOpenSidebar={() => setSidebarOpen(true)} />
          {navigating && (
            <div role="status" className="h-0.5 w-full overflow-hidden bg-brand-100">
              <div className="h-full w-1/3 animate-pulse bg-brand-500" />
              <span className="sr-only">
                <FormattedMessage id="app.appShell.navigating" defaultMessage="Loading..." />
              </span>
            </div>
          )}
          <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 p-4 outline-none sm:p-6 lg:p-8">
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </ToastProvider>
  );
}
