// The links in an admin list's rows are plain anchors that their table routes in the app (TableFrame): a click
// opens the page without reloading the portal, at a phone's width and a desktop's, and so does Enter; a pointer
// resting on a scholar's name, or a finger touching it on a phone, fetches their page's code; a Ctrl-click still opens
// a new tab, as on any link.
import { expect, test, type Page } from '@playwright/test';
import { seededAdmin } from '../support/accounts.js';
import { signInAs } from '../support/browser.js';

const reloaded = (page: Page) => page.evaluate(() => !(window as { stillHere?: boolean }).stillHere);
const markPage = (page: Page) => page.evaluate(() => void ((window as { stillHere?: boolean }).stillHere = true));

/** Signs in as the seeded officer and opens the list of scholars: its table, and the first row's name link. */
async function openScholarList(page: Page) {
  await page.goto('/login');
  await signInAs(page, seededAdmin, '/admin');
  await page.goto('/admin/students');
  const table = page.getByRole('region', { name: 'Scholars' });
  const scholar = table.getByRole('row').nth(1).getByRole('link').first();
  return { table, scholar, name: (await scholar.textContent())! };
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a row's links narrow the list and open a scholar's page without reloading the portal", async ({ page }) => {
      const { table } = await openScholarList(page);
      // A row's links: the scholar's name, their university, their programme.
      const university = table.getByRole('row').nth(1).getByRole('link').nth(1);
      const universityName = (await university.textContent())!;
      await markPage(page);

      await university.click();
      await expect(page.getByRole('button', { name: `Remove the filter ${universityName}` })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('university')).toBe(universityName);
      expect(await reloaded(page)).toBe(false);

      const scholar = table.getByRole('row').nth(1).getByRole('link').first();
      const name = (await scholar.textContent())!;
      await scholar.click();
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/students\/[^/?]+$/);
      expect(await reloaded(page)).toBe(false);

      await page.goBack();
      await expect(page).toHaveURL(/university=/);
      expect(await reloaded(page)).toBe(false);
    });
  });
}

test("a scholar's page is fetched while the pointer rests on their name, and Enter on the name opens it in the app", async ({ page }) => {
  const { scholar, name } = await openScholarList(page);
  // The list's own load has fetched no code of the scholar's page; resting the pointer on a name does.
  const pageCode = page.waitForRequest((request) => /\/assets\/ScholarPage-[\w-]+\.js$/.test(request.url()));
  await scholar.hover();
  await pageCode;
  await markPage(page);

  await scholar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  expect(await reloaded(page)).toBe(false);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("a finger touching a scholar's name fetches their page before it lifts", async ({ page }) => {
    const { scholar, name } = await openScholarList(page);
    await scholar.scrollIntoViewIfNeeded();
    const box = (await scholar.boundingBox())!;
    const finger = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
    // Playwright taps only as a whole; the browser's own protocol puts the finger down and lifts it apart.
    const touch = await page.context().newCDPSession(page);
    const pageCode = page.waitForRequest((request) => /\/assets\/ScholarPage-[\w-]+\.js$/.test(request.url()));
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger });
    await pageCode;
    await expect(page).toHaveURL(/\/admin\/students$/);
    await markPage(page);

    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByRole('heading', { name })).toBeVisible();
    expect(await reloaded(page)).toBe(false);
  });
});

test('a Ctrl-click on a scholar in the list opens their page in a new tab and leaves the list as it was', async ({ page, context }) => {
  const { scholar, name } = await openScholarList(page);
  const opened = context.waitForEvent('page');
  await scholar.click({ modifiers: ['Control'] });
  const tab = await opened;
  await expect(tab.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/students$/);
  await tab.close();
});
