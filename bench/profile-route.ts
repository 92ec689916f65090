// Where a route's main-thread time goes on its first load (a tool for the Lighthouse work, not a benchmark):
// builds the web app with source maps into a scratch folder, serves it from a gateway over a seeded provider, signs
// in as the route needs, loads the route PROFILE_RUNS times (3) with an empty cache under Chromium's trace (its
// tasks and V8's CPU samples), and prints the busy time by package and the functions that spent most of it, mapped
// back to their sources, then the first run's long tasks, each with what filled it, and the time they spent over
// 50 ms (what Lighthouse's blocking time adds up, with PROFILE_CPU_SLOWDOWN=4).
// Usage: node --import tsx bench/profile-route.ts /admin/students ['table tbody tr']   (the second: what "loaded" is)
// Env: PROFILE_CPU_SLOWDOWN (1; Lighthouse's mobile profile uses 4), CHROME_PATH, PROFILE_RUNS.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider/seed';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { traceLoad, type Frame, type TracedLoad } from './support/main-thread-trace.ts';
import { signInThroughLoginPage } from './support/sign-in.ts';
import { startStack } from './support/stack.ts';

const [route = '/admin/students', loaded = 'main h1, main h2'] = process.argv.slice(2);
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const SLOWDOWN = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 1);

/** Each frame named by its source: `function path:line`, a package's files by the package. */
function sourceNamer(dist: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      // A file the build wrote without a map (its own small runtime) keeps its built name.
      const map = `${path.join(dist, new URL(url).pathname)}.map`;
      maps.set(url, existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null);
    }
    return maps.get(url);
  };
  return (frame: Frame): { name: string; owner: string } => {
    const map = frame.url.startsWith('http') ? mapOf(frame.url) : null;
    const at = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!at?.source) return { name: `${frame.functionName || '(anonymous)'} ${frame.url || '(browser)'}`, owner: '(browser)' };
    const source = at.source.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^.*\/web\/src\//, 'src/');
    return { name: `${at.name ?? frame.functionName ?? '(anonymous)'} ${source}:${at.line}`, owner: ownerOf(source) };
  };
}

/** Who a source file belongs to: `src/features/admin`, `@apollo/client`, `react-dom`. */
function ownerOf(source: string): string {
  const parts = source.split('/');
  if (parts[0] === 'src') return parts.slice(0, 3).join('/');
  return parts.slice(0, parts[0]!.startsWith('@') ? 2 : 1).join('/');
}

type Sample = { at: number; ms: number; name: string; owner: string };

/** The tasks of a long task's length or more (50 ms), with what filled each: Lighthouse counts each one's time over 50 ms. */
function longTasks({ tasks, rendering }: TracedLoad, samples: Sample[]) {
  return tasks
    .filter((task) => task.duration >= 50_000)
    .map((task) => {
      const within = (at: number) => at >= task.start && at < task.start + task.duration;
      const [owners, functions, browserWork] = [new Map<string, number>(), new Map<string, number>(), new Map<string, number>()];
      for (const sample of samples) {
        if (!within(sample.at)) continue;
        owners.set(sample.owner, (owners.get(sample.owner) ?? 0) + sample.ms);
        functions.set(sample.name, (functions.get(sample.name) ?? 0) + sample.ms);
      }
      for (const work of rendering.filter((event) => within(event.start)))
        browserWork.set(work.name, (browserWork.get(work.name) ?? 0) + work.duration / 1000);
      return { start: task.start, ms: task.duration / 1000, owners, functions, browserWork };
    });
}

const ranked = (totals: Map<string, number>, count: number) => [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
const top = (totals: Map<string, number>, count: number) =>
  ranked(totals, count).map(([key, ms]) => `${(ms / RUNS).toFixed(1).padStart(8)} ms  ${key}`);

const dist = mkdtempSync(path.join(tmpdir(), 'nuru-profile-'));
const built = spawnSync('pnpm', ['exec', 'vite', 'build', '--sourcemap', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: path.join(import.meta.dirname, '../web'),
  stdio: 'inherit',
});
if (built.status !== 0) throw new Error('the web build failed');
process.env.WEB_DIST = dist;
const stack = await startStack();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  if (route !== '/login') {
    const [email, password, landing] = route.startsWith('/admin')
      ? [DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, '/admin']
      : [SEED_STUDENTS[0].email, DEV_STUDENT_PASSWORD, '/home'];
    const page = await context.newPage();
    await signInThroughLoginPage(page, stack.gatewayUrl, email, password, landing);
    await page.close();
  }
  const name = sourceNamer(dist);
  const [byFunction, byOwner] = [new Map<string, number>(), new Map<string, number>()];
  let firstRun: { traced: TracedLoad; samples: Sample[] } | undefined;
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const traced = await traceLoad(cdp, stack.gatewayUrl, async () => {
      await page.goto(`${stack.gatewayUrl}${route}`);
      await page.locator(loaded).first().waitFor();
      await page.waitForLoadState('networkidle');
    });
    const samples: Sample[] = [];
    traced.samples.forEach(({ at, frame }, i) => {
      const ms = (at - (traced.samples[i - 1]?.at ?? at)) / 1000;
      if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      const { name: key, owner } = name(frame);
      samples.push({ at, ms, name: key, owner });
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
      byOwner.set('(all)', (byOwner.get('(all)') ?? 0) + ms);
    });
    firstRun ??= { traced, samples };
    await page.close();
  }
  console.log(`${route}: main-thread busy time per load (mean of ${RUNS}, CPU slowdown ${SLOWDOWN}x), by owner:\n`);
  console.log(top(byOwner, 20).join('\n'));
  console.log('\nby function (self time):\n');
  console.log(top(byFunction, 40).join('\n'));
  const most = (totals: Map<string, number>, count: number) => ranked(totals, count).map(([key, ms]) => `${key} ${ms.toFixed(0)}`);
  // From the page's first script on: the tasks before it are the new tab's and the HTML's.
  const origin = firstRun!.samples[0]?.at ?? 0;
  const long = longTasks(
    { ...firstRun!.traced, tasks: firstRun!.traced.tasks.filter((task) => task.start + task.duration > origin) },
    firstRun!.samples,
  );
  const blocking = long.reduce((sum, task) => sum + task.ms - 50, 0);
  console.log(
    `\nthe first run's long tasks from its first script on (start: length, what filled it); ${blocking.toFixed(0)} ms over 50 ms in all:\n`,
  );
  for (const task of long) {
    console.log(
      `${((task.start - origin) / 1000).toFixed(0).padStart(6)} ms: ${task.ms.toFixed(0).padStart(4)} ms  ${most(task.owners, 6).join(', ')}`,
    );
    console.log(`${''.padStart(20)}${most(task.functions, 5).join(', ')}`);
    if (task.browserWork.size) console.log(`${''.padStart(20)}rendering: ${most(task.browserWork, 6).join(', ')}`);
  }
} finally {
  await browser.close();
  stack.stop();
  rmSync(dist, { recursive: true, force: true });
}
