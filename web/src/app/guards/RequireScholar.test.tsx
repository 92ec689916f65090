/** @vitest-environment happy-dom */
// Who is offered the scholars' screens: the student layout with RequireScholar around a scholar's own screens,
// as app/router.tsx nests them, for the session the startup check read (SessionQuery, in the cache).
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Role, type SessionQuery as Session } from '@/gql/graphql';
import { createCache } from '@/shared/api/cache';
import { TestI18n } from '@/shared/testing/test-i18n';
import { StudentLayout } from '../layouts/StudentLayout';
import { SessionQuery } from '../session/session-query';
import { RequireScholar } from './RequireScholar';

afterEach(cleanup);

type Me = Omit<Session['me'], '__typename' | ' $fragmentRefs'> & { name: string; email: string };

const SCHOLAR: Me = {
  id: 'u-1',
  name: 'Amani Juma',
  email: 'amani@example.org',
  role: Role.Student,
  viewerCanAccessAdmin: false,
  viewerIsScholar: true,
};
const ADMIN: Me = {
  id: 'u-9',
  name: 'Neema Said',
  email: 'neema@example.org',
  role: Role.Admin,
  viewerCanAccessAdmin: true,
  viewerIsScholar: false,
};

const PREFERENCES = { __typename: 'AccountPreferences', language: 'en', timezone: 'Africa/Dar_es_Salaam', dateFormat: 'DD/MM/YYYY' };

function openAs(me: Me, path: string) {
  // Nothing is asked of the server: the layouts and guards read the session from the cache (cache-only).
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
  client.writeQuery({ query: SessionQuery, data: { me: { __typename: 'Profile', ...me }, accountPreferences: PREFERENCES } as never });
  const page = (title: string) => <h2>{title}</h2>;
  const router = createMemoryRouter(
    [
      {
        Component: StudentLayout,
        children: [
          {
            Component: RequireScholar,
            children: ['/home', '/profile', '/results', '/payments', '/announcements', '/mentorship'].map((p) => ({
              path: p,
              element: page(p),
            })),
          },
          { path: '/settings', element: page('/settings') },
        ],
      },
      { path: '/admin', element: page('/admin') },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestI18n>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </TestI18n>,
  );
  return router;
}

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('RequireScholar', () => {
  it.each(['/home', '/profile', '/results', '/payments', '/announcements', '/mentorship'])(
    'sends an administrator who opens %s to the admin area',
    async (path) => {
      const router = openAs(ADMIN, path);
      expect(await screen.findByRole('heading', { name: '/admin' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/admin');
    },
  );

  it.each(['/home', '/results', '/mentorship'])('shows %s to a scholar, in the student sidebar', async (path) => {
    const router = openAs(SCHOLAR, path);
    expect(await screen.findByRole('heading', { name: path })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(sidebarLinks()).toEqual(['/home', '/profile', '/results', '/payments', '/announcements', '/mentorship', '/settings']);
  });

  it('lets an administrator open the settings everyone shares, with the admin sidebar and no scholar screen offered', async () => {
    openAs(ADMIN, '/settings');
    expect(await screen.findByRole('heading', { name: '/settings' })).toBeTruthy();
    expect(screen.getByText('Administration')).toBeTruthy();
    const links = sidebarLinks();
    expect(links[0]).toBe('/admin');
    for (const scholarOnly of ['/home', '/profile', '/results', '/payments', '/announcements', '/mentorship'])
      expect(links, scholarOnly).not.toContain(scholarOnly);
  });
});
