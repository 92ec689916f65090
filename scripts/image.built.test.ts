import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { assembleImages } from './assemble-image.mjs';
import { freePort } from './free-port.js';
import { answersOk, waitUntil } from './wait-until.js';

// What the Dockerfile copies into each server's image (scripts/assemble-image.mjs), run as the image's
// CMD runs it: from /app, plain node, production settings, nothing of the workspace to fall back on. It reads
// what `pnpm build` wrote: `pnpm test` runs it after its build step (scripts/vitest.built.config.ts).
const image = mkdtempSync(join(tmpdir(), 'nuru-image-'));
const running: ChildProcess[] = [];
afterAll(() => {
  running.forEach((child) => child.kill('SIGKILL'));
  rmSync(image, { recursive: true, force: true });
});

const until = (url: string) => waitUntil(() => answersOk(url), url);

it("each server image's files run it in production, with production dependencies only", { timeout: 600_000 }, async () => {
  assembleImages(image);
  expect(readdirSync(join(image, 'provider')).sort()).toEqual(['provider']);
  expect(readdirSync(join(image, 'gateway')).sort()).toEqual(['gateway', 'schema', 'web']);
  for (const devOnly of ['tsx', 'typescript', 'pino-pretty', 'vitest', 'drizzle-kit', '@nuru/provider']) {
    expect(existsSync(join(image, 'provider/provider/node_modules', devOnly)), devOnly).toBe(false);
    expect(existsSync(join(image, 'gateway/gateway/node_modules', devOnly)), devOnly).toBe(false);
  }
  // The workspace's shared rules, as the compiled JavaScript plain node loads; their TypeScript stays out.
  for (const server of ['gateway', 'provider']) {
    const rules = join(image, `${server}/${server}/node_modules/@nuru/rules`);
    expect(existsSync(join(rules, 'dist/csv/index.js')), server).toBe(true);
    expect(existsSync(join(rules, 'src')), server).toBe(false);
  }

  const [port, providerPort] = [await freePort(), await freePort()];
  const adminPassword = `Aa1!${randomBytes(12).toString('hex')}`;
  const production = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(48).toString('base64'),
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SEED_ADMIN_EMAIL: 'admin@image.example',
    SEED_ADMIN_PASSWORD: adminPassword,
  };
  running.push(
    spawn(process.execPath, ['provider/dist/main.js'], {
      cwd: join(image, 'provider'),
      stdio: 'ignore',
      env: { ...production, PROVIDER_PORT: String(providerPort), DATA_DIR: join(image, 'data') },
    }),
  );
  await until(`http://127.0.0.1:${providerPort}/api/health`);
  running.push(
    spawn(process.execPath, ['gateway/dist/main.js'], {
      cwd: join(image, 'gateway'),
      stdio: 'ignore',
      env: { ...production, PORT: String(port), PROVIDER_URL: `http://127.0.0.1:${providerPort}` },
    }),
  );
  await until(`http://127.0.0.1:${port}/healthz`);

  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('<div id="root">');
  // The web's own sign-in, by its hash from the manifest in the image: production runs nothing else.
  const manifest = JSON.parse(readFileSync(join(image, 'gateway/web/src/gql/persisted-documents.json'), 'utf8')) as Record<string, string>;
  const [loginHash] = Object.entries(manifest).find(([, document]) => document.startsWith('mutation Login('))!;
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      variables: { email: 'admin@image.example', password: adminPassword },
      extensions: { persistedQuery: { version: 1, sha256Hash: loginHash.replace(/^sha256:/, '') } },
    }),
  });
  expect((await response.json()).data.login).toMatchObject({
    __typename: 'AuthPayload',
    user: { email: 'admin@image.example', role: 'ADMIN' },
  });
});
