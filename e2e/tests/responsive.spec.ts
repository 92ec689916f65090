// Every route, public, scholar and admin, at a phone's width (360 × 740) and a desktop's (1280 × 800), with long
// real-world data on screen: the page never scrolls sideways, axe finds nothing serious, and a full-page screenshot
// of each is kept with the test's results (test-results/<test>/screen.png) for a person to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { seededAdmin } from '../support/accounts.js';
import { signInAs } from '../support/browser.js';
import { transcriptPdf } from '../support/documents.js';
import {
  freshControlNumber,
  invite,
  postAnnouncement,
  signUpInvited,
  studentToken,
  submitControlNumber,
  uniqueEmail,
  uploadResult,
} from '../support/provider.js';

const WIDTHS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

// Long but real: a four-part name, the longest university name in Tanzania, a long programme, a long title.
const LONG = {
  name: 'Mwanaisha Nyokabi Kilimanjaro-Mwakyusa',
  universityName: 'The Nelson Mandela African Institution of Science and Technology',
  courseProgrammeName: 'Bachelor of Science in Environmental Engineering and Natural Resources Management',
  universityRegistrationId: 'NM-AIST/BSC-EENRM/2025/000123',
  announcement:
    'Important: the NHIF registration window for the 2024-2025 academic year closes on Friday; submit your control numbers before then',
};

const PUBLIC = ['/', '/login', '/signup'];
const SCHOLAR = [
  '/home',
  '/profile',
  '/results',
  '/payments',
  '/announcements',
  '/mentorship',
  '/settings',
  '/settings/notifications',
  '/settings/security',
];
const ADMIN = [
  '/admin',
  '/admin/students',
  '/admin/students/invitations',
  '/admin/results',
  '/admin/results/not-uploaded',
  '/admin/payments',
  '/admin/payments/reconcile',
  '/admin/payments/missing',
  '/admin/analytics',
  '/admin/announcements',
  '/admin/disbursement',
  '/admin/disbursement/new',
  '/admin/settings',
  '/admin/settings/administrators',
  '/admin/settings/audit',
];

/** The page's heading is there and nothing is loading any more. */
async function expectLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.animate-spin, [aria-busy="true"]')).toHaveCount(0);
}

/** The elements that reach past the window's right edge, named so a failure says where to look. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    return Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => element.getBoundingClientRect().right > limit + 0.5 && element.closest('[data-scrolls-inside]') === null)
      .slice(0, 8)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className.toString().split(' ').slice(0, 4).join('.')} (${Math.round(element.getBoundingClientRect().right)} px)`,
      );
  });
}

/**
 * The controls a finger cannot hit reliably: smaller than 44 × 44 px (WCAG 2.5.5). A checkbox or radio counts
 * with its label (the label is what takes the tap), and a link inside a sentence is exempt, as WCAG allows.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 44 - 0.5;
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"]',
    );
    const inSentence = (element: HTMLElement) =>
      getComputedStyle(element).display === 'inline' &&
      Array.from(element.parentElement?.childNodes ?? []).some(
        (node) => node !== element && node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
    return Array.from(controls)
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .filter((element) => !element.closest('.sr-only') && !inSentence(element))
      .map((element) => {
        const target =
          element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
            ? (element.closest('label') ?? element)
            : element;
        const { width, height } = target.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        return width >= MIN && height >= MIN
          ? ''
          : `${element.tagName.toLowerCase()} "${name}" (${Math.round(width)} × ${Math.round(height)})`;
      })
      .filter(Boolean)
      .slice(0, 12);
  });
}

/**
 * The fields that leave the phone's keyboard guessing: every field says what it holds (`autocomplete`, "off" where
 * nothing should be suggested), and a field for numbers or an address brings up the keyboard for it.
 */
function fieldsWithoutKeyboardHints(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]), textarea',
    );
    const KEYBOARDS: Record<string, string[]> = {
      email: ['email'],
      tel: ['tel'],
      'one-time-code': ['numeric'],
      'postal-code': ['numeric', 'text'],
    };
    return Array.from(fields)
      .filter((field) => field.getClientRects().length > 0)
      .flatMap((field) => {
        const name = field.labels?.[0]?.textContent?.trim() ?? field.getAttribute('aria-label') ?? field.name;
        const autocomplete = field.getAttribute('autocomplete');
        if (!autocomplete) return [`"${name}" has no autocomplete`];
        const keyboard = field.getAttribute('inputmode') ?? (field instanceof HTMLInputElement ? field.type : 'text');
        const wanted = KEYBOARDS[autocomplete.split(' ').at(-1) ?? ''];
        return wanted && !wanted.includes(keyboard) ? [`"${name}" (${autocomplete}) brings up the ${keyboard} keyboard`] : [];
      });
  });
}

async function check(page: Page, route: string, testInfo: TestInfo): Promise<void> {
  await expectLoaded(page);
  const widths = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  const path = testInfo.outputPath('screen.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${route}.png`, { path, contentType: 'image/png' });
  expect(widths.scrollWidth, `${route} scrolls sideways: ${(await overflowing(page)).join(', ')}`).toBeLessThanOrEqual(widths.innerWidth);
  if (widths.innerWidth < 640) expect(await smallTargets(page), `${route}: controls smaller than 44 × 44 px`).toEqual([]);
  expect(await fieldsWithoutKeyboardHints(page), `${route}: fields without keyboard hints`).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`)).toEqual([]);
}

async function signedInPage(
  browser: Browser,
  size: { width: number; height: number },
  account: Parameters<typeof signInAs>[1],
  landing: '/home' | '/admin',
) {
  const page = await (await browser.newContext({ viewport: size })).newPage();
  await page.goto('/login');
  await signInAs(page, account, landing);
  return page;
}

// A scholar whose every record is as long as real ones get, with a long announcement for everyone.
const scholar = { email: uniqueEmail('long-data'), password: 'Scholar#2026', name: LONG.name };
test.beforeAll(async () => {
  await invite(scholar.email);
  await signUpInvited(scholar.email, scholar.password, scholar.name, LONG);
  const token = await studentToken(scholar.email, scholar.password);
  await submitControlNumber(token, 'UNIVERSITY_FEE', freshControlNumber());
  await uploadResult(token, {
    name: 'Semester-one-and-two-academic-transcript-2024-2025-final-signed.pdf',
    type: 'application/pdf',
    bytes: transcriptPdf('Transcript'),
  });
  await postAnnouncement(LONG.announcement, `${LONG.announcement}. `.repeat(6));
});

for (const size of WIDTHS) {
  test.describe(`at ${size.width} × ${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a page wider than the window is caught, with the element that widens it', async ({ page }) => {
      await page.goto('/');
      await expectLoaded(page);
      await page.evaluate(() =>
        document.querySelector('main')?.insertAdjacentHTML('beforeend', '<div class="too-wide" style="flex: none; width: 1400px">x</div>'),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeGreaterThan(size.width);
      expect((await overflowing(page)).join(' ')).toContain('div.too-wide');
    });

    for (const route of PUBLIC) {
      test(`${route} fits the width`, async ({ page }) => {
        await page.goto(route);
        await check(page, route, test.info());
      });
    }

    test.describe('a scholar with long records', () => {
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        page = await signedInPage(browser, size, scholar, '/home');
      });
      test.afterAll(() => page.context().close());

      for (const route of SCHOLAR) {
        test(`${route} fits the width`, async () => {
          await page.goto(route);
          await check(page, route, test.info());
        });
      }
      test('an announcement with a long title fits the width', async () => {
        await page.goto('/announcements');
        await page.getByRole('link', { name: LONG.announcement }).first().click();
        await check(page, '/announcements/:id', test.info());
      });
    });

    test.describe('an administrator', () => {
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        page = await signedInPage(browser, size, seededAdmin, '/admin');
      });
      test.afterAll(() => page.context().close());

      for (const route of ADMIN) {
        test(`${route} fits the width`, async () => {
          await page.goto(route);
          await check(page, route, test.info());
        });
      }
      test('the long scholar’s page fits the width', async () => {
        await page.goto(`/admin/students?q=${encodeURIComponent(scholar.email)}`);
        await page.getByRole('link', { name: LONG.name }).first().click();
        await check(page, '/admin/students/:id', test.info());
      });
      test('a stipend run’s page fits the width', async () => {
        await page.goto('/admin/disbursement');
        await page
          .getByRole('link', { name: /Semester 1/ })
          .first()
          .click();
        await check(page, '/admin/disbursement/:id', test.info());
      });
    });
  });
}
