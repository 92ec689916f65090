import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { freePort } from './free-port.js';
import { answersOk, waitUntil } from './wait-until.js';
import { DEV_STUDENT_PASSWORD, SEED_STUDENTS } from '../provider/src/app.js';

// Production runs the servers' compiled JavaScript, with plain node: no TypeScript at runtime. It reads what
// `pnpm build` wrote: `pnpm test` runs it after its build step (scripts/vitest.built.config.ts).
const root = fileURLToPath(new URL('..', import.meta.url));
const running: ChildProcess[] = [];
afterAll(() => running.forEach((child) => child.kill('SIGKILL')));

const until = (url: string) => waitUntil(() => answersOk(url), url);

it('the built provider and gateway run under plain node and answer a sign-in', { timeout: 600_000 }, async () => {
  const [PORT, PROVIDER_PORT] = [await freePort(), await freePort()];
  const env = { ...process.env, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', NODE_ENV: 'development' };
  running.push(
    spawn(process.execPath, [join(root, 'provider/dist/main.js')], {
      env: { ...env, PROVIDER_PORT: String(PROVIDER_PORT), DATA_DIR: mkdtempSync(join(tmpdir(), 'nuru-compiled-')), DATABASE_URL: '' },
      stdio: 'ignore',
    }),
  );
  await until(`http://127.0.0.1:${PROVIDER_PORT}/api/health`);
  running.push(
    spawn(process.execPath, [join(root, 'gateway/dist/main.js')], {
      env: { ...env, PORT: String(PORT), PROVIDER_URL: `http://127.0.0.1:${PROVIDER_PORT}` },
      stdio: 'ignore',
    }),
  );
  await until(`http://127.0.0.1:${PORT}/readyz`);

  const response = await fetch(`http://127.0.0.1:${PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { __typename ... on AuthPayload { user { email } } } }',
      variables: { email: SEED_STUDENTS[0].email, password: DEV_STUDENT_PASSWORD },
    }),
  });
  expect((await response.json()).data.login).toEqual({ __typename: 'AuthPayload', user: { email: SEED_STUDENTS[0].email } });
});
