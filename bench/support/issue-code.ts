// The code the dashboard goal was measured on, run on this machine: main when the issue was filed (ISSUE_COMMIT), with that commit's
// own dashboard benchmark, unchanged. The issue's figures came from another machine, and the machines the benchmarks
// have run on differ by two to four times (README, "The same benchmarks on other machines"), so the dashboard's goal,
// three times "today's" loads per second, is judged against that code measured here, in the same run.
// The commit is unpacked once into the system's temporary folder and its dependencies installed there from its own
// lockfile (pnpm, from the registry or pnpm's store); later runs reuse it.
// Env: BENCH_ISSUE_CODE=off skips it: the goal is then three times the issue's own figure, from its machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ISSUE_COMMIT = '11c361f';
/** What the issue measured with that code on its machine, in dashboard loads per second. */
export const ISSUE_DASHBOARD_PER_SECOND = 108;

const repository = path.resolve(import.meta.dirname, '../..');

/** ISSUE_COMMIT's files with their dependencies installed, in a folder of their own; made on the first call. */
function issueCheckout(): string {
  const folder = path.join(tmpdir(), `nuru-goal-code-${ISSUE_COMMIT}`);
  const installed = path.join(folder, '.installed');
  if (existsSync(installed)) return folder;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const files = execFileSync('git', ['-C', repository, 'archive', '--format=tar', ISSUE_COMMIT], { maxBuffer: 2 ** 30 });
  execFileSync('tar', ['-x', '-C', folder], { input: files });
  execFileSync('pnpm', ['install', '--frozen-lockfile'], { cwd: folder, stdio: ['ignore', 'ignore', 'pipe'] });
  writeFileSync(installed, '');
  return folder;
}

export type IssueDashboard = { perSecond: number } | { unavailable: string };

/**
 * The issue's code's dashboard loads per second on this machine, from its own benchmark (`seconds` per side), or why
 * it could not be measured (a clone without that commit's history, no registry).
 */
export function issueDashboard(seconds: number): IssueDashboard {
  if (process.env.BENCH_ISSUE_CODE === 'off') return { unavailable: 'BENCH_ISSUE_CODE=off' };
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'dashboard.bench.ts'], {
      cwd: path.join(issueCheckout(), 'bench'),
      env: { ...process.env, BENCH_SECONDS: String(seconds), DATABASE_URL: '' },
      encoding: 'utf8',
    });
    const perSecond = /^\(a\) GraphQL dashboard query via gateway\s+(\d+) loads\/s/m.exec(run.stdout)?.[1];
    if (!perSecond) throw new Error(`its benchmark printed no figure (exit ${run.status}): ${run.stderr.slice(-400)}`);
    return { perSecond: Number(perSecond) };
  } catch (failure) {
    return { unavailable: failure instanceof Error ? failure.message.split('\n')[0]! : String(failure) };
  }
}
