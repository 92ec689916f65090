// Keeps a child process running: when it exits on its own it is started again after a back-off that
// doubles from minDelayMs to maxDelayMs (and starts over once a run lasted stableMs), so one crash of the
// provider does not take the portal down and a crash loop does not spin. stop() ends it for good.
import { setTimeout as sleep } from 'node:timers/promises';

const KILL_AFTER_MS = 10_000;

/**
 * @param {string} name shown in the one line written per restart
 * @param {() => import('node:child_process').ChildProcess} start
 */
export function supervise(name, start, { minDelayMs = 500, maxDelayMs = 30_000, stableMs = 60_000, log = console.error } = {}) {
  let child;
  let timer;
  let stopping = false;
  let delay = minDelayMs;
  let restarts = 0;

  function run() {
    const startedAt = Date.now();
    child = start();
    child.once('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt >= stableMs) delay = minDelayMs;
      restarts += 1;
      log(`${name} stopped (${signal ?? `exit ${code}`}); restarting in ${delay} ms`);
      timer = setTimeout(run, delay);
      delay = Math.min(delay * 2, maxDelayMs);
    });
  }

  run();
  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    /** Stops the child (SIGTERM, then SIGKILL after 10 s) and never restarts it. */
    async stop(signal = 'SIGTERM') {
      stopping = true;
      clearTimeout(timer);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const patience = new AbortController();
      sleep(KILL_AFTER_MS, undefined, { signal: patience.signal }).then(
        () => child.kill('SIGKILL'),
        () => undefined,
      );
      child.kill(signal);
      await exited;
      patience.abort();
    },
  };
}
