// Component tests of a page render it as the router does: its route's loader starts the page's query
// (answered by the operations the test lists) and the page reads it, with the toast region of the app's
// shell. The visitor is signed in unless the test says otherwise. Files using it start with
// `/** @vitest-environment happy-dom */`.
import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { ApolloProvider, createQueryPreloader } from '@apollo/client/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { RouteLoading } from '@/shared/api/route-query';
import { createCache } from '@/shared/api/cache';
import { saveSession, type StoredUser } from '@/shared/session/session';
import { ToastProvider } from '@/shared/ui/Toast';
import type { MockedOperation } from './render-with-apollo';
import { TestI18n, type TestPreferences } from './test-i18n';

export const TEST_SCHOLAR: StoredUser = { id: 'u-1', name: 'Amani Juma', email: 'amani@example.org', role: 'STUDENT' };

type Options = {
  /** The route's loader, as app/router.tsx gives it (e.g. resultsRoute.loader). */
  loader: (loading: RouteLoading) => RouteObject['loader'];
  /** The route's own rule for asking again, when it has one (e.g. announcementsRoute.shouldRevalidate). */
  shouldRevalidate?: RouteObject['shouldRevalidate'];
  mocks?: readonly MockedOperation[];
  /** The address the page opens at; its pattern is `pattern` (by default the same). */
  path?: string;
  pattern?: string;
  /** The reader's language, time zone and date format (English, Dar es Salaam, DD/MM/YYYY by default). */
  i18n?: TestPreferences;
  /** Who the sign-in stored (a scholar by default). */
  signedIn?: StoredUser;
};

export function renderPage(
  Page: ComponentType,
  { loader, shouldRevalidate, mocks = [], path = '/page', pattern = path.split('?')[0], i18n, signedIn = TEST_SCHOLAR }: Options,
) {
  saveSession('test-token', signedIn);
  const client = new ApolloClient({ cache: createCache(), link: new MockLink(mocks) });
  const router = createMemoryRouter(
    [{ path: pattern, loader: loader({ client, preload: createQueryPreloader(client) }), shouldRevalidate, Component: Page }],
    {
      initialEntries: [path],
    },
  );
  const user = userEvent.setup();
  const rendered = render(
    <TestI18n preferences={i18n}>
      <ApolloProvider client={client}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </ApolloProvider>
    </TestI18n>,
  );
  return { ...rendered, user, client, router };
}
