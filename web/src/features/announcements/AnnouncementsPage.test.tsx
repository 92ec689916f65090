/** @vitest-environment happy-dom */
// The announcements list's faces as the route loads it: loading, empty, failure with a retry, and the
// list (pinned first); and the filters from the address that match nothing, with Clear filters.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import { announcementsRoute } from './announcements-route';
import { AnnouncementsPage } from './AnnouncementsPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const request = { query: announcementsRoute.query };
const base = {
  __typename: 'Announcement' as const,
  senderName: 'Programme Office',
  category: 'all' as const,
  pinned: false,
  tags: [] as string[],
  requiresAcknowledgement: false,
  acknowledgedAt: null,
};
const reminder = {
  ...base,
  id: 'a-1',
  title: 'Reminder: mentorship session on Saturday',
  content: 'Please note the mentorship session starts at 10:00.',
  createdAt: '2025-02-03T08:00:00.000Z',
  priority: 'medium' as const,
  tags: ['mentorship'],
};
const pinned = {
  ...base,
  id: 'a-2',
  title: 'Stipend dates for batch 1',
  content: 'Stipends for batch 1 are paid on the 5th of each month.',
  createdAt: '2025-01-10T08:00:00.000Z',
  priority: 'low' as const,
  category: 'batch1' as const,
  pinned: true,
  tags: ['payment', 'batch1'],
};
const answer = (announcements: unknown[]) => ({ data: { __typename: 'Query', announcements } });

const list = () => screen.findByRole('list', { name: 'Announcements' });
/** Each announcement's tag chips, in the list's order. */
const tagsOf = (announcements: HTMLElement) =>
  within(announcements)
    .getAllByRole('list')
    .map((tags) =>
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    );
const tagOptions = () =>
  Array.from(screen.getByRole<HTMLSelectElement>('combobox', { name: /^(Tag|Lebo)$/ }).options, (option) => option.text);
const titles = (within_: HTMLElement) =>
  within(within_)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('AnnouncementsPage', () => {
  it('says it is loading while the answer has not arrived', async () => {
    renderPage(AnnouncementsPage, { loader: announcementsRoute.loader, mocks: [{ request, result: answer([]), delay: Infinity }] });
    expect(await screen.findByText('Loading announcements...')).toBeTruthy();
  });

  it('lists the announcements pinned first, then the newest, all unread', async () => {
    renderPage(AnnouncementsPage, { loader: announcementsRoute.loader, mocks: [{ request, result: answer([reminder, pinned]) }] });
    const announcements = await list();
    expect(titles(announcements)).toEqual(['Stipend dates for batch 1', 'Reminder: mentorship session on Saturday']);
    expect(within(announcements).getByRole('link', { name: 'Stipend dates for batch 1' }).getAttribute('href')).toBe('/announcements/a-2');
    expect(screen.getByTestId('unread-count').textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Mark as read: Stipend dates for batch 1' })).toBeTruthy();
    expect(tagsOf(announcements)).toEqual([['Payment', 'Batch 1'], ['Mentorship']]);
    expect(tagOptions()).toEqual([
      'Any tag',
      'Scholarship',
      'Application',
      'Deadline',
      'Payment',
      'Mentorship',
      'Batch 1',
      'Batch 2',
      'Documents',
      'Academic',
      'Orientation',
    ]);
  });

  it('shows the empty face when there are no announcements', async () => {
    renderPage(AnnouncementsPage, { loader: announcementsRoute.loader, mocks: [{ request, result: answer([]) }] });
    expect(await screen.findByText('No announcements yet')).toBeTruthy();
    expect(screen.getByText('Messages from the programme will appear here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows the gateway’s message on a failure, and Try again shows the answer', async () => {
    const failure = {
      errors: [{ message: 'The announcements service is down for maintenance.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    };
    const { user } = renderPage(AnnouncementsPage, {
      loader: announcementsRoute.loader,
      mocks: [
        { request, result: failure },
        { request, result: answer([reminder]) },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to load announcements at this time. Please try again later.');
    expect(alert.textContent).toContain('The announcements service is down for maintenance.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(titles(await list())).toEqual(['Reminder: mentorship session on Saturday']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says no announcement matches the address’s filters, and Clear filters shows them all without asking again', async () => {
    const askedAgain = vi.fn(() => true);
    const { user, router } = renderPage(AnnouncementsPage, {
      loader: announcementsRoute.loader,
      shouldRevalidate: announcementsRoute.shouldRevalidate,
      path: '/announcements?priority=urgent&q=stipend',
      mocks: [
        { request, result: answer([reminder, pinned]) },
        { request: { ...request, variables: askedAgain }, result: answer([]) },
      ],
    });
    expect(await screen.findByText('No announcements match your filters')).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Priority' }).value).toBe('urgent');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('stipend');
    expect(screen.queryByRole('list', { name: 'Announcements' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(titles(await list())).toEqual(['Stipend dates for batch 1', 'Reminder: mentorship session on Saturday']);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('No announcements match your filters')).toBeNull();
    expect(askedAgain).not.toHaveBeenCalled();
  });

  it('shows only what the address’s filters match', async () => {
    renderPage(AnnouncementsPage, {
      loader: announcementsRoute.loader,
      path: '/announcements?category=batch1&tag=payment',
      mocks: [{ request, result: answer([reminder, pinned]) }],
    });
    expect(titles(await list())).toEqual(['Stipend dates for batch 1']);
  });
});

describe('AnnouncementsPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('lists the announcements in Kiswahili, counting the unread ones in the plural and the singular', async () => {
    const { user } = renderPage(AnnouncementsPage, {
      loader: announcementsRoute.loader,
      mocks: [{ request, result: answer([reminder, pinned]) }],
      i18n: { locale: 'sw' },
    });
    const announcements = await screen.findByRole('list', { name: 'Matangazo' });
    expect(screen.getByRole('search', { name: 'Chuja matangazo' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Tafuta' })).toBeTruthy();
    expect(screen.getByTestId('unread-count').parentElement?.textContent).toBe('2 hayajasomwa');
    expect(within(announcements).getAllByText('Halijasomwa')).toHaveLength(2);
    expect(within(announcements).getByText('Programme Office · 03/02/2025')).toBeTruthy();
    expect(within(announcements).getByText('Wastani')).toBeTruthy();
    expect(within(announcements).getAllByText('Kundi la 1')).toHaveLength(2);
    expect(tagsOf(announcements)).toEqual([['Malipo', 'Kundi la 1'], ['Ushauri wa kitaaluma']]);
    expect(tagOptions()).toContain('Tarehe ya mwisho');
    expect(tagOptions()).toContain('Kundi la 2');
    await user.click(screen.getByRole('button', { name: 'Weka kuwa limesomwa: Stipend dates for batch 1' }));
    expect(screen.getByTestId('unread-count').parentElement?.textContent).toBe('1 halijasomwa');
    expect(screen.getByRole('button', { name: 'Weka yote kuwa yamesomwa' })).toBeTruthy();
  });
});
