/** @vitest-environment happy-dom */
// The account's activity log as a person reads it: loading, empty, failure with the gateway's message and a
// retry, the entries, and paging 50 at a time (docs/behaviour.md §9: limit 50, offset 0): Older and Newer ask for the
// neighbouring page's offset, the page shown stays while the next one loads, and a page that fails shows
// the failure rather than the page before.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccountActivityDocument, type ActivityKind } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderWithApollo, type MockedOperation } from '@/shared/testing/render-with-apollo';
import { SETTINGS_FAILED } from '../settings-failures';
import { ActivityCard } from './ActivityCard';

afterEach(cleanup);

type Device = { __typename: 'Device'; browser: string | null; os: string | null; program: string | null };
type Entry = { id: string; kind: ActivityKind; device: Device; ip: string | null; createdAt: string };

const device = (browser: string | null, os: string | null, program: string | null = null): Device => ({
  __typename: 'Device',
  browser,
  os,
  program,
});
const chromeOnWindows = device('CHROME', 'WINDOWS');

/** Sign-in number n, from address 10.0.0.n: the address tells the entries apart. */
const signIn = (n: number): Entry => ({
  id: `a-${n}`,
  kind: 'LOGIN',
  device: chromeOnWindows,
  ip: `10.0.0.${n}`,
  createdAt: '2025-03-01T09:30:00.000Z',
});

/** Entries number `from` to `to`, newest first as the gateway answers them. */
const entries = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => signIn(from + i));

function page(offset: number, total: number, items: Entry[]) {
  return {
    data: {
      __typename: 'Query',
      accountActivity: {
        __typename: 'ActivityPage',
        total,
        limit: 50,
        offset,
        items: items.map((item) => ({ __typename: 'ActivityEntry', ...item })),
      },
    },
  };
}

const request = (offset: number) => ({ query: AccountActivityDocument, variables: { limit: 50, offset } });
const answer = (offset: number, total: number, items: Entry[]): MockedOperation => ({
  request: request(offset),
  result: page(offset, total, items),
});

const newer = () => screen.getByRole('button', { name: 'Newer' });
const older = () => screen.getByRole('button', { name: 'Older' });
const disabled = (button: HTMLElement) => (button as HTMLButtonElement).disabled;
/** The address of each entry shown. */
const shown = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.lastElementChild?.textContent?.split(' · ')[1]);

describe('ActivityCard', () => {
  it('says it is loading while the first page has not arrived', async () => {
    renderWithApollo(<ActivityCard />, { mocks: [{ ...answer(0, 1, [signIn(1)]), delay: Infinity }] });
    expect((await screen.findByRole('status')).textContent).toBe('Loading your account activity...');
    expect(screen.getByRole('heading', { name: 'Recent activity' })).toBeTruthy();
  });

  it('shows the empty face when nothing has happened yet', async () => {
    renderWithApollo(<ActivityCard />, { mocks: [answer(0, 0, [])] });
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Older' })).toBeNull();
  });

  it('lists each entry with its device, address and time, and one page has nowhere to go', async () => {
    const unknown = { ...signIn(2), kind: 'PASSWORD_CHANGED' as const, device: device('FIREFOX', 'LINUX'), ip: null };
    renderWithApollo(<ActivityCard />, { mocks: [answer(0, 2, [signIn(1), unknown])] });
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual(['Signed in', 'Password changed']);
    const when = '01/03/2025 12:30';
    expect(items[0]?.lastElementChild?.textContent).toBe(`Chrome on Windows · 10.0.0.1 · ${when}`);
    expect(items[1]?.lastElementChild?.textContent).toBe(`Firefox on Linux · unknown address · ${when}`);
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
    expect(disabled(newer())).toBe(true);
    expect(disabled(older())).toBe(true);
  });

  it('shows the gateway’s message on a failure, and Try again shows the entries', async () => {
    const failure = { errors: [{ message: 'Failed to load account activity', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
    const { user } = renderWithApollo(<ActivityCard />, { mocks: [{ request: request(0), result: failure }, answer(0, 1, [signIn(1)])] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Activity unavailable');
    expect(alert.textContent).toContain('Failed to load account activity');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Signed in')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the settings could not be reached when the failure carries no message', async () => {
    renderWithApollo(<ActivityCard />, {
      mocks: [{ request: request(0), error: new Error('Response not successful: Received status code 502') }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SETTINGS_FAILED);
  });

  it('asks for the next page’s offset with Older, and the previous one’s with Newer', async () => {
    const { user } = renderWithApollo(<ActivityCard />, {
      mocks: [answer(0, 120, entries(1, 50)), answer(50, 120, entries(51, 100)), answer(100, 120, entries(101, 120))],
    });
    expect(await screen.findByText('Showing 1–50 of 120')).toBeTruthy();
    expect(disabled(newer())).toBe(true);
    await user.click(older());
    expect(await screen.findByText('Showing 51–100 of 120')).toBeTruthy();
    expect(shown()[0]).toBe('10.0.0.51');
    await user.click(older());
    expect(await screen.findByText('Showing 101–120 of 120')).toBeTruthy();
    expect(shown()).toHaveLength(20);
    expect(shown()[0]).toBe('10.0.0.101');
    expect(disabled(older())).toBe(true);
    // Back one page: offset 50, already read, so shown from the cache.
    await user.click(newer());
    expect(await screen.findByText('Showing 51–100 of 120')).toBeTruthy();
    expect(shown()[0]).toBe('10.0.0.51');
    expect(disabled(newer())).toBe(false);
  });

  it('keeps the page shown, marked busy and with paging held, while the next one loads', async () => {
    const { user } = renderWithApollo(<ActivityCard />, {
      mocks: [answer(0, 120, entries(1, 50)), { ...answer(50, 120, entries(51, 100)), delay: Infinity }],
    });
    await screen.findByText('Showing 1–50 of 120');
    await user.click(older());
    expect((await screen.findByRole('list', { busy: true })).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Showing 1–50 of 120')).toBeTruthy();
    expect(shown()[0]).toBe('10.0.0.1');
    expect(disabled(older())).toBe(true);
    expect(disabled(newer())).toBe(true);
  });

  it('shows a page’s failure rather than the page before, and Try again asks for that page again', async () => {
    const failure = { errors: [{ message: 'Failed to load account activity', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
    const { user } = renderWithApollo(<ActivityCard />, {
      mocks: [answer(0, 120, entries(1, 50)), { request: request(50), result: failure }, answer(50, 120, entries(51, 100))],
    });
    await screen.findByText('Showing 1–50 of 120');
    await user.click(older());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load account activity');
    expect(screen.queryByText(/10\.0\.0\.1 /)).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 51–100 of 120')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ActivityCard in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('says every kind of activity and device in Kiswahili', async () => {
    const entries: Entry[] = [
      { ...signIn(1), kind: 'PREFERENCES_CHANGED', device: device('CHROME', 'LINUX') },
      { ...signIn(2), kind: 'LOGIN', device: device(null, 'ANDROID') },
      { ...signIn(3), kind: 'OTHER', device: device(null, null, 'curl') },
      { ...signIn(4), kind: 'LOGIN_FAILED', device: device(null, null), ip: null },
    ];
    renderWithApollo(<ActivityCard />, { mocks: [answer(0, 4, entries)], i18n: { locale: 'sw' } });
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      'Mapendeleo yamebadilishwa',
      'Kuingia',
      'Shughuli ya akaunti',
      'Jaribio la kuingia limeshindikana',
    ]);
    expect(items.map((item) => item.lastElementChild?.textContent?.split(' · ').slice(0, 2).join(' · '))).toEqual([
      'Chrome kwenye Linux · 10.0.0.1',
      'Kifaa cha Android · 10.0.0.2',
      'curl · 10.0.0.3',
      'Kifaa kisichojulikana · anwani isiyojulikana',
    ]);
  });
});
