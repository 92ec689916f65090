import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '../index.css';
import { I18nProvider } from '@/shared/i18n/I18nProvider';
import { preloadLinkedPages } from '@/shared/routing/link-delegation';
import { routePreloader } from '@/shared/routing/route-preload';
import { PageSkeleton } from '@/shared/ui/PageSkeleton';
import { createApolloClient } from './apollo/client';
import { SessionExpiredBanner } from './overlays/SessionExpiredBanner';
import { createRouter } from './router';

const client = createApolloClient({ navigate: (to) => void router.navigate(to, { replace: true }) });
const router = createRouter({ client, preload: createQueryPreloader(client) });
preloadLinkedPages(document, routePreloader(router.routes));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Before the first language's messages have arrived: the skeleton's own English. */}
    <Suspense fallback={<PageSkeleton frame />}>
      <I18nProvider>
        <ApolloProvider client={client}>
          <SessionExpiredBanner />
          <RouterProvider router={router} />
        </ApolloProvider>
      </I18nProvider>
    </Suspense>
  </StrictMode>,
);
