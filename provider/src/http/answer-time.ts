import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Runs work and answers (or fails) no sooner than `ms` after it began, so an answer's timing cannot tell
 * which path the work took (e.g. whether an e-mail is registered). Work slower than `ms` still leaks.
 */
export async function noSoonerThan<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
