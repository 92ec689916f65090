// Waiting in the scripts' tests: for a build, a server or a child process. The limit only catches a hang;
// a loaded CI machine builds and starts many times slower than an idle one, so it is long.
export const HANG_LIMIT_MS = 300_000;

/** Resolves once `check` is true; throws naming `what` after `ms`. */
export async function waitUntil(check: () => Promise<boolean> | boolean, what: string, ms = HANG_LIMIT_MS, everyMs = 100): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Whether a GET of `url` answers 2xx now. */
export const answersOk = (url: string): Promise<boolean> =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );
