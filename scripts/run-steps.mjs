// Runs named shell steps one after another, each even when an earlier one failed, then prints a
// summary and exits non-zero if any failed. Usage: node scripts/run-steps.mjs 'name=command' ...
// A step written 'name=command' after 'needs:other' is skipped (and counts as failed) when `other` failed.
import { spawnSync } from 'node:child_process';

const steps = process.argv.slice(2).map((argument) => {
  const match = /^(?:needs:([^ ]+) )?([^=]+)=(.+)$/s.exec(argument);
  if (!match) throw new Error(`A step is 'name=command' or 'needs:other name=command', not: ${argument}`);
  return { needs: match[1], name: match[2], command: match[3] };
});

const outcomes = new Map();
for (const step of steps) {
  if (step.needs && outcomes.get(step.needs)?.status !== 'passed') {
    outcomes.set(step.name, { status: `skipped (${step.needs} failed)`, seconds: 0 });
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const started = process.hrtime.bigint();
  const { status, signal } = spawnSync(step.command, { shell: true, stdio: 'inherit' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  outcomes.set(step.name, { status: status === 0 ? 'passed' : `FAILED (${signal ?? `exit ${status}`})`, seconds });
}

console.log('\nSummary');
for (const [name, { status, seconds }] of outcomes) {
  console.log(`  ${status.startsWith('passed') ? '✔' : '✘'} ${name.padEnd(32)} ${status.padEnd(28)} ${seconds.toFixed(0)} s`);
}
const failed = [...outcomes.values()].filter(({ status }) => status !== 'passed').length;
console.log(failed ? `${failed} of ${outcomes.size} steps failed` : `all ${outcomes.size} steps passed`);
process.exit(failed ? 1 : 0);
