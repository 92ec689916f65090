// A page opened before has its code and its last answer in the browser: opening it again, by its link or by the
// browser's back button, draws it at once with what it showed, while its data is asked again, never its loading face.
import { expect, test, type Page, type Response } from '@playwright/test';
import { signInAs } from '../support/browser.js';
import { newStudent } from '../support/provider.js';

/**
 * Records every loading face (the page's skeleton, a view's loading state: `role="status"`) put into the page's
 * main area from now on, however briefly it stays there.
 */
async function watchLoadingFaces(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { loadingFacesSeen: string[] }).loadingFacesSeen = seen;
    new MutationObserver((changes) => {
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (!(node instanceof Element) || !node.closest('main')) continue;
          const faces = node.matches('[role="status"]') ? [node] : [...node.querySelectorAll('[role="status"]')];
          seen.push(...faces.map((face) => face.textContent ?? ''));
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** The answer to the GraphQL operation `name`, asked from now on. */
const answerTo = (page: Page, name: string) =>
  page.waitForResponse(
    (response: Response) =>
      new URL(response.url()).pathname === '/graphql' &&
      (response.request().postDataJSON() as { operationName?: string }).operationName === name,
  );

const loadingFacesSeen = (page: Page) => page.evaluate(() => (window as unknown as { loadingFacesSeen: string[] }).loadingFacesSeen);

test('a page opened before comes back with its content and no loading face, by its link or by going back', async ({ page }) => {
  await signInAs(page, await newStudent('cached', 'Zawadi Kumbukumbu'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  const results = page.getByRole('region', { name: 'Your results' });
  const welcome = page.getByRole('heading', { name: 'Welcome back, Zawadi' });

  await nav.getByRole('link', { name: 'Results', exact: true }).click();
  await expect(results).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(welcome).toBeVisible();

  await watchLoadingFaces(page);
  const resultsAnswered = answerTo(page, 'ResultsPage');
  await nav.getByRole('link', { name: 'Results', exact: true }).click();
  await expect(results).toBeVisible();
  await resultsAnswered;
  const dashboardAnswered = answerTo(page, 'DashboardPage');
  await page.goBack();
  await expect(page).toHaveURL('/home');
  await expect(welcome).toBeVisible();
  await dashboardAnswered;
  expect(await loadingFacesSeen(page)).toEqual([]);
});
