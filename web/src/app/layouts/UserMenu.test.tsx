/** @vitest-environment happy-dom */
// The user menu of the top bar: who is signed in and in which role, their account pages, and Sign Out, which
// does what the sidebar's does (tells the server, forgets the session whatever it answered, goes to /login).
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '@/gql';
import { LogoutDocument, Role, type UserMenu_ProfileFragment as Profile } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import type { Locale } from '@/shared/i18n/display-preferences';
import { getToken, saveSession } from '@/shared/session/session';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { UserMenu, UserMenu_ProfileFragment } from './UserMenu';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const scholar = {
  __typename: 'Profile' as const,
  name: 'Amani Juma',
  email: 'amani@example.org',
  role: Role.Student,
  viewerCanAccessAdmin: false,
};
const officer = {
  __typename: 'Profile' as const,
  name: 'Neema Said',
  email: 'neema@example.org',
  role: Role.Admin,
  viewerCanAccessAdmin: true,
};

// The menu's button is named by its visible words: 'Account menu for' and the name, in the reader's language.
type Reader = { locale?: Locale; opens?: string };

async function openMenu(profile: Profile, mocks: MockedOperation[] = [], { locale = 'en', opens = 'Account menu for' }: Reader = {}) {
  saveSession('token-1', { id: 'u-1', name: profile.name, email: profile.email, role: profile.role });
  const rendered = renderWithApollo(
    <Routes>
      <Route path="/home" element={<UserMenu profile={makeFragmentData(profile, UserMenu_ProfileFragment)} />} />
      <Route path="/login" element={<p>Sign-in page</p>} />
    </Routes>,
    { mocks, path: '/home', i18n: { locale } },
  );
  const button = screen.getByRole('button', { name: new RegExp(`^${opens} ${profile.name}`) });
  await rendered.user.click(button);
  // The panel the button opens (aria-controls).
  const panel = within(document.getElementById(button.getAttribute('aria-controls')!)!);
  return { ...rendered, panel };
}

describe('UserMenu', () => {
  it('shows a scholar their name, e-mail and role, their profile and settings', async () => {
    const { panel } = await openMenu(scholar);
    expect(panel.getByText('Scholar')).toBeTruthy();
    expect(panel.getByText('amani@example.org')).toBeTruthy();
    expect(panel.getByRole('link', { name: 'My profile' }).getAttribute('href')).toBe('/profile');
    expect(panel.getByRole('link', { name: 'Account settings' }).getAttribute('href')).toBe('/settings');
  });

  it('shows an administrator their role, without a scholar profile to open', async () => {
    const { panel } = await openMenu(officer);
    expect(panel.getByText('Administrator')).toBeTruthy();
    expect(panel.queryByRole('link', { name: 'My profile' })).toBeNull();
    expect(panel.getByRole('link', { name: 'Account settings' })).toBeTruthy();
  });

  it('signs out: tells the server, forgets the session and goes to the sign-in page', async () => {
    const asked = vi.fn(() => ({ data: { logout: { __typename: 'ActionResult', ok: true, message: 'Signed out' } } }));
    const { user, panel } = await openMenu(scholar, [{ request: { query: LogoutDocument }, result: asked }]);
    await user.click(panel.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });

  it('forgets the session even when the server cannot be reached (docs/behaviour.md §4)', async () => {
    const { user, panel } = await openMenu(officer, [{ request: { query: LogoutDocument }, error: new Error('Failed to fetch') }]);
    await user.click(panel.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(getToken()).toBeNull();
  });
});

describe('UserMenu in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('names the menu, the role and the account pages in Kiswahili', async () => {
    const { panel } = await openMenu(scholar, [], { locale: 'sw', opens: 'Menyu ya akaunti ya' });
    expect(panel.getByText('Mwanafunzi')).toBeTruthy();
    expect(panel.getByRole('link', { name: 'Wasifu wangu' }).getAttribute('href')).toBe('/profile');
    expect(panel.getByRole('link', { name: 'Mipangilio ya akaunti' }).getAttribute('href')).toBe('/settings');
    expect(panel.getByRole('button', { name: 'Toka' })).toBeTruthy();
  });
});
