/** @vitest-environment happy-dom */
// The notifications-and-privacy page's faces as the route loads it: loading, failure with the gateway's
// message and a retry, and the three cards drawn from one answer. The answer has no empty face: the
// account always has preferences. A switch flipped is saved at once, and its answer becomes what the page
// shows (one AccountPreferences object in the cache).
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UpdateNotificationPreferencesDocument, UpdatePrivacySettingsDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { SETTINGS_FAILED } from '../settings-failures';
import { notificationsRoute } from './notifications-route';
import { NotificationsPage } from './NotificationsPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const request = { query: notificationsRoute.query };
const path = '/settings/notifications';
const answer = {
  __typename: 'Query',
  accountPreferences: {
    __typename: 'AccountPreferences',
    notifications: { __typename: 'NotificationPreferences', announcements: true, payments: false },
    language: 'sw',
    timezone: 'Africa/Nairobi',
    dateFormat: 'YYYY-MM-DD',
  },
  privacySettings: { __typename: 'PrivacySettings', showProfileToBatch: false, shareResultsWithMentors: true },
};
const answered: MockedOperation = { request, result: { data: answer } };

const card = (title: string) => screen.getByRole('region', { name: title });
const isOn = (label: string) => screen.getByRole<HTMLInputElement>('switch', { name: label }).checked;
const selected = (label: string) => screen.getByLabelText<HTMLSelectElement>(label).selectedOptions[0]?.textContent;

describe('NotificationsPage', () => {
  it('says it is loading while the answer has not arrived, under the settings tabs', async () => {
    renderPage(NotificationsPage, { loader: notificationsRoute.loader, mocks: [{ ...answered, delay: Infinity }], path });
    expect((await screen.findByRole('status')).textContent).toBe('Loading your preferences...');
    expect(screen.getByRole('navigation', { name: 'Settings sections' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows the saved e-mail notifications, language and dates, and privacy', async () => {
    renderPage(NotificationsPage, { loader: notificationsRoute.loader, mocks: [answered], path });
    expect(await screen.findByRole('heading', { name: 'E-mail notifications' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(within(card('E-mail notifications')).getAllByRole('switch')).toHaveLength(2);
    expect(isOn('Announcements')).toBe(true);
    expect(isOn('Payments')).toBe(false);
    expect(selected('Language')).toBe('Kiswahili');
    expect(selected('Time zone')).toBe('Africa/Nairobi');
    expect(selected('Date format')).toBe('YYYY-MM-DD');
    expect(within(card('Privacy')).getAllByRole('switch')).toHaveLength(2);
    expect(isOn('Show my profile to my batch')).toBe(false);
    expect(isOn('Share my results with mentors')).toBe(true);
    expect(screen.getByRole('link', { name: 'Notifications & privacy' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the gateway’s message on a failure, and Try again shows the answer', async () => {
    const failure = { errors: [{ message: 'Failed to load preferences', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
    const { user } = renderPage(NotificationsPage, {
      loader: notificationsRoute.loader,
      mocks: [{ request, result: failure }, answered],
      path,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Preferences unavailable');
    expect(alert.textContent).toContain('Failed to load preferences');
    expect(screen.queryByRole('switch')).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'E-mail notifications' })).toBeTruthy();
    expect(isOn('Announcements')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the settings could not be reached when the failure carries no message', async () => {
    renderPage(NotificationsPage, {
      loader: notificationsRoute.loader,
      mocks: [{ request, error: new Error('Response not successful: Received status code 502') }],
      path,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Preferences unavailable');
    expect(alert.textContent).toContain(SETTINGS_FAILED);
  });

  it('saves a flipped switch at once, says so, and shows the answer’s state', async () => {
    const saved: MockedOperation = {
      request: { query: UpdateNotificationPreferencesDocument, variables: { input: { payments: true } } },
      result: {
        data: {
          __typename: 'Mutation',
          updateNotificationPreferences: { __typename: 'NotificationPreferences', announcements: true, payments: true },
        },
      },
    };
    const { user } = renderPage(NotificationsPage, { loader: notificationsRoute.loader, mocks: [answered, saved], path });
    await user.click(await screen.findByRole('switch', { name: 'Payments' }));
    expect((await screen.findByRole('status')).textContent).toBe('Notification preferences updated.');
    expect(isOn('Payments')).toBe(true);
    expect(isOn('Announcements')).toBe(true);
  });

  it('says what the last change did in one toast: a second card’s change replaces the first’s message', async () => {
    const notified: MockedOperation = {
      request: { query: UpdateNotificationPreferencesDocument, variables: { input: { payments: true } } },
      result: {
        data: { updateNotificationPreferences: { __typename: 'NotificationPreferences', announcements: true, payments: true } },
      },
    };
    const madeVisible: MockedOperation = {
      request: { query: UpdatePrivacySettingsDocument, variables: { input: { showProfileToBatch: true } } },
      result: {
        data: { updatePrivacySettings: { __typename: 'PrivacySettings', showProfileToBatch: true, shareResultsWithMentors: true } },
      },
    };
    const { user } = renderPage(NotificationsPage, { loader: notificationsRoute.loader, mocks: [answered, notified, madeVisible], path });
    await user.click(await screen.findByRole('switch', { name: 'Payments' }));
    expect((await screen.findByRole('status')).textContent).toBe('Notification preferences updated.');
    await user.click(screen.getByRole('switch', { name: 'Show my profile to my batch' }));
    await screen.findByText('Privacy settings updated.');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['Privacy settings updated.']);
  });
});

describe('NotificationsPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('names the cards, switches and choices in Kiswahili', async () => {
    renderPage(NotificationsPage, { loader: notificationsRoute.loader, mocks: [answered], path, i18n: { locale: 'sw' } });
    expect(await screen.findByRole('heading', { name: 'Arifa kwa barua pepe' })).toBeTruthy();
    expect(isOn('Matangazo')).toBe(true);
    expect(isOn('Malipo')).toBe(false);
    expect(selected('Lugha')).toBe('Kiswahili');
    expect(selected('Mpangilio wa tarehe')).toBe('YYYY-MM-DD');
    expect(isOn('Shiriki matokeo yangu na washauri')).toBe(true);
    expect(within(card('Faragha')).getAllByRole('switch')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Hifadhi mapendeleo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Arifa na faragha' }).getAttribute('aria-current')).toBe('page');
  });
});
