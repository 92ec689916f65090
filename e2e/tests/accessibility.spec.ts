// WCAG 2.1 A/AA checks with axe on the states responsive.spec.ts (every route at both widths) does not reach: the
// opened mobile sidebar and each kind of stipend run; and the keyboard basics of the app shell: a skip link first,
// then the sidebar and the page, each with a visible focus ring.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seededAdmin, seededStudent } from '../support/accounts.js';
import { expectNoSeriousViolations } from '../support/accessibility.js';
import { signInAs } from '../support/browser.js';

// The seed's scholar with results, payments and announcements, so lists and badges are on screen.
const scholar = seededStudent(0);

/** Waits for the page's own content, then for every spinner and busy region to be gone. */
async function expectLoaded(page: Page, ready: Locator): Promise<void> {
  await expect(ready.first()).toBeVisible();
  await expect(page.locator('.animate-spin, [aria-busy="true"]')).toHaveCount(0);
}

test.describe('a scholar', () => {
  // One sign-in for every screen below: the page and its session are shared.
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    // A page of its own context: AxeBuilder needs the context to run axe across frames.
    page = await (await browser.newContext()).newPage();
    await page.goto('/login');
    await signInAs(page, scholar);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  const region = (name: string) => page.getByRole('region', { name, exact: true });

  test('the mobile sidebar, opened, has no serious accessibility violations', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    try {
      await page.goto('/home');
      await expectLoaded(page, region('Recent results').getByRole('listitem'));
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectNoSeriousViolations(page, 'the mobile sidebar');
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  test('Tab from the top of /home goes to a skip link, the sidebar and the page, each with a visible focus ring', async () => {
    await page.goto('/home');
    await expectLoaded(page, region('Recent results').getByRole('listitem'));

    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
          inSidebarNav: element.closest('nav[aria-label="Main"]') !== null,
          inMain: element.closest('main') !== null && element.tagName !== 'MAIN',
          focusVisible: element.matches(':focus-visible'),
          // Tailwind draws rings as box shadows.
          ring: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
        };
      });

    await page.keyboard.press('Tab');
    const first = await focused();
    expect(first.name, 'the first focusable element').toBe('Skip to main content');
    expect(first, 'the skip link shows where the focus is').toMatchObject({ focusVisible: true, ring: true });
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeInViewport();

    const sidebarLinks: string[] = [];
    let reachedMain = false;
    for (let presses = 0; presses < 40 && !reachedMain; presses++) {
      await page.keyboard.press('Tab');
      const now = await focused();
      expect(now, `the focus ring on '${now.name}'`).toMatchObject({ focusVisible: true, ring: true });
      if (now.inSidebarNav) sidebarLinks.push(now.name);
      reachedMain = now.inMain;
    }
    expect(sidebarLinks).toEqual(
      expect.arrayContaining(['Dashboard', 'Profile', 'Results', 'Payment', 'Announcements', 'Career Mentorship', 'Settings']),
    );
    expect(reachedMain, 'Tab reaches the main content').toBe(true);

    // The skip link takes the focus past the navigation, to the page itself.
    await page.goto('/home');
    await expectLoaded(page, region('Recent results').getByRole('listitem'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('the programme desk', () => {
  // One sign-in for every screen below, each scanned at a desktop and at a phone width.
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await page.goto('/login');
    await signInAs(page, seededAdmin, '/admin');
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  for (const width of [1280, 360]) {
    test(`a scholar's page at ${width} px has no serious accessibility violations`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/admin/students?q=${encodeURIComponent(seededStudent(0).email)}`);
      await page.getByRole('link', { name: seededStudent(0).name }).click();
      await expectLoaded(page, page.getByRole('heading', { name: seededStudent(0).name }));
      await expectNoSeriousViolations(page, `a scholar's page at ${width} px`);
    });
    // The demo's runs: a draft (row edits, the approval) and a paid one (failed transfers, the bank file).
    for (const [status, period] of [
      ['DRAFT', '2024-2025 Semester 2'],
      ['PAID', '2024-2025 Semester 1'],
    ]) {
      test(`a ${status} stipend run's page at ${width} px has no serious accessibility violations`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/admin/disbursement?status=${status}`);
        await page.getByRole('link', { name: period }).click();
        await expectLoaded(page, page.getByRole('table', { name: 'Scholars this run pays' }).getByRole('row'));
        await expectNoSeriousViolations(page, `a ${status} stipend run's page at ${width} px`);
      });
    }
  }
});
