/** @vitest-environment happy-dom */
// The dashboard's faces as the route loads it: the blocking overlays while its first answer is awaited
// and when it fails (docs/behaviour.md §2), every card empty, every card filled; one card's failure (a partial answer)
// kept to that card with a retry; a viewer who is not a scholar, who is not shown results or payments; and a role
// the gateway answers other than the one stored at sign-in, which makes the page ask again as the gateway says.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DashboardPageDocument } from '@/gql/graphql';
import { loadCatalogue } from '@/shared/i18n/catalogues';
import { renderPage, TEST_SCHOLAR } from '@/shared/testing/render-page';
import { dashboardRoute } from './dashboard-route';
import { DashboardPage } from './DashboardPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const profile = {
  __typename: 'Profile' as const,
  id: 'u-1',
  name: 'Amani Juma',
  enrollmentStatus: 'ACTIVE' as const,
  batchNumber: 2,
  email: 'amani@example.org',
  sex: 'FEMALE' as const,
  mobilePhone: '+255712345678',
  universityName: 'University of Dodoma',
  universityRegistrationID: 'T21-03-01234',
  programName: 'BEd Science',
  enrolledYear: '2023',
  accountNumber: '0152345678900',
};

const result = {
  __typename: 'Result' as const,
  id: 'r-1',
  year: '2024-2025',
  gpa: 4.1,
  status: 'APPROVED' as const,
  reviewComment: null as string | null,
  uploadDate: '2025-02-10T08:00:00.000Z',
};
const payment = {
  __typename: 'Payment' as const,
  id: 'p-1',
  controlNumber: '991234567890',
  type: 'UNIVERSITY_FEE' as const,
  status: 'completed' as const,
  createdAt: '2025-01-15T08:00:00.000Z',
  paymentYear: '2024-2025',
};
const announcement = {
  __typename: 'Announcement' as const,
  id: 'a-1',
  title: 'Orientation day for batch 2',
  createdAt: '2025-02-01T08:00:00.000Z',
  priority: 'medium' as const,
  pinned: true,
};
// The year's to-do list as the gateway answers it: kinds and their parameters, worded by the card.
const todoItem = (kind: string, paymentType: string | null, href: string) => ({
  __typename: 'TodoItem' as const,
  id: `${kind}-${paymentType ?? ''}`,
  kind,
  academicYear: '2024-2025',
  paymentType,
  href,
});
const todoList = [
  todoItem('UPLOAD_RESULTS', null, '/results'),
  todoItem('SUBMIT_CONTROL_NUMBER', 'UNIVERSITY_FEE', '/payments'),
  todoItem('SUBMIT_CONTROL_NUMBER', 'NHIF', '/payments'),
];

type Standing = {
  period: string | null;
  status: string;
  amountTzs?: number | null;
  paidAt?: string | null;
  failureReason?: string | null;
  reasons?: { code: string; path: string | null }[];
};

/** The scholar's stipend as myStipend answers it: codes and values, which the card words. */
const stipend = ({ amountTzs = null, paidAt = null, failureReason = null, reasons = [], ...rest }: Standing) => ({
  __typename: 'MyStipend' as const,
  current: {
    __typename: 'StipendStanding' as const,
    academicYear: '2024-2025',
    amountTzs,
    paidAt,
    failureReason,
    reasons: reasons.map((reason) => ({ __typename: 'StipendReason' as const, ...reason })),
    ...rest,
  },
});
const eligible = stipend({ period: null, status: 'ELIGIBLE' });
// Left out of the run for two reasons, one the scholar fixes on a page, one only the office can.
const leftOut = stipend({
  period: '2025 semester 1',
  status: 'NOT_INCLUDED',
  reasons: [
    { code: 'RESULTS_MISSING', path: '/results' },
    { code: 'EXCLUDED_BY_OFFICER', path: null },
  ],
});
const FAILED = { period: '2025 semester 1', status: 'FAILED', amountTzs: 450_000, failureReason: 'The account is dormant' };

type Lists = {
  results?: unknown[] | null;
  payments?: unknown[] | null;
  announcements?: unknown[] | null;
  todo?: unknown[] | null;
  myStipend?: unknown;
};

/** A scholar's dashboard answer with these lists (each empty unless given). */
function scholarAnswer({ results = [], payments = [], announcements = [], todo = [], myStipend = eligible }: Lists = {}) {
  return {
    __typename: 'Query',
    askedAsScholar: 'Query',
    me: { ...profile, viewerIsScholar: true },
    programme: { __typename: 'Programme', currentAcademicYear: '2024-2025' },
    todo,
    recentResults: results,
    recentPayments: payments,
    recentAnnouncements: announcements,
    myStipend,
  };
}

const scholarRequest = { query: DashboardPageDocument, variables: { student: true } };
const notScholarRequest = { query: DashboardPageDocument, variables: { student: false } };
const notScholarAnswer = { __typename: 'Query', me: { ...profile, viewerIsScholar: false }, recentAnnouncements: [announcement] };

function expectNoScholarCards() {
  expect(within(card('Announcements')).getByRole('listitem').textContent).toContain('Orientation day for batch 2');
  expect(screen.queryByRole('region', { name: 'Recent results' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Recent payments' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'Your stipend' })).toBeNull();
  expect(screen.queryByRole('region', { name: 'To do' })?.textContent ?? '').not.toContain('2024-2025');
}

const card = (name: string) => screen.getByRole('region', { name });
const links = (name: string) =>
  within(card(name))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('DashboardPage', () => {
  it('blocks the page with the loading overlay while the answer has not arrived', async () => {
    renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [{ request: scholarRequest, result: { data: scholarAnswer() }, delay: Infinity }],
    });
    expect((await screen.findByRole('status')).textContent).toContain('Loading your data...');
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).toBeNull();
  });

  it('shows each card’s empty face when the scholar has nothing yet', async () => {
    renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [{ request: scholarRequest, result: { data: scholarAnswer() } }],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Amani' })).toBeTruthy();
    expect(within(card('Recent results')).getByText('No results uploaded yet')).toBeTruthy();
    expect(within(card('Recent payments')).getByText('No control numbers submitted yet')).toBeTruthy();
    expect(within(card('Announcements')).getByText('No announcements yet')).toBeTruthy();
    expect(within(card('To do')).getByText('Nothing to do right now: you are up to date.')).toBeTruthy();
  });

  it('fills every card from the answer', async () => {
    renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [
        {
          request: scholarRequest,
          result: {
            data: scholarAnswer({
              results: [result],
              payments: [payment],
              announcements: [announcement],
              todo: todoList,
            }),
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Amani' })).toBeTruthy();
    expect(within(card('Your profile')).getByText('University of Dodoma')).toBeTruthy();
    const todo = card('To do');
    expect(within(todo).getByText('Academic year 2024-2025')).toBeTruthy();
    expect(links('To do')).toEqual([
      ['Upload your 2024-2025 results', '/results'],
      ['Submit your University fee control number for 2024-2025', '/payments'],
      ['Submit your NHIF control number for 2024-2025', '/payments'],
    ]);
    const results = within(card('Recent results')).getByRole('listitem');
    expect(results.textContent).toContain('Academic year 2024-2025');
    expect(results.textContent).toContain('GPA 4.1');
    expect(results.textContent).toContain('Approved');
    expect(results.textContent).not.toContain("Reviewer's comment");
    const payments = within(card('Recent payments')).getByRole('listitem');
    expect(payments.textContent).toContain('University fee payment for 2024-2025');
    expect(payments.textContent).toContain('991234567890');
    expect(payments.textContent).toContain('Completed');
    const announcements = within(card('Announcements')).getByRole('listitem');
    expect(announcements.textContent).toContain('Pinned: Orientation day for batch 2');
    expect(announcements.textContent).toContain('Medium');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a returned result with the reviewer’s comment, so the scholar knows what to upload again', async () => {
    const rejected = { ...result, status: 'REJECTED' as const, reviewComment: 'The transcript is not stamped.' };
    renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [{ request: scholarRequest, result: { data: scholarAnswer({ results: [rejected] }) } }],
    });
    const row = await waitFor(() => within(card('Recent results')).getByRole('listitem'));
    expect(row.textContent).toContain('Rejected');
    expect(row.textContent).toContain("Reviewer's comment: The transcript is not stamped.");
  });

  it('shows the gateway’s message in the error overlay when the dashboard cannot load, and Refresh Page reloads', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const failure = { errors: [{ message: 'The profile service is down for maintenance.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
    const { user } = renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [{ request: scholarRequest, result: failure }],
    });
    const overlay = await screen.findByRole('alertdialog', { name: 'Error Loading Data' });
    expect(overlay.textContent).toContain('Data loading error: The profile service is down for maintenance.');
    await user.click(within(overlay).getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps one list’s failure in its card while the rest renders, and Try again fills it', async () => {
    const partial = {
      data: scholarAnswer({ results: [result], announcements: [announcement], payments: null }),
      errors: [
        {
          message: 'The payments service is down for maintenance.',
          path: ['recentPayments'],
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        },
      ],
    };
    const { user } = renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [
        { request: scholarRequest, result: partial },
        {
          request: scholarRequest,
          result: { data: scholarAnswer({ results: [result], announcements: [announcement], payments: [payment] }) },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Amani' })).toBeTruthy();
    const payments = card('Recent payments');
    const alert = within(payments).getByRole('alert');
    expect(alert.textContent).toContain('Recent payments could not be loaded');
    expect(alert.textContent).toContain('The payments service is down for maintenance.');
    // Only that card says so; the others show their answers.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(card('Recent results')).getByRole('listitem').textContent).toContain('Academic year 2024-2025');
    expect(within(card('Announcements')).getByRole('listitem').textContent).toContain('Orientation day for batch 2');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await within(payments).findByRole('listitem')).textContent).toContain('University fee payment for 2024-2025');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says where the stipend stands: paid, with its date and amount', async () => {
    const paid = stipend({ period: '2025 semester 1', status: 'PAID', amountTzs: 450_000, paidAt: '2025-03-01T09:00:00.000Z' });
    renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [{ request: scholarRequest, result: { data: scholarAnswer({ myStipend: paid }) } }],
    });
    const card = await screen.findByRole('region', { name: 'Your stipend' });
    expect(card.textContent).toContain('Paid');
    expect(card.textContent).toContain('2025 semester 1');
    expect(card.textContent).toContain('TZS 450,000');
    expect(card.textContent).toContain('Your 2025 semester 1 stipend was paid into your bank account.');
    expect(card.textContent).toContain('Paid on 01/03/2025');
    expect(within(card).queryByRole('list', { name: 'What stops your stipend' })).toBeNull();
    expect(
      within(card)
        .getByRole('link', { name: /Stipend history/ })
        .getAttribute('href'),
    ).toBe('/payments');
  });

  it('lists what stops the stipend, each with a link to the page where it is fixed', async () => {
    renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [{ request: scholarRequest, result: { data: scholarAnswer({ myStipend: leftOut }) } }],
    });
    const card = await screen.findByRole('region', { name: 'Your stipend' });
    expect(card.textContent).toContain('Not included');
    expect(card.textContent).toContain('You are not in the 2025 semester 1 stipend run. This is what stops you:');
    const reasons = within(within(card).getByRole('list', { name: 'What stops your stipend' })).getAllByRole('listitem');
    expect(reasons.map((item) => item.textContent)).toEqual([
      'Your 2024-2025 results have not been uploaded.Upload your 2024-2025 results',
      'A programme officer left you out of this run. Contact the programme office (your scholarship officer) if you think this is wrong.',
    ]);
    expect(links('Your stipend')).toEqual([
      ['Stipend history', '/payments'],
      ['Upload your 2024-2025 results', '/results'],
    ]);
  });

  it('shows a failed transfer with the bank’s reason', async () => {
    renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [{ request: scholarRequest, result: { data: scholarAnswer({ myStipend: stipend(FAILED) }) } }],
    });
    const card = await screen.findByRole('region', { name: 'Your stipend' });
    expect(card.textContent).toContain('Transfer failed');
    expect(card.textContent).toContain(
      'The bank could not pay your 2025 semester 1 stipend: The account is dormant. It will be sent again in the next run of this period.',
    );
  });

  const stipendFailure = {
    data: scholarAnswer({ results: [result], myStipend: null }),
    errors: [{ message: 'Your stipend could not be loaded. Please try again later.', path: ['myStipend'] }],
  };

  it('keeps a stipend failure in its card while the rest renders; Try again loads it', async () => {
    const { user } = renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [
        { request: scholarRequest, result: stipendFailure },
        { request: scholarRequest, result: { data: scholarAnswer({ results: [result] }) } },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Your stipend' });
    const alert = within(card).getByRole('alert');
    expect(alert.textContent).toContain('Your stipend could not be loaded');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Recent results' })).getByRole('listitem').textContent).toContain(
      'Academic year 2024-2025',
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Eligible')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the stipend card loading while Try again waits for its answer', async () => {
    const { user } = renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [
        { request: scholarRequest, result: stipendFailure },
        { request: scholarRequest, result: { data: scholarAnswer({ results: [result] }) }, delay: Infinity },
      ],
    });
    const card = await screen.findByRole('region', { name: 'Your stipend' });
    await user.click(within(within(card).getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect((await within(card).findByRole('status')).textContent).toContain('Loading your stipend...');
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('asks a viewer who is not a scholar for no results or payments and shows no such cards', async () => {
    renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      signedIn: { ...TEST_SCHOLAR, role: 'USER' },
      mocks: [{ request: notScholarRequest, result: { data: notScholarAnswer } }],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Amani' })).toBeTruthy();
    expectNoScholarCards();
  });

  it('asks again as the gateway says when the role it answers differs from the one stored at sign-in', async () => {
    renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [
        { request: scholarRequest, result: { data: { ...notScholarAnswer, askedAsScholar: 'Query' } } },
        { request: notScholarRequest, result: { data: notScholarAnswer } },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Amani' })).toBeTruthy();
    expectNoScholarCards();
  });

  it('asks again as a scholar when the gateway says a viewer stored as someone else is one', async () => {
    renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      signedIn: { ...TEST_SCHOLAR, role: 'USER' },
      mocks: [
        { request: notScholarRequest, result: { data: { ...notScholarAnswer, me: { ...profile, viewerIsScholar: true } } } },
        { request: scholarRequest, result: { data: scholarAnswer({ results: [result] }) } },
      ],
    });
    const row = await waitFor(() => within(card('Recent results')).getByRole('listitem'));
    expect(row.textContent).toContain('Academic year 2024-2025');
    expect(card('Your stipend')).toBeTruthy();
  });
});

describe('DashboardPage in Kiswahili', () => {
  beforeAll(() => loadCatalogue('sw'));

  it('greets the scholar and fills every card in Kiswahili, with dates as DD/MM/YYYY', async () => {
    const paid = stipend({ period: null, status: 'PAID', amountTzs: 450_000, paidAt: '2025-03-01T09:00:00.000Z' });
    const answer = scholarAnswer({
      results: [result],
      payments: [payment],
      announcements: [announcement],
      todo: todoList,
      myStipend: paid,
    });
    renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [{ request: scholarRequest, result: { data: { ...answer, me: { ...answer.me, mobilePhone: null } } } }],
      i18n: { locale: 'sw' },
    });
    expect(await screen.findByRole('heading', { name: 'Karibu tena, Amani' })).toBeTruthy();
    const todo = card('Mambo ya kufanya');
    expect(within(todo).getByText('Mwaka wa masomo 2024-2025')).toBeTruthy();
    expect(within(todo).getByText('Bado vinakosekana: Namba ya simu ya mkononi.')).toBeTruthy();
    expect(links('Mambo ya kufanya')).toEqual([
      ['Kamilisha wasifu wakoBado vinakosekana: Namba ya simu ya mkononi.', '/profile'],
      ['Pakia matokeo yako ya 2024-2025', '/results'],
      ['Wasilisha namba ya malipo ya ada ya chuo ya 2024-2025', '/payments'],
      ['Wasilisha namba ya malipo ya NHIF ya 2024-2025', '/payments'],
    ]);
    expect(within(card('Wasifu wako')).getByText('Haijajazwa')).toBeTruthy();
    expect(within(card('Matokeo ya hivi karibuni')).getByRole('listitem').textContent).toContain('GPA 4.1 · Yalipakiwa 10/02/2025');
    expect(within(card('Matokeo ya hivi karibuni')).getByRole('listitem').textContent).toContain('Imeidhinishwa');
    expect(
      within(card('Malipo ya hivi karibuni'))
        .getByRole('link', { name: /Malipo yote/ })
        .getAttribute('href'),
    ).toBe('/payments');
    expect(within(card('Matangazo')).getByRole('listitem').textContent).toContain('Limebandikwa: Orientation day for batch 2');
    expect(card('Posho yako').textContent).toContain('Mwaka wa masomo 2024-2025');
    expect(card('Posho yako').textContent).toContain('Imelipwa tarehe 01/03/2025');
    expect(card('Posho yako').textContent).toContain('Posho yako ya 2024-2025 imelipwa kwenye akaunti yako ya benki.');
  });

  it('says what stops the stipend and the step that fixes it in Kiswahili', async () => {
    renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [{ request: scholarRequest, result: { data: scholarAnswer({ myStipend: leftOut }) } }],
      i18n: { locale: 'sw' },
    });
    const stipendCard = await screen.findByRole('region', { name: 'Posho yako' });
    expect(stipendCard.textContent).toContain('Hauko kwenye awamu ya malipo ya posho ya 2025 semester 1. Hiki ndicho kinachokuzuia:');
    const reasons = within(within(stipendCard).getByRole('list', { name: 'Kinachozuia posho yako' })).getAllByRole('listitem');
    expect(reasons.map((item) => item.textContent)).toEqual([
      'Matokeo yako ya 2024-2025 hayajapakiwa.Pakia matokeo yako ya 2024-2025',
      'Afisa wa programu amekuondoa kwenye awamu hii. Wasiliana na ofisi ya programu (afisa wako wa ufadhili wa masomo) kama unaona hili si sahihi.',
    ]);
    expect(links('Posho yako')).toEqual([
      ['Historia ya posho', '/payments'],
      ['Pakia matokeo yako ya 2024-2025', '/results'],
    ]);
  });

  it('says a failed transfer with the bank’s reason as the officer typed it', async () => {
    renderPage(DashboardPage, {
      loader: dashboardRoute.loader,
      mocks: [{ request: scholarRequest, result: { data: scholarAnswer({ myStipend: stipend(FAILED) }) } }],
      i18n: { locale: 'sw' },
    });
    const stipendCard = await screen.findByRole('region', { name: 'Posho yako' });
    expect(stipendCard.textContent).toContain(
      'Benki haikuweza kulipa posho yako ya 2025 semester 1: The account is dormant. Itatumwa tena katika awamu ijayo ya kipindi hiki.',
    );
  });
});
