/** @vitest-environment happy-dom */
// One announcement's faces as the route loads it: loading, not found (the empty face), failure with a
// retry, and the announcement in full, which opening marks read in this browser (docs/behaviour.md §4).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage, TEST_SCHOLAR } from '@/shared/testing/render-page';
import { announcementDetailRoute } from './announcement-detail-route';
import { AnnouncementDetailPage } from './AnnouncementDetailPage';
import { readStateKey } from './read-state';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const request = { query: announcementDetailRoute.query };
const pattern = '/announcements/:id';
const announcement = {
  __typename: 'Announcement' as const,
  id: 'a-2',
  title: 'Important: documents deadline',
  content: 'Upload your documents before the deadline.\nLate uploads cannot be accepted.',
  senderName: 'Programme Office',
  // Noon UTC: the same day in the time zones the tests run in.
  createdAt: '2025-01-10T12:00:00.000Z',
  category: 'batch2' as const,
  priority: 'urgent' as const,
  pinned: true,
  tags: ['deadline', 'documents'],
  requiresAcknowledgement: false,
  acknowledgedAt: null,
};
const other = { ...announcement, id: 'a-1', title: 'Welcome to the programme', pinned: false, priority: 'low' as const, tags: [] };
const answer = (announcements: unknown[]) => ({ data: { __typename: 'Query', announcements } });

const details = (article: HTMLElement) => {
  const terms = within(article).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
};

describe('AnnouncementDetailPage', () => {
  it('says it is loading while the answer has not arrived', async () => {
    renderPage(AnnouncementDetailPage, {
      loader: announcementDetailRoute.loader,
      path: '/announcements/a-2',
      pattern,
      mocks: [{ request, result: answer([]), delay: Infinity }],
    });
    expect(await screen.findByText('Loading the announcement...')).toBeTruthy();
  });

  it('shows the announcement in full and marks it read', async () => {
    renderPage(AnnouncementDetailPage, {
      loader: announcementDetailRoute.loader,
      path: '/announcements/a-2',
      pattern,
      mocks: [{ request, result: answer([other, announcement]) }],
    });
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { name: 'Important: documents deadline' })).toBeTruthy();
    expect(details(article)).toEqual({
      From: 'Programme Office',
      Date: '10/01/2025',
      Category: 'Batch 2',
      Priority: 'Urgent',
      Tags: 'Deadline and Documents',
    });
    expect(article.textContent).toContain('Late uploads cannot be accepted.');
    expect(screen.getByRole('link', { name: 'All announcements' }).getAttribute('href')).toBe('/announcements');
    // Marked read once it has been shown.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(readStateKey(TEST_SCHOLAR.id)) ?? '[]')).toEqual(['a-2']));
  });

  it('says the announcement is not available when the list does not hold it', async () => {
    renderPage(AnnouncementDetailPage, {
      loader: announcementDetailRoute.loader,
      path: '/announcements/a-9',
      pattern,
      mocks: [{ request, result: answer([other, announcement]) }],
    });
    expect(await screen.findByText('This announcement is not available')).toBeTruthy();
    expect(screen.getByText(/It may have been removed, or it is meant for another batch\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All announcements' }).getAttribute('href')).toBe('/announcements');
    expect(screen.queryByRole('article')).toBeNull();
    expect(localStorage.getItem(readStateKey(TEST_SCHOLAR.id))).toBeNull();
  });

  it('shows the gateway’s message on a failure, and Try again shows the announcement', async () => {
    const failure = {
      errors: [{ message: 'The announcements service is down for maintenance.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
    };
    const { user } = renderPage(AnnouncementDetailPage, {
      loader: announcementDetailRoute.loader,
      path: '/announcements/a-2',
      pattern,
      mocks: [
        { request, result: failure },
        { request, result: answer([announcement]) },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unable to load announcements at this time. Please try again later.');
    expect(alert.textContent).toContain('The announcements service is down for maintenance.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await screen.findByRole('article')).getByRole('heading', { name: 'Important: documents deadline' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('AnnouncementDetailPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('shows the announcement in Kiswahili, its dates as DD/MM/YYYY', async () => {
    const acknowledged = {
      ...announcement,
      tags: ['deadline', 'batch2'],
      requiresAcknowledgement: true,
      acknowledgedAt: '2025-01-12T09:00:00.000Z',
    };
    renderPage(AnnouncementDetailPage, {
      loader: announcementDetailRoute.loader,
      path: '/announcements/a-2',
      pattern,
      mocks: [{ request, result: answer([acknowledged]) }],
      i18n: { locale: 'sw' },
    });
    const article = await screen.findByRole('article');
    expect(details(article)).toMatchObject({
      'Kutoka kwa': 'Programme Office',
      Tarehe: '10/01/2025',
      Lebo: 'Tarehe ya mwisho na Kundi la 2',
    });
    expect(article.textContent).toContain('Umethibitisha kupokea tarehe 12/01/2025');
    expect(screen.getByRole('link', { name: 'Matangazo yote' }).getAttribute('href')).toBe('/announcements');
  });
});
