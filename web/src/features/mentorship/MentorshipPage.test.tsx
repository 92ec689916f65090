/** @vitest-environment happy-dom */
// Career mentorship's tabs as the route loads them: the address names the tab (?tab=), the loader asks
// that tab's query, and each panel has its faces: loading, empty, failure with a retry, and its list.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MentorsDocument, MentorshipResourcesDocument, MentorshipSessionsDocument, type MentorshipScope } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage } from '@/shared/testing/render-page';
import type { MockedOperation } from '@/shared/testing/render-with-apollo';
import { mentorshipLoader } from './mentorship-route';
import { MentorshipPage } from './MentorshipPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const session = {
  __typename: 'MentorshipSession' as const,
  id: 's-1',
  title: 'Writing a strong CV',
  description: 'How to present your studies and projects.',
  startsAt: '2030-03-02T07:00:00.000Z',
  endsAt: '2030-03-02T08:30:00.000Z',
  durationMinutes: 90,
  mode: 'ONLINE' as const,
  link: 'https://meet.example.org/cv',
  place: null,
  seatsLeft: 12,
  full: false,
  batchNo: 2,
  registered: false,
  started: false,
  mentor: { __typename: 'Mentor' as const, id: 'm-1', name: 'Neema Mushi', field: 'Human resources', organisation: 'Tanzania Breweries' },
};
const resource = {
  __typename: 'MentorshipResource' as const,
  id: 'res-1',
  title: 'Interview checklist',
  kind: 'DOCUMENT' as const,
  url: 'https://example.org/interview-checklist.pdf',
  description: 'What to prepare before an interview.',
};
const mentor = {
  __typename: 'Mentor' as const,
  id: 'm-1',
  name: 'Neema Mushi',
  field: 'Human resources',
  organisation: 'Tanzania Breweries',
  bio: 'Twelve years of hiring graduates.',
};

const sessionsRequest = (scope: MentorshipScope) => ({ query: MentorshipSessionsDocument, variables: { scope } });
const sessions = (scope: MentorshipScope, list: unknown[], delay?: number): MockedOperation => ({
  request: sessionsRequest(scope),
  result: { data: { __typename: 'Query', mentorshipSessions: list } },
  delay,
});
const resources = (list: unknown[], delay?: number): MockedOperation => ({
  request: { query: MentorshipResourcesDocument },
  result: { data: { __typename: 'Query', mentorshipResources: list } },
  delay,
});
const mentors = (list: unknown[], delay?: number): MockedOperation => ({
  request: { query: MentorsDocument },
  result: { data: { __typename: 'Query', mentors: list } },
  delay,
});
const failed = (request: MockedOperation['request'], message: string): MockedOperation => ({
  request,
  result: { errors: [{ message, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
});

const renderMentorship = (path: string, mocks: MockedOperation[]) =>
  renderPage(MentorshipPage, { loader: mentorshipLoader, path, pattern: '/mentorship', mocks });

const panel = () => screen.getByRole('tabpanel');

describe('MentorshipPage', () => {
  it.each([
    ['/mentorship', 'Upcoming sessions', sessions('UPCOMING', [], Infinity), 'Loading sessions...'],
    ['/mentorship?tab=mine', 'My sessions', sessions('MINE', [], Infinity), 'Loading sessions...'],
    ['/mentorship?tab=past', 'Past sessions', sessions('PAST', [], Infinity), 'Loading sessions...'],
    ['/mentorship?tab=resources', 'Resources', resources([], Infinity), 'Loading resources...'],
    ['/mentorship?tab=mentors', 'Mentors', mentors([], Infinity), 'Loading mentors...'],
  ])('opens %s on its tab (%s) and says what it is loading while the answer has not arrived', async (path, tab, mock, words) => {
    renderMentorship(path, [mock]);
    expect(await screen.findByRole('tab', { name: tab, selected: true })).toBeTruthy();
    expect((await within(panel()).findByRole('status')).textContent).toBe(words);
  });

  it.each([
    ['/mentorship', sessions('UPCOMING', []), 'No upcoming sessions', 'New mentorship sessions for your batch will appear here.'],
    [
      '/mentorship?tab=mine',
      sessions('MINE', []),
      'You have not registered for any session',
      'Register for an upcoming session and it will be listed here.',
    ],
    ['/mentorship?tab=past', sessions('PAST', []), 'No past sessions yet', 'Sessions that have taken place will be listed here.'],
    [
      '/mentorship?tab=resources',
      resources([]),
      'No resources yet',
      'Articles, recordings and documents shared by the programme will appear here.',
    ],
    ['/mentorship?tab=mentors', mentors([]), 'No mentors yet', "The programme's mentors will be introduced here."],
  ])('shows the empty face of %s', async (path, mock, title, text) => {
    renderMentorship(path, [mock]);
    expect(await screen.findByText(title)).toBeTruthy();
    expect(within(panel()).getByText(text)).toBeTruthy();
  });

  it('lists the upcoming sessions with their mentor and seats', async () => {
    renderMentorship('/mentorship', [sessions('UPCOMING', [session])]);
    const card = await screen.findByRole('article', { name: 'Writing a strong CV' });
    expect(card.textContent).toContain('Mentor: Neema Mushi · Human resources, Tanzania Breweries');
    expect(card.textContent).toContain('(1 h 30 min)');
    expect(card.textContent).toContain('12 seats left');
    expect(within(card).getByRole('link', { name: 'Join link' }).getAttribute('href')).toBe('https://meet.example.org/cv');
    expect(within(card).getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it('lists the sessions the scholar is registered for on My sessions', async () => {
    renderMentorship('/mentorship?tab=mine', [sessions('MINE', [{ ...session, registered: true }])]);
    const card = await screen.findByRole('article', { name: 'Writing a strong CV' });
    expect(within(card).getByText('Registered')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Cancel registration' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My sessions', selected: true })).toBeTruthy();
  });

  it('lists the resources, each opening in a new tab', async () => {
    renderMentorship('/mentorship?tab=resources', [resources([resource])]);
    const link = await screen.findByRole('link', { name: 'Interview checklist (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://example.org/interview-checklist.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(panel()).getByText('Document')).toBeTruthy();
    expect(within(panel()).getByText('What to prepare before an interview.')).toBeTruthy();
  });

  it('introduces the mentors', async () => {
    renderMentorship('/mentorship?tab=mentors', [mentors([mentor])]);
    const item = (await screen.findByRole('heading', { name: 'Neema Mushi' })).closest('li')!;
    expect(item.textContent).toContain('Human resources');
    expect(item.textContent).toContain('Tanzania Breweries');
    expect(item.textContent).toContain('Twelve years of hiring graduates.');
  });

  it.each([
    [
      '/mentorship',
      failed(sessionsRequest('UPCOMING'), 'The mentorship service is down for maintenance.'),
      sessions('UPCOMING', [session]),
      'Could not load the sessions',
      'How to present your studies and projects.',
    ],
    [
      '/mentorship?tab=resources',
      failed({ query: MentorshipResourcesDocument }, 'The mentorship service is down for maintenance.'),
      resources([resource]),
      'Could not load the resources',
      'What to prepare before an interview.',
    ],
    [
      '/mentorship?tab=mentors',
      failed({ query: MentorsDocument }, 'The mentorship service is down for maintenance.'),
      mentors([mentor]),
      'Could not load the mentors',
      'Twelve years of hiring graduates.',
    ],
  ])('shows the gateway’s message when %s fails, and Try again shows the answer', async (path, failure, success, title, shown) => {
    const { user } = renderMentorship(path, [failure, success]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(title);
    expect(alert.textContent).toContain('The mentorship service is down for maintenance.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByText(shown)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks the chosen tab’s query when another tab is picked, and puts the tab in the address', async () => {
    const { user, router } = renderMentorship('/mentorship', [sessions('UPCOMING', [session]), mentors([mentor])]);
    expect(await screen.findByRole('article', { name: 'Writing a strong CV' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Mentors' }));
    expect(await within(panel()).findByRole('heading', { name: 'Neema Mushi' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mentors', selected: true })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Writing a strong CV' })).toBeNull();
    expect(router.state.location.search).toBe('?tab=mentors');
  });
});

describe('MentorshipPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('shows the tabs and a session in Kiswahili: its day, duration, seats and actions', async () => {
    renderPage(MentorshipPage, {
      loader: mentorshipLoader,
      path: '/mentorship',
      mocks: [sessions('UPCOMING', [session])],
      i18n: { locale: 'sw' },
    });
    const card = await screen.findByRole('article', { name: 'Writing a strong CV' });
    expect(screen.getByRole('tablist', { name: 'Ushauri wa kitaaluma' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Vipindi vijavyo', selected: true })).toBeTruthy();
    expect(card.textContent).toContain('Jumamosi, 2 Mac 2030, 10:00–11:30 (saa 1 dakika 30)');
    expect(card.textContent).toContain('Mshauri: Neema Mushi');
    expect(card.textContent).toContain('Zimebaki nafasi 12');
    expect(card.textContent).toContain('Kundi 2');
    expect(within(card).getByRole('link', { name: 'Kiungo cha kujiunga' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Jisajili' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Ongeza kwenye kalenda' })).toBeTruthy();
  });
});
