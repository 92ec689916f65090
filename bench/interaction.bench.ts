// How long a click takes to show the next screen once the portal is loaded, at a 4× CPU slowdown: an officer opening
// a scholar's page from the list, a scholar opening the dashboard from the sidebar (goal: each within 300 ms, median
// of 5). Measured in Chromium's trace, on its clock: from the click's dispatch to the end of the first paint after
// the content is in the page (the page sets a user-timing mark the moment it appears). Each run is a fresh sign-in
// and first load; then the pointer rests on the link, which fetches the screen's code, and clicks: the screen's data
// is asked for on the click. Topology as deployed: the gateway serves web/dist (run `pnpm build` first).
// Env: CHROME_PATH (default /usr/bin/chromium); BENCH_INTERACTION_RUNS (5); BENCH_INTERACTION_CPU_SLOWDOWN (4).
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider/seed';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { signInThroughLoginPage } from './support/sign-in.ts';
import { startStack } from './support/stack.ts';
import { summarise } from './support/summary.ts';

const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
const CPU_SLOWDOWN = Number(process.env.BENCH_INTERACTION_CPU_SLOWDOWN ?? 4);
const GOAL_MS = 300;

/** What shows that the next screen's content is there: an element matching `selector`, with `text` when given. */
type Shown = { selector: string; text?: string };
type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; args?: { data?: { type?: string } } };

interface Interaction {
  name: string;
  account: [email: string, password: string, landing: string];
  /** Where the click starts, and what shows that page is loaded. */
  from: string;
  loaded: string;
  /** The link to click, and what will show the next screen. */
  target: (page: Page) => Promise<{ link: Locator; shown: Shown }>;
}

const INTERACTIONS: Interaction[] = [
  {
    name: "an officer opens a scholar's page from the list",
    account: [DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, '/admin'],
    from: '/admin/students',
    loaded: 'table tbody tr a',
    target: async (page) => {
      const link = page.locator('table tbody tr').first().getByRole('link').first();
      return { link, shown: { selector: 'main h1, main h2, main h3', text: (await link.textContent()) ?? '' } };
    },
  },
  {
    name: 'a scholar opens the dashboard from the sidebar',
    account: [SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD, '/home'],
    from: '/results',
    loaded: 'main section',
    target: async (page) => ({
      link: page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }),
      shown: { selector: '#welcome-title' },
    }),
  },
];

/** Sets the user-timing mark `shown` the moment an element matching `shown` is put into the page. */
function markWhenShown(page: Page, shown: Shown) {
  return page.evaluate(({ selector, text }) => {
    const observer = new MutationObserver(() => {
      if (![...document.querySelectorAll(selector)].some((element) => text === undefined || element.textContent === text)) return;
      performance.mark('shown');
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, shown);
}

async function once(browser: Browser, origin: string, interaction: Interaction): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    const [email, password, landing] = interaction.account;
    await signInThroughLoginPage(page, origin, email, password, landing);
    await page.goto(`${origin}${interaction.from}`);
    await page.locator(interaction.loaded).first().waitFor();
    const { link, shown } = await interaction.target(page);
    // As a person's pointer rests on the link before the click: the link fetches its screen's code meanwhile.
    await link.hover();
    await page.waitForLoadState('networkidle');
    await markWhenShown(page, shown);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
    await link.click();
    await page.waitForFunction(() => performance.getEntriesByName('shown').length > 0);
    // Two frames later the paint that showed it is in the trace.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await cdp.send('Tracing.end');
    await complete;
    const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
    const mark = events.find((e) => e.name === 'shown' && e.cat.includes('blink.user_timing'));
    const paint = events.filter((e) => e.name === 'Paint' && e.ph === 'X' && mark && e.ts >= mark.ts).sort((a, b) => a.ts - b.ts)[0];
    if (!click || !mark || !paint) throw new Error(`${interaction.name}: the trace lacks the click, the mark or the paint`);
    return (paint.ts + (paint.dur ?? 0) - click.ts) / 1000;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (import.meta.url === `file://${process.argv[1]}`) {
  const stack = await startStack();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    console.log(`From the click to the first paint of the next screen's content, ${CPU_SLOWDOWN}× CPU slowdown, median of ${RUNS}.\n`);
    const rows = [];
    for (const interaction of INTERACTIONS) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await once(browser, stack.gatewayUrl, interaction));
      const value = median(times);
      const range = `${Math.round(Math.min(...times))} to ${Math.round(Math.max(...times))} ms`;
      console.log(
        `${interaction.name.padEnd(50)} ${Math.round(value)} ms (runs ${range})   goal ${GOAL_MS} ms   ${value <= GOAL_MS ? 'met' : 'NOT MET'}`,
      );
      rows.push({
        benchmark: 'interaction',
        figure: interaction.name,
        value: `${Math.round(value)} ms (runs ${range}, ${CPU_SLOWDOWN}× CPU slowdown)`,
        goal: `at most ${GOAL_MS} ms`,
        met: value <= GOAL_MS,
      });
    }
    summarise(rows);
  } finally {
    await browser.close();
    stack.stop();
  }
}
