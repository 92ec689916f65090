/** @vitest-environment happy-dom */
// The frame around a scholar's page in the reader's language: the page's title and subtitle in the top bar and
// the browser tab, the sidebar's links and the way out.
import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@/gql/graphql';
import { createCache } from '@/shared/api/cache';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import type { Locale } from '@/shared/i18n/display-preferences';
import { TestI18n } from '@/shared/testing/test-i18n';
import { meta } from '../page-titles';
import { SessionQuery } from '../session/session-query';
import { StudentLayout } from './StudentLayout';

afterEach(cleanup);
beforeAll(() => loadCatalogue('sw'));

const SCHOLAR = {
  __typename: 'Profile',
  id: 'u-1',
  name: 'Amani Juma',
  email: 'amani@example.org',
  role: Role.Student,
  viewerCanAccessAdmin: false,
  viewerIsScholar: true,
};
const PREFERENCES = { __typename: 'AccountPreferences', language: 'sw', timezone: 'Africa/Dar_es_Salaam', dateFormat: 'DD/MM/YYYY' };

function openPayments(locale: Locale) {
  // The layout reads the session from the cache only: nothing is asked of the server.
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
  client.writeQuery({ query: SessionQuery, data: { me: SCHOLAR, accountPreferences: PREFERENCES } as never });
  const router = createMemoryRouter(
    [{ Component: StudentLayout, children: [{ path: '/payments', handle: meta.payments, element: <p>The page</p> }] }],
    { initialEntries: ['/payments'] },
  );
  render(
    <TestI18n preferences={{ locale }}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </TestI18n>,
  );
}

describe('StudentLayout', () => {
  it('titles the page as docs/behaviour.md §2 words it', async () => {
    openPayments('en');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Payments');
    expect(screen.getByText('Submit a control number and review your payment submissions.')).toBeTruthy();
    expect(document.title).toBe('Payments · Nuru Yangu');
  });

  it('speaks Kiswahili to a reader who chose it', async () => {
    openPayments('sw');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Malipo');
    expect(screen.getByText('Wasilisha namba ya malipo na kagua malipo uliyowasilisha.')).toBeTruthy();
    expect(document.title).toBe('Malipo · Nuru Yangu');
    const nav = within(screen.getByRole('navigation', { name: 'Menyu kuu' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Ukurasa mkuu',
      'Wasifu',
      'Matokeo',
      'Malipo',
      'Matangazo',
      'Ushauri wa kitaaluma',
      'Mipangilio',
    ]);
    expect(screen.getByText('Mfumo wa Ufadhili wa Masomo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Toka' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fungua menyu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ruka hadi maudhui makuu' })).toBeTruthy();
  });
});
