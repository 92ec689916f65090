// Every screen in one language. A visitor whose browser speaks Kiswahili signs up, then scholars and an officer whose
// account's language is Kiswahili open every route of the web's router (app/router.tsx) at 360 px, with the programme
// in every state (support/every-state.ts): a result and a control number in each status, a stipend blocked, left out
// by hand, in a draft run, approved, paid and failed, every announcement tag, a run in each state, audit entries of
// every kind of record. No word that only the English catalogues use may be left on any screen (its text, the
// attributes a person reads or hears, the document title) once what people typed is taken out. Then the same sweep in
// English finds no word that only the Kiswahili catalogues use. Every leak is listed with its route and text.
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Account } from '../support/accounts.js';
import { seedEveryState, type EveryState } from '../support/every-state.js';
import { adminToken, call, invite, latestCode, uniqueEmail } from '../support/provider.js';
import { leaksIn, screenTexts, TypedText, type Leak } from '../support/screen-words.js';
import { typedText } from '../support/typed-text.js';
import { ownWords, wordsOf, type Language } from '../support/ui-vocabulary.js';

const VIEWPORT = { width: 360, height: 740 };
const BROWSER_LOCALE: Record<Language, string> = { sw: 'sw-TZ', en: 'en-GB' };
// The web's audit log shows 25 entries a page (features/admin/settings/audit-filters.ts).
const AUDIT_PAGE_SIZE = 25;

/** Every path of the web's router, but the catch-all. */
function routerPaths(): string[] {
  const router = readFileSync(new URL('../../web/src/app/router.tsx', import.meta.url), 'utf8');
  return [...router.matchAll(/path: '([^']+)'/g)].map(([, path]) => path!).filter((path) => path !== '*');
}

type RouteLeak = Leak & { route: string };

class Sweep {
  readonly leaks: RouteLeak[] = [];
  /** The router's paths visited, as patterns (/admin/disbursement/:id). */
  readonly visited = new Set<string>();

  /** Words only the sweep's language uses, and words only the other one uses. */
  private readonly own: ReadonlySet<string>;
  private readonly foreign: ReadonlySet<string>;

  constructor(
    private readonly language: Language,
    private readonly typed: TypedText,
  ) {
    this.own = ownWords(language);
    this.foreign = ownWords(language === 'sw' ? 'en' : 'sw');
  }

  /** Opens `path` (the router's `route`) and reads it. */
  async visit(page: Page, route: string, path = route, label = path): Promise<void> {
    await page.goto(path);
    await this.read(page, route, path, label);
  }

  /** Reads the page (or the part `within` selects) once it shows `path` and has settled in the sweep's language. */
  async read(page: Page, route: string, path = route, label = path, within?: string): Promise<void> {
    await expect(page).toHaveURL(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', this.language);
    // Nothing still loading: no busy region, spinner or skeleton.
    await expect(page.locator('[aria-busy="true"], .animate-spin, .animate-pulse')).toHaveCount(0);
    await expect(page.locator('h1').first()).toBeVisible();
    const texts = await screenTexts(page, within);
    // The reader sees the page at all, in its language: else finding no foreign word proves nothing.
    expect(
      texts.some(({ text }) => wordsOf(text).some((word) => this.own.has(word))),
      `${label} shows no word of its language`,
    ).toBe(true);
    for (const leak of leaksIn(texts, this.foreign, this.typed)) this.leaks.push({ route: label, ...leak });
    this.visited.add(route);
  }

  /** The signed-in person's account menu, open: its words are drawn only then. */
  async readAccountMenu(page: Page, route: string): Promise<void> {
    const button = page.locator('header button[aria-controls]:not([aria-controls="app-sidebar"])');
    await button.click();
    const panel = `[id="${await button.getAttribute('aria-controls')}"]`;
    await expect(page.locator(panel)).toBeVisible();
    await this.read(page, route, route, `${route} (account menu)`, panel);
    await page.keyboard.press('Escape');
  }

  /** A form sent empty: the refusals it shows are words too. */
  async readRefusals(page: Page, route: string, form: string): Promise<void> {
    await page.locator(`${form} button[type=submit]`).click();
    await expect(page.locator(`${form} [role=alert]`).first()).toBeVisible();
    await this.read(page, route, route, `${route} (form sent empty)`, form);
  }
}

async function newPage(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: BROWSER_LOCALE[language] });
  return context.newPage();
}

/** Signs in on the login page, whatever language it speaks. */
async function signedIn(browser: Browser, language: Language, account: Account, landing: '/home' | '/admin'): Promise<Page> {
  const page = await newPage(browser, language);
  await page.goto('/login');
  await page.locator('input[type=email]').fill(account.email);
  await page.locator('input[type=password]').fill(account.password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(landing);
  return page;
}

/** The visitor's pages, and the sign-up of an invited e-mail up to the profile it asks for. */
async function sweepVisitor(browser: Browser, sweep: Sweep, language: Language) {
  const email = uniqueEmail(`sweep.visitor.${language}`);
  await invite(email, 1);
  const page = await newPage(browser, language);
  for (const path of ['/', '/login', '/signup']) await sweep.visit(page, path);
  await page.locator('input[type=email]').fill(email);
  await page.locator('button[type=submit]').click();
  await sweep.read(page, '/verify-email', `/verify-email?email=${encodeURIComponent(email)}`, '/verify-email');
  await page.locator('input[inputmode=numeric]').fill(await latestCode(email));
  await page.locator('button[type=submit]').click();
  await sweep.read(page, '/set-password');
  for (const field of await page.locator('input[type=password]').all()) await field.fill('Mgeni#2026sweep');
  await page.locator('button[type=submit]').click();
  await sweep.read(page, '/complete-profile');
  await page.context().close();
}

// After the dashboard, which the scholar lands on.
const SCHOLAR_PAGES = ['/profile', '/results', '/payments', '/announcements', '/mentorship'];
const SETTINGS_PAGES = ['/settings', '/settings/notifications', '/settings/security'];
/** The scholar's forms whose refusals come from the shared rules, sent empty on their page. */
const FORMS: Record<string, string> = { '/results': 'form:has(input[type=file])', '/payments': 'main form' };

async function sweepScholars(browser: Browser, sweep: Sweep, language: Language, world: EveryState) {
  const page = await signedIn(browser, language, world.scholar, '/home');
  await sweep.read(page, '/home', '/home', '/home (stipend blocked)');
  await sweep.readAccountMenu(page, '/home');
  for (const path of [...SCHOLAR_PAGES, ...SETTINGS_PAGES]) {
    await sweep.visit(page, path);
    const form = FORMS[path];
    if (form) await sweep.readRefusals(page, path, form);
  }
  await sweep.visit(page, '/announcements/:id', `/announcements/${world.announcementId}`, '/announcements/:id (every tag)');
  await page.context().close();
  // Each stipend state, on its scholar's dashboard (the blocked one is the scholar above).
  for (const [state, account] of Object.entries(world.stipends)) {
    if (account.email === world.scholar.email) continue;
    const theirs = await signedIn(browser, language, account, '/home');
    await sweep.read(theirs, '/home', '/home', `/home (stipend ${state})`);
    await theirs.context().close();
  }
}

/** The pages of the audit log that hold the first entry of each kind of record, newest first. */
async function auditPagesOfEveryKind(): Promise<{ pages: number[]; kinds: string[] }> {
  const token = await adminToken();
  const kinds = new Set<string>();
  const pages: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await call<{ items: Array<{ entity: string }>; total: number }>(
      `/admin/audit?page=${page}&pageSize=${AUDIT_PAGE_SIZE}`,
      { token },
    );
    const fresh = answer.items.filter((item) => !kinds.has(item.entity));
    if (fresh.length) pages.push(page);
    for (const item of fresh) kinds.add(item.entity);
    if (page * AUDIT_PAGE_SIZE >= answer.total) return { pages, kinds: [...kinds] };
  }
}

// After the overview, which the officer lands on.
const ADMIN_PAGES = [
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
];

async function sweepOfficer(browser: Browser, sweep: Sweep, language: Language, world: EveryState) {
  const page = await signedIn(browser, language, world.officer, '/admin');
  await sweep.read(page, '/admin');
  await sweep.readAccountMenu(page, '/admin');
  for (const path of ADMIN_PAGES) await sweep.visit(page, path);
  for (const [which, id] of Object.entries(world.scholarIds))
    await sweep.visit(page, '/admin/students/:id', `/admin/students/${id}`, `/admin/students/:id (${which})`);
  // The sweep's runs, one in each state, and the demo's (every batch: their exclusions have every reason).
  const { items } = await call<{ items: Array<{ id: string; batchNo: number | null; status: string }> }>(
    '/admin/disbursements?pageSize=100',
    { token: await adminToken() },
  );
  const demoRuns = items.filter((run) => run.batchNo === null).map((run) => [`demo ${run.status.toLowerCase()}`, run.id]);
  for (const [which, id] of [...Object.entries(world.runIds), ...demoRuns])
    await sweep.visit(page, '/admin/disbursement/:id', `/admin/disbursement/${id}`, `/admin/disbursement/:id (${which} run)`);
  const audit = await auditPagesOfEveryKind();
  expect(audit.kinds).toEqual(
    expect.arrayContaining([
      'admin',
      'announcement',
      'disbursement',
      'invitation',
      'mentor',
      'mentorship_resource',
      'mentorship_session',
      'payment',
      'programme_settings',
      'result',
      'student',
    ]),
  );
  for (const number of audit.pages) await sweep.visit(page, '/admin/settings/audit', `/admin/settings/audit?page=${number}`);
  for (const path of SETTINGS_PAGES) await sweep.visit(page, path, path, `${path} (officer)`);
  await page.context().close();
}

const describeLeak = ({ route, where, text, words }: RouteLeak) => `${route} · ${where}: "${text}" (${words.join(', ')})`;

test.use({ viewport: VIEWPORT });

test('every route speaks the reader’s language: no English left in Kiswahili, no Kiswahili in English', async ({ browser }) => {
  // Two sweeps of some sixty screens each, after setting up a programme in every state: about 3 minutes unloaded.
  test.setTimeout(10 * 60_000);
  const world = await seedEveryState();
  try {
    for (const language of ['sw', 'en'] as const) {
      await test.step(`the sweep in ${language === 'sw' ? 'Kiswahili' : 'English'}`, async () => {
        await world.speak(language);
        const sweep = new Sweep(language, new TypedText(await typedText()));
        await sweepVisitor(browser, sweep, language);
        await sweepScholars(browser, sweep, language, world);
        await sweepOfficer(browser, sweep, language, world);
        expect(
          routerPaths().filter((path) => !sweep.visited.has(path)),
          'routes the sweep did not visit',
        ).toEqual([]);
        const found = sweep.leaks.map(describeLeak);
        if (found.length) console.log(`${language}: ${found.length} leaks\n${found.join('\n')}`);
        expect.soft(found, `words of the other language on ${language} screens`).toEqual([]);
      });
    }
  } finally {
    await world.restore();
  }
});
