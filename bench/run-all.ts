// `pnpm bench`: every benchmark in turn, each in its own process with its own output, then one table of their
// headline figures against the performance goals, printed and written to bench/last-run.md (with the machine it ran on).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import type { SummaryRow } from './support/summary.ts';

const BENCHMARKS = ['dashboard', 'gateway-overhead', 'provider-read', 'web-weight', 'lighthouse', 'interaction', 'load'];

const folder = mkdtempSync(path.join(tmpdir(), 'nuru-bench-'));
const summary = path.join(folder, 'summary.jsonl');
writeFileSync(summary, '');
const failed: string[] = [];
for (const name of BENCHMARKS) {
  console.log(`\n## ${name}\n`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `${name}.bench.ts`], {
    cwd: import.meta.dirname,
    env: { ...process.env, BENCH_SUMMARY: summary },
    stdio: 'inherit',
  });
  if (run.status !== 0) failed.push(name);
}
const rows = readFileSync(summary, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as SummaryRow);
rmSync(folder, { recursive: true, force: true });

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const verdict = (row: SummaryRow) => (row.met === undefined ? '' : row.met ? 'met' : 'not met');
const table = [
  '| Benchmark | Figure | This run | Goal | |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map((row) => `| ${row.benchmark} | ${row.figure} | ${row.value} | ${row.goal ?? ''} | ${verdict(row)} |`),
].join('\n');
const report = `Run on ${new Date().toISOString().slice(0, 10)}, ${machine}.\n\n${table}\n`;
writeFileSync(path.join(import.meta.dirname, 'last-run.md'), report);
console.log(`\n## Summary\n\n${report}`);
if (failed.length) {
  console.error(`These benchmarks failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
