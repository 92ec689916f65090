import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { stackPorts } from './support/ports.js';

// Debian's Chromium, never a downloaded browser: CHROME_PATH or /usr/bin/chromium.
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium not found at ${chromium}. Install it (Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.`,
  );
}

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${stackPorts.gateway}`,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
    },
  },
  webServer: {
    command: 'node --conditions=@nuru/source --import tsx support/stack.ts',
    url: `http://127.0.0.1:${stackPorts.gateway}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // The stack drops its scratch PostgreSQL database on SIGTERM (the default is SIGKILL).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
