import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  isTimeZone,
  notificationChanges,
  notificationsView,
  preferenceChanges,
  preferencesView,
  privacyChanges,
  privacyView,
} from './preference-rules.js';

describe('defaults (docs/behaviour.md §3: notifications announcements on, payments on)', () => {
  it('reads an account that never changed anything', () => {
    expect(notificationsView(DEFAULT_SETTINGS)).toEqual({ announcements: true, payments: true });
    expect(preferencesView(DEFAULT_SETTINGS)).toEqual({
      notifications: { announcements: true, payments: true },
      language: 'en',
      timezone: 'Africa/Dar_es_Salaam',
      dateFormat: 'DD/MM/YYYY',
      securityEmail: null,
      twoFactorEnabled: false,
    });
    expect(privacyView(DEFAULT_SETTINGS)).toEqual({ showProfileToBatch: true, shareResultsWithMentors: false });
  });
});

describe('preferenceChanges', () => {
  it.each([
    [{}, { changes: {} }],
    [{ language: 'sw' }, { changes: { language: 'sw' } }],
    [{ language: 'fr' }, { problem: 'Language must be en or sw' }],
    [{ timezone: 'Africa/Nairobi' }, { changes: { timezone: 'Africa/Nairobi' } }],
    [{ timezone: 'Mars/Olympus' }, { problem: 'Unknown time zone' }],
    [{ timezone: '' }, { problem: 'Unknown time zone' }],
    [{ dateFormat: 'YYYY-MM-DD' }, { changes: { dateFormat: 'YYYY-MM-DD' } }],
    [{ dateFormat: 'D.M.Y' }, { problem: 'Date format must be one of DD/MM/YYYY, MM/DD/YYYY, YYYY-MM-DD' }],
    [{ notifications: { payments: false } }, { changes: { notifyPayments: false } }],
    [
      { notifications: { announcements: false, payments: true }, language: 'en' },
      { changes: { notifyAnnouncements: false, notifyPayments: true, language: 'en' } },
    ],
  ])('%j -> %j', (body, expected) => {
    expect(preferenceChanges(body)).toEqual(expected);
  });
});

describe('notificationChanges and privacyChanges keep only what was sent', () => {
  it.each([
    [{}, {}],
    [{ announcements: false }, { notifyAnnouncements: false }],
    [
      { announcements: true, payments: false },
      { notifyAnnouncements: true, notifyPayments: false },
    ],
  ])('notifications %j -> %j', (body, expected) => {
    expect(notificationChanges(body)).toEqual(expected);
  });

  it.each([
    [{}, {}],
    [{ shareResultsWithMentors: true }, { shareResultsWithMentors: true }],
    [
      { showProfileToBatch: false, shareResultsWithMentors: false },
      { showProfileToBatch: false, shareResultsWithMentors: false },
    ],
  ])('privacy %j -> %j', (body, expected) => {
    expect(privacyChanges(body)).toEqual(expected);
  });
});

describe('isTimeZone', () => {
  it.each([
    ['Africa/Dar_es_Salaam', true],
    ['UTC', true],
    ['Europe/London', true],
    ['Nowhere/Town', false],
    ['  ', false],
  ])('%j -> %s', (zone, expected) => {
    expect(isTimeZone(zone)).toBe(expected);
  });
});
