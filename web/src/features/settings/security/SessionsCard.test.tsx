/** @vitest-environment happy-dom */
// The devices signed in to the account as a person sees them: loading, failure with the gateway's message
// and a retry, the list (this device marked and not revocable), and signing other devices out: what is sent,
// the gateway's words, and the list as read again afterwards.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountActivityDocument, AccountSessionsDocument, RevokeOtherSessionsDocument, RevokeSessionDocument } from '@/gql/graphql';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { SETTINGS_FAILED } from '../settings-failures';
import { ActivityCard } from './ActivityCard';
import { SessionsCard } from './SessionsCard';

afterEach(cleanup);

const device = (browser: string, os: string) => ({ __typename: 'Device' as const, browser, os, program: null });
const session = (id: string, [browser, os]: [string, string], ip: string | null, current = false) => ({
  __typename: 'AccountSession' as const,
  id,
  device: device(browser, os),
  ip,
  createdAt: '2025-03-01T09:30:00.000Z',
  lastSeenAt: '2025-03-02T18:05:00.000Z',
  current,
});
const laptop = session('s-1', ['CHROME', 'WINDOWS'], '196.41.0.7', true);
const phone = session('s-2', ['SAFARI', 'IPHONE'], null);
const tablet = session('s-3', ['FIREFOX', 'ANDROID'], '41.59.12.3');

const request = { query: AccountSessionsDocument };
const listed = (...sessions: ReturnType<typeof session>[]): MockedOperation => ({
  request,
  result: { data: { __typename: 'Query', accountSessions: sessions } },
});
const actionResult = (field: string, message: string) => ({
  data: { __typename: 'Mutation', [field]: { __typename: 'ActionResult', ok: true, message } },
});
const refusal = (message: string) => ({ errors: [{ message, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] });

const devices = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));
const row = (device: string) => screen.getByRole('listitem', { name: device });

describe('SessionsCard', () => {
  it('says it is loading while the list has not arrived', async () => {
    renderWithApollo(<SessionsCard />, { mocks: [{ ...listed(laptop), delay: Infinity }] });
    expect((await screen.findByRole('status')).textContent).toBe('Loading your sessions...');
    expect(screen.getByRole('heading', { name: 'Active sessions' })).toBeTruthy();
  });

  it('lists each device; this one is marked and cannot be revoked, the others can', async () => {
    renderWithApollo(<SessionsCard />, { mocks: [listed(laptop, phone, tablet)] });
    await screen.findByRole('list');
    expect(devices()).toEqual(['Chrome on Windows', 'Safari on iPhone', 'Firefox on Android']);
    expect(within(row('Chrome on Windows')).getByText('This device')).toBeTruthy();
    expect(within(row('Chrome on Windows')).queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(within(row('Safari on iPhone')).queryByText('This device')).toBeNull();
    expect(within(row('Safari on iPhone')).getByRole('button', { name: 'Revoke' })).toBeTruthy();
    const signedIn = '01/03/2025 12:30';
    const lastSeen = '02/03/2025 21:05';
    expect(within(row('Safari on iPhone')).getByText(`Unknown address · signed in ${signedIn} · last seen ${lastSeen}`)).toBeTruthy();
    expect(within(row('Firefox on Android')).getByText(`41.59.12.3 · signed in ${signedIn} · last seen ${lastSeen}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeTruthy();
  });

  it('offers nothing to sign out when this is the only device', async () => {
    renderWithApollo(<SessionsCard />, { mocks: [listed(laptop)] });
    await screen.findByRole('list');
    expect(devices()).toEqual(['Chrome on Windows']);
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  });

  it('shows the gateway’s message on a failure, and Try again shows the list', async () => {
    const { user } = renderWithApollo(<SessionsCard />, {
      mocks: [{ request, result: refusal('Failed to load sessions') }, listed(laptop, phone)],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sessions unavailable');
    expect(alert.textContent).toContain('Failed to load sessions');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list');
    expect(devices()).toEqual(['Chrome on Windows', 'Safari on iPhone']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the settings could not be reached when the failure carries no message', async () => {
    renderWithApollo(<SessionsCard />, { mocks: [{ request, error: new Error('Response not successful: Received status code 502') }] });
    expect((await screen.findByRole('alert')).textContent).toContain(SETTINGS_FAILED);
  });

  it('revokes another device by its id, says what the gateway said, and shows both lists read again', async () => {
    const activity = (kinds: string[]): MockedOperation => ({
      request: { query: AccountActivityDocument, variables: { limit: 50, offset: 0 } },
      result: {
        data: {
          __typename: 'Query',
          accountActivity: {
            __typename: 'ActivityPage',
            total: kinds.length,
            limit: 50,
            offset: 0,
            items: kinds.map((kind, i) => ({
              __typename: 'ActivityEntry',
              id: `a-${kinds.length - i}`,
              kind,
              device: device('CHROME', 'WINDOWS'),
              ip: '196.41.0.7',
              createdAt: '2025-03-02T18:05:00.000Z',
            })),
          },
        },
      },
    });
    // The activity card beside it, as on the security page: the revoke is recorded there too.
    const { user } = renderWithApollo(
      <>
        <SessionsCard />
        <ActivityCard />
      </>,
      {
        mocks: [
          listed(laptop, phone, tablet),
          activity(['LOGIN']),
          { request: { query: RevokeSessionDocument, variables: { id: 's-2' } }, result: actionResult('revokeSession', 'Session revoked') },
          listed(laptop, tablet),
          activity(['SESSION_REVOKED', 'LOGIN']),
        ],
      },
    );
    const sessions = within(await screen.findByRole('region', { name: 'Active sessions' }));
    const recent = within(screen.getByRole('region', { name: 'Recent activity' }));
    await recent.findByText('Signed in');
    // Both lists answer on their own: wait for the device list itself, not only its card.
    const phoneRow = await sessions.findByRole('listitem', { name: 'Safari on iPhone' });
    await user.click(within(phoneRow).getByRole('button', { name: 'Revoke' }));
    expect((await screen.findByRole('status')).textContent).toBe('Session revoked');
    expect(sessions.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Chrome on Windows',
      'Firefox on Android',
    ]);
    expect(recent.getByText('A session was signed out')).toBeTruthy();
    expect(recent.getByText('Showing 1–2 of 2')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the gateway’s reason when a revoke is refused, and keeps the list', async () => {
    const { user } = renderWithApollo(<SessionsCard />, {
      mocks: [
        listed(laptop, phone),
        { request: { query: RevokeSessionDocument, variables: { id: 's-2' } }, result: refusal('Failed to revoke session') },
      ],
    });
    await screen.findByRole('list');
    await user.click(within(row('Safari on iPhone')).getByRole('button', { name: 'Revoke' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to revoke session');
    expect(devices()).toEqual(['Chrome on Windows', 'Safari on iPhone']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(within(row('Safari on iPhone')).getByRole('button', { name: 'Revoke' })).toHaveProperty('disabled', false);
  });

  it('signs out all other devices, and only this one is left', async () => {
    const { user } = renderWithApollo(<SessionsCard />, {
      mocks: [
        listed(laptop, phone, tablet),
        { request: { query: RevokeOtherSessionsDocument }, result: actionResult('revokeOtherSessions', 'Signed out of 2 other sessions') },
        listed(laptop),
      ],
    });
    await screen.findByRole('list');
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect((await screen.findByRole('status')).textContent).toBe('Signed out of 2 other sessions');
    expect(devices()).toEqual(['Chrome on Windows']);
    expect(screen.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  });
});
