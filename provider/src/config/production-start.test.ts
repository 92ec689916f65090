import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { DEV_ADMIN_PASSWORD } from '../seed/accounts.js';

const main = fileURLToPath(new URL('../main.ts', import.meta.url));

it('production refuses to start with the published admin password and no JWT secret, saying what to set', () => {
  const { status, stderr } = spawnSync(process.execPath, ['--conditions=@nuru/source', '--import', 'tsx', main], {
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SEED_ADMIN_PASSWORD: DEV_ADMIN_PASSWORD,
      DATA_DIR: 'memory://',
      PROVIDER_PORT: '0',
    },
  });
  expect(status).toBe(1);
  expect(stderr).toContain('The provider will not start in production with these settings:');
  expect(stderr).toContain('JWT_SECRET is not set: set it to a random secret of at least 32 characters');
  expect(stderr).toContain('SEED_ADMIN_PASSWORD is a published development password');
});
