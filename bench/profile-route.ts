// Where a route's main-thread time goes on its first load (a tool for issue 14's Lighthouse work, not a benchmark):
// builds the web app with source maps into a scratch folder, serves it from a gateway over a seeded provider, signs
// in as the route needs, loads the route PROFILE_RUNS times (3) with an empty cache under Chromium's CPU profiler,
// and prints the busy time by package and the functions that spent most of it, mapped back to their sources, then
// the first run's long stretches of work (what Lighthouse's blocking time counts, with PROFILE_CPU_SLOWDOWN=4).
// Usage: node --import tsx bench/profile-route.ts /admin/students ['table tbody tr']   (the second: what "loaded" is)
// Env: PROFILE_CPU_SLOWDOWN (1; Lighthouse's mobile profile uses 4), CHROME_PATH, PROFILE_RUNS.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '@nuru/provider/seed';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { signInThroughLoginPage } from './support/sign-in.ts';
import { startStack } from './support/stack.ts';

const [route = '/admin/students', loaded = 'main h1, main h2'] = process.argv.slice(2);
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const SLOWDOWN = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 1);

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = { nodes: { id: number; callFrame: Frame }[]; samples: number[]; timeDeltas: number[] };

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

/** Who a source file belongs to: `src/features/admin`, `@apollo/client`, `preact`. */
function ownerOf(source: string): string {
  const parts = source.split('/');
  if (parts[0] === 'src') return parts.slice(0, 3).join('/');
  return parts.slice(0, parts[0]!.startsWith('@') ? 2 : 1).join('/');
}

type Sample = { ms: number; name: string; owner: string; idle: boolean };

/**
 * The stretches of the main thread with no idle sample in them that last a long task or more (50 ms at the
 * slowdown Lighthouse uses; the time over 50 ms is what its blocking time adds up), with what filled each.
 */
function longStretches(samples: Sample[]) {
  const stretches: { start: number; ms: number; owners: Map<string, number>; functions: Map<string, number> }[] = [];
  let at = 0;
  let current: (typeof stretches)[number] | undefined;
  for (const sample of samples) {
    if (sample.idle) current = undefined;
    else {
      if (!current) stretches.push((current = { start: at, ms: 0, owners: new Map(), functions: new Map() }));
      current.ms += sample.ms;
      current.owners.set(sample.owner, (current.owners.get(sample.owner) ?? 0) + sample.ms);
      current.functions.set(sample.name, (current.functions.get(sample.name) ?? 0) + sample.ms);
    }
    at += sample.ms;
  }
  return stretches.filter((stretch) => stretch.ms >= 50);
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
  const firstRun: Sample[] = [];
  for (let run = 0; run < RUNS; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${stack.gatewayUrl}${route}`);
    await page.locator(loaded).first().waitFor();
    await page.waitForLoadState('networkidle');
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    profile.samples.forEach((id, i) => {
      const frame = frames.get(id)!;
      const ms = profile.timeDeltas[i]! / 1000;
      const [idle, program] = [frame.functionName === '(idle)', frame.functionName === '(program)'];
      if (idle || program) {
        if (run === 0) firstRun.push({ ms, name: frame.functionName, owner: frame.functionName, idle });
        return;
      }
      const { name: key, owner } = name(frame);
      if (run === 0) firstRun.push({ ms, name: key, owner, idle });
      byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
      byOwner.set('(all)', (byOwner.get('(all)') ?? 0) + ms);
    });
    await page.close();
  }
  console.log(`${route}: main-thread busy time per load (mean of ${RUNS}, CPU slowdown ${SLOWDOWN}x), by owner:\n`);
  console.log(top(byOwner, 20).join('\n'));
  console.log('\nby function (self time):\n');
  console.log(top(byFunction, 40).join('\n'));
  console.log(`\nthe first run's stretches without an idle moment of 50 ms or more (start: length, what filled it):\n`);
  const most = (totals: Map<string, number>, count: number) => ranked(totals, count).map(([key, ms]) => `${key} ${ms.toFixed(0)}`);
  for (const stretch of longStretches(firstRun)) {
    console.log(
      `${stretch.start.toFixed(0).padStart(6)} ms: ${stretch.ms.toFixed(0).padStart(4)} ms  ${most(stretch.owners, 6).join(', ')}`,
    );
    console.log(`${''.padStart(20)}${most(stretch.functions, 5).join(', ')}`);
  }
} finally {
  await browser.close();
  stack.stop();
  rmSync(dist, { recursive: true, force: true });
}
