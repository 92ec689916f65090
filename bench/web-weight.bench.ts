// What each route of the built web app costs a phone on its first visit: every JS and CSS file Chromium
// fetches until the network is idle, counted as sent over the wire (compressed where the server compresses),
// with an empty cache, against its budget (180 kB a visitor's or a scholar's route, 230 kB an admin's: React 19's
// renderer is part of every first load).
// Topology as deployed: the gateway serves web/dist (run `pnpm build` first) in front of the provider.
// Env: CHROME_PATH (default /usr/bin/chromium); BENCH_FILES=1 lists each route's files.
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider/seed';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { signInThroughLoginPage } from './support/sign-in.ts';
import { startStack } from './support/stack.ts';
import { summarise } from './support/summary.ts';

type Visitor = 'visitor' | 'scholar' | 'admin';
const BUDGET_KB: Record<Visitor, number> = { visitor: 180, scholar: 180, admin: 230 };
const ROUTES: [Visitor, string][] = [
  ['visitor', '/'],
  ['visitor', '/login'],
  ['visitor', '/signup'],
  ['scholar', '/home'],
  ['scholar', '/profile'],
  ['scholar', '/results'],
  ['scholar', '/payments'],
  ['scholar', '/announcements'],
  ['scholar', '/mentorship'],
  ['scholar', '/settings'],
  ['admin', '/admin'],
  ['admin', '/admin/students'],
  ['admin', '/admin/results'],
  ['admin', '/admin/payments'],
  ['admin', '/admin/analytics'],
  ['admin', '/admin/announcements'],
  ['admin', '/admin/disbursement'],
  ['admin', '/admin/settings/audit'],
];
const PHONE: BrowserContextOptions = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true };

export interface RouteWeight {
  route: string;
  visitor: Visitor;
  files: number;
  /** JS and CSS as sent, in bytes. */
  sent: number;
  /** The same unpacked. */
  unpacked: number;
  budget: number;
}

/** Signs in through the login page, as a person does, and keeps the session for fresh contexts. */
async function sessionOf(browser: Browser, gatewayUrl: string, email: string, password: string, landing: string) {
  const context = await browser.newContext(PHONE);
  await signInThroughLoginPage(await context.newPage(), gatewayUrl, email, password, landing);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function weigh(browser: Browser, url: string, storageState: BrowserContextOptions['storageState']) {
  const context = await browser.newContext({ ...PHONE, storageState });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map<string, string>();
  const names = new Map<string, string>();
  const weights = { files: 0, sent: 0, unpacked: 0 };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    kinds.set(requestId, type);
    names.set(requestId, new URL(response.url).pathname);
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    if (['Script', 'Stylesheet'].includes(kinds.get(requestId) ?? '')) weights.unpacked += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!['Script', 'Stylesheet'].includes(kinds.get(requestId) ?? '')) return;
    weights.files++;
    weights.sent += encodedDataLength;
    if (process.env.BENCH_FILES) console.log(`  ${names.get(requestId)} ${encodedDataLength}`);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return weights;
}

export async function measureWebWeight(): Promise<RouteWeight[]> {
  const stack = await startStack();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const sessions: Record<Visitor, BrowserContextOptions['storageState']> = {
      visitor: undefined,
      scholar: await sessionOf(browser, stack.gatewayUrl, SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD, '/home'),
      admin: await sessionOf(browser, stack.gatewayUrl, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, '/admin'),
    };
    const weights: RouteWeight[] = [];
    for (const [visitor, route] of ROUTES) {
      const weight = await weigh(browser, `${stack.gatewayUrl}${route}`, sessions[visitor]);
      weights.push({ route, visitor, ...weight, budget: BUDGET_KB[visitor] * 1000 });
    }
    return weights;
  } finally {
    await browser.close();
    stack.stop();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const weights = await measureWebWeight();
  console.log('First load of each route at 360 px, empty cache: JS and CSS as sent (as unpacked), beside its budget.\n');
  console.log(
    `${'route'.padEnd(24)} ${'who'.padEnd(8)} ${'files'.padStart(5)} ${'sent'.padStart(10)} ${'unpacked'.padStart(11)} ${'budget'.padStart(10)}`,
  );
  for (const w of weights) {
    const verdict = w.sent <= w.budget ? 'within' : `OVER by ${kB(w.sent - w.budget)}`;
    console.log(
      `${w.route.padEnd(24)} ${w.visitor.padEnd(8)} ${String(w.files).padStart(5)} ${kB(w.sent).padStart(10)} ${`(${kB(w.unpacked)})`.padStart(11)} ${kB(w.budget).padStart(10)}   ${verdict}`,
    );
  }
  const groups: [string, Visitor[]][] = [
    ["a visitor's and a scholar's routes", ['visitor', 'scholar']],
    ["an administrator's routes", ['admin']],
  ];
  summarise(
    groups.map(([who, visitors]) => {
      const routes = weights.filter((w) => visitors.includes(w.visitor));
      const within = routes.filter((w) => w.sent <= w.budget).length;
      const lightest = routes.reduce((a, b) => (b.sent < a.sent ? b : a));
      const heaviest = routes.reduce((a, b) => (b.sent > a.sent ? b : a));
      return {
        benchmark: 'web-weight',
        figure: `first load of ${who}`,
        value: `${within} of ${routes.length} within; ${kB(lightest.sent)} (${lightest.route}) to ${kB(heaviest.sent)} (${heaviest.route})`,
        goal: `each at most ${kB(routes[0]!.budget)}`,
        met: within === routes.length,
      };
    }),
  );
}
