// A page's data starts loading with its code, not after it. Each page's code is held back until
// the browser has asked for that page's data; without the route's loader the request could not start,
// and the test would wait for it in vain.
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { signInAs } from '../support/browser.js';
import { newStudent } from '../support/provider.js';

const isOperation = (name: string) => (request: Request) =>
  new URL(request.url()).pathname === '/graphql' && (request.postDataJSON() as { operationName?: string }).operationName === name;

/**
 * Holds the page's code (its Vite chunk) until the data request is seen, then lets it through. Which of the two
 * the browser asks for first is its own business; the code must have been asked for (not already loaded), and
 * the data must not wait for it.
 */
async function opensWithDataFirst(page: Page, link: string, chunk: string, operation: string) {
  const chunkPattern = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
  let codeSeen = () => {};
  const codeRequested = new Promise<void>((resolve) => (codeSeen = resolve));
  const dataRequested = page.waitForRequest(isOperation(operation));
  await page.route(chunkPattern, async (route) => {
    codeSeen();
    await dataRequested;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
  await Promise.all([dataRequested, codeRequested]);
  await page.unroute(chunkPattern);
}

test('results, payments, announcements, mentorship and profile ask for their data while their code loads', async ({ page }) => {
  await signInAs(page, await newStudent('preload', 'Neema Mapema'));

  await opensWithDataFirst(page, 'Results', 'ResultsPage', 'ResultsPage');
  await expect(page.getByRole('region', { name: 'Your results' })).toBeVisible();

  await opensWithDataFirst(page, 'Payment', 'PaymentsPage', 'PaymentHistory');
  await expect(page.getByText('No payment submissions yet')).toBeVisible();

  await opensWithDataFirst(page, 'Announcements', 'AnnouncementsPage', 'AnnouncementsPage');
  await expect(page.getByRole('list', { name: 'Announcements' })).toBeVisible();

  await opensWithDataFirst(page, 'Career Mentorship', 'MentorshipPage', 'MentorshipSessions');
  await expect(page.getByRole('tab', { name: 'Upcoming sessions' })).toBeVisible();

  await opensWithDataFirst(page, 'Profile', 'ProfilePage', 'ProfilePage');
  await expect(page.getByRole('region', { name: 'Sign-in e-mail' })).toBeVisible();
});

test("a link fetches its page's code when the pointer rests on it, not its data; the click then needs only the data", async ({ page }) => {
  await signInAs(page, await newStudent('hover', 'Baraka Mapema'));
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const code = page.waitForRequest(/\/assets\/ResultsPage-[\w-]+\.js$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Results', exact: true }).hover();
  await code;
  expect(asked.filter((path) => path === '/graphql')).toEqual([]);

  const data = page.waitForRequest(isOperation('ResultsPage'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Results', exact: true }).click();
  await data;
  await expect(page.getByRole('region', { name: 'Your results' })).toBeVisible();
  expect(asked.filter((path) => /\/assets\/ResultsPage-[\w-]+\.js$/.test(path))).toHaveLength(1);
});

test("any link of the portal fetches its page's code ahead: a pointer on the landing page's sign-in, focus on its sign-up", async ({
  page,
}) => {
  await page.goto('/');
  const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in' });
  const loginCode = page.waitForRequest(/\/assets\/LoginPage-[\w-]+\.js$/);
  await signIn.hover();
  await loginCode;
  const signupCode = page.waitForRequest(/\/assets\/SignupPage-[\w-]+\.js$/);
  await page.getByRole('link', { name: 'Create your account' }).focus();
  await signupCode;
  await expect(page).toHaveURL(/\/$/);

  await signIn.click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

/** Opens `path` afresh with every GraphQL answer but `operation`'s held until its request has left: had it waited for one, it never would. */
async function opensAfreshAskingAtOnce(page: Page, path: string, operation: string) {
  const requested = page.waitForRequest(isOperation(operation));
  const hold = async (route: Route) => {
    if (!isOperation(operation)(route.request())) await requested;
    await route.continue();
  };
  await page.route('**/graphql', hold);
  await page.goto(path);
  await requested;
  await page.unroute('**/graphql', hold);
}

test('the dashboard and the payments page, opened afresh, ask for their data at once: not after another answer', async ({ page }) => {
  await signInAs(page, await newStudent('fresh', 'Zawadi Mapema'));
  await opensAfreshAskingAtOnce(page, '/home', 'DashboardPage');
  await expect(page.getByRole('heading', { name: 'Welcome back, Zawadi' })).toBeVisible();
  await opensAfreshAskingAtOnce(page, '/payments', 'PaymentHistory');
  await expect(page.getByText('No payment submissions yet')).toBeVisible();
});
