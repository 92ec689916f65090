// Runs named shell steps one after another, each even when an earlier one failed, then prints a
// summary and exits non-zero if any failed. Usage: node scripts/run-steps.mjs 'name=command' ...
// A step written 'name=command' after 'needs:other' is skipped (and counts as failed) when `other` failed.
// A failed step's summary repeats the lines of its output that name a failure: CI logs are often read
// from their end, far from where a long test run reported it.
import { spawn } from 'node:child_process';

const steps = process.argv.slice(2).map((argument) => {
  const match = /^(?:needs:([^ ]+) )?([^=]+)=(.+)$/s.exec(argument);
  if (!match) throw new Error(`A step is 'name=command' or 'needs:other name=command', not: ${argument}`);
  return { needs: match[1], name: match[2], command: match[3] };
});

const FAILURE_LINE = /\bFAIL\b|\bFAILED\b|✗|×|✘|\b\w*Error\b|[Tt]imed out|[Tt]imeout/;
const KEPT_LINES = 40;
// eslint-disable-next-line no-control-regex
const plain = (line) => line.replace(/\u001b\[[0-9;]*m/g, '').trimEnd();

/** Runs one command, its output passed through as it comes, and answers its exit and the failure lines it printed. */
function runStep(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['inherit', 'pipe', 'pipe'] });
    const failures = [];
    const watch = (stream, out) => {
      let partial = '';
      stream.on('data', (chunk) => {
        out.write(chunk);
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines.map(plain)) if (FAILURE_LINE.test(line)) failures.push(line);
        failures.splice(0, Math.max(0, failures.length - KEPT_LINES));
      });
    };
    watch(child.stdout, process.stdout);
    watch(child.stderr, process.stderr);
    child.on('close', (status, signal) => resolve({ status, signal, failures }));
  });
}

const outcomes = new Map();
for (const step of steps) {
  if (step.needs && outcomes.get(step.needs)?.status !== 'passed') {
    outcomes.set(step.name, { status: `skipped (${step.needs} failed)`, seconds: 0, failures: [] });
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const started = process.hrtime.bigint();
  const { status, signal, failures } = await runStep(step.command);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const passed = status === 0;
  outcomes.set(step.name, {
    status: passed ? 'passed' : `FAILED (${signal ?? `exit ${status}`})`,
    seconds,
    failures: passed ? [] : failures,
  });
}

console.log('\nSummary');
for (const [name, { status, seconds }] of outcomes) {
  console.log(`  ${status.startsWith('passed') ? '✔' : '✘'} ${name.padEnd(32)} ${status.padEnd(28)} ${seconds.toFixed(0)} s`);
}
for (const [name, { failures }] of outcomes) {
  if (!failures.length) continue;
  console.log(`\nWhat "${name}" reported as failing (its last ${failures.length} such lines):`);
  for (const line of failures) console.log(`  ${line.trim()}`);
}
const failed = [...outcomes.values()].filter(({ status }) => status !== 'passed').length;
console.log(failed ? `\n${failed} of ${outcomes.size} steps failed` : `all ${outcomes.size} steps passed`);
process.exit(failed ? 1 : 0);
