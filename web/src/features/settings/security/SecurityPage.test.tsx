/** @vitest-environment happy-dom */
// The security page's faces as the route loads it: loading, failure with the gateway's message and a retry,
// and the security e-mail and two-factor cards drawn from the answer. The preferences have no empty face.
// The sessions and activity cards below read their own lists (their faces: SessionsCard.test.tsx and
// ActivityCard.test.tsx), so a failure of the page's own answer leaves them standing.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccountActivityDocument, AccountSessionsDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { SETTINGS_FAILED } from '../settings-failures';
import { securityRoute } from './security-route';
import { SecurityPage } from './SecurityPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const request = { query: securityRoute.query };
const path = '/settings/security';
const answer = {
  __typename: 'Query',
  accountPreferences: { __typename: 'AccountPreferences', securityEmail: 'amina.backup@example.org', twoFactorEnabled: true },
};
const answered: MockedOperation = { request, result: { data: answer } };

// What the cards below ask for themselves.
const sessions: MockedOperation = {
  request: { query: AccountSessionsDocument },
  result: {
    data: {
      __typename: 'Query',
      accountSessions: [
        {
          __typename: 'AccountSession',
          id: 's-1',
          device: { __typename: 'Device', browser: 'CHROME', os: 'WINDOWS', program: null },
          ip: '196.41.0.7',
          createdAt: '2025-03-01T09:30:00.000Z',
          lastSeenAt: '2025-03-02T18:05:00.000Z',
          current: true,
        },
      ],
    },
  },
};
const activity: MockedOperation = {
  request: { query: AccountActivityDocument, variables: { limit: 50, offset: 0 } },
  result: {
    data: {
      __typename: 'Query',
      accountActivity: {
        __typename: 'ActivityPage',
        total: 1,
        limit: 50,
        offset: 0,
        items: [
          {
            __typename: 'ActivityEntry',
            id: 'a-1',
            kind: 'LOGIN',
            device: { __typename: 'Device', browser: 'CHROME', os: 'WINDOWS', program: null },
            ip: '196.41.0.7',
            createdAt: '2025-03-02T18:05:00.000Z',
          },
        ],
      },
    },
  },
};

const region = (name: string) => screen.getByRole('region', { name });

describe('SecurityPage', () => {
  it('says it is loading while the answer has not arrived, under the settings tabs', async () => {
    renderPage(SecurityPage, { loader: securityRoute.loader, mocks: [{ ...answered, delay: Infinity }, sessions, activity], path });
    expect((await screen.findByRole('status')).textContent).toBe('Loading your security settings...');
    expect(screen.getByRole('navigation', { name: 'Settings sections' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Two-factor authentication' })).toBeNull();
  });

  it('shows the saved security e-mail and two-factor state, with the cards below', async () => {
    renderPage(SecurityPage, { loader: securityRoute.loader, mocks: [answered, sessions, activity], path });
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Security e-mail' })).toHaveProperty('value', 'amina.backup@example.org');
    expect(within(region('Two-factor authentication')).getByText('On')).toBeTruthy();
    expect(await within(region('Active sessions')).findByText('Chrome on Windows')).toBeTruthy();
    expect(await within(region('Recent activity')).findByText('Signed in')).toBeTruthy();
    expect(region('Your data')).toBeTruthy();
    expect(region('Delete account')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Security' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the gateway’s message on a failure, keeps the cards below, and Try again shows the answer', async () => {
    const failure = { errors: [{ message: 'Failed to load security settings', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
    const { user } = renderPage(SecurityPage, {
      loader: securityRoute.loader,
      mocks: [{ request, result: failure }, answered, sessions, activity],
      path,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Security settings unavailable');
    expect(alert.textContent).toContain('Failed to load security settings');
    expect(screen.queryByRole('textbox', { name: 'Security e-mail' })).toBeNull();
    expect(await within(region('Active sessions')).findByText('Chrome on Windows')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Security e-mail' })).toHaveProperty('value', 'amina.backup@example.org');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the settings could not be reached when the failure carries no message', async () => {
    renderPage(SecurityPage, {
      loader: securityRoute.loader,
      mocks: [{ request, error: new Error('Response not successful: Received status code 502') }, sessions, activity],
      path,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Security settings unavailable');
    expect(alert.textContent).toContain(SETTINGS_FAILED);
  });
});

describe('SecurityPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('words every card in Kiswahili, dates and times in the reader’s format', async () => {
    renderPage(SecurityPage, { loader: securityRoute.loader, mocks: [answered, sessions, activity], path, i18n: { locale: 'sw' } });
    expect(await screen.findByRole('heading', { name: 'Uthibitishaji wa hatua mbili' })).toBeTruthy();
    expect(within(region('Uthibitishaji wa hatua mbili')).getByText('Umewashwa')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Barua pepe ya usalama' })).toHaveProperty('value', 'amina.backup@example.org');
    const device = await within(region('Vipindi vya kuingia vinavyoendelea')).findByRole('listitem', { name: 'Chrome kwenye Windows' });
    expect(device.textContent).toContain('Kifaa hiki');
    expect(device.textContent).toContain('196.41.0.7 · kiliingia 01/03/2025 12:30 · kilionekana mara ya mwisho 02/03/2025 21:05');
    const activityCard = region('Shughuli za karibuni');
    expect(await within(activityCard).findByText('Inaonyesha 1–1 kati ya 1')).toBeTruthy();
    expect(within(activityCard).getByRole('listitem').textContent).toContain('Kuingia');
    expect(within(activityCard).getByRole('listitem').textContent).toContain('Chrome kwenye Windows · 196.41.0.7');
    expect(within(activityCard).getByRole('button', { name: 'Za zamani' })).toHaveProperty('disabled', true);
    expect(region('Data yako')).toBeTruthy();
    expect(region('Futa akaunti')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Usalama' }).getAttribute('aria-current')).toBe('page');
  });

  it('says in Kiswahili that the settings could not be reached when the failure carries no message', async () => {
    renderPage(SecurityPage, {
      loader: securityRoute.loader,
      mocks: [{ request, error: new Error('Response not successful: Received status code 502') }, sessions, activity],
      path,
      i18n: { locale: 'sw' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Mipangilio ya usalama haipatikani');
    expect(alert.textContent).toContain('Imeshindikana kufikia mipangilio yako. Tafadhali jaribu tena baadaye.');
    expect(within(alert).getByRole('button', { name: 'Jaribu tena' })).toBeTruthy();
  });
});
