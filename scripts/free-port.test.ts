import { createServer, type Server } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { ephemeralFloor, freePort } from './free-port.js';

const listening: Server[] = [];
const listenOn = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const server = createServer().once('error', reject);
    listening.push(server.listen(port, '127.0.0.1', resolve));
  });
afterEach(() => listening.splice(0).forEach((server) => server.close()));

it('hands out ports below the range the OS gives port-0 listeners, each once, that a child can listen on', async () => {
  const ports = [await freePort(), await freePort(), await freePort()];
  expect(new Set(ports).size).toBe(3);
  for (const port of ports) {
    expect(port).toBeLessThan(ephemeralFloor());
    await listenOn(port);
  }
});

it('hands two calls made at once different ports', async () => {
  const [one, two] = await Promise.all([freePort(), freePort()]);
  expect(one).not.toBe(two);
});

it('skips a port something already listens on', async () => {
  const port = await freePort();
  await listenOn(port + 1);
  expect(await freePort()).toBe(port + 2);
});

it('gives each vitest worker its own block, so two workers asking at once never share a port', async () => {
  const worker = process.env.VITEST_POOL_ID;
  try {
    process.env.VITEST_POOL_ID = '1';
    const first = await freePort();
    process.env.VITEST_POOL_ID = '2';
    const second = await freePort();
    expect(first).toBeGreaterThanOrEqual(ephemeralFloor() - 200);
    expect(second).toBeLessThan(ephemeralFloor() - 200);
  } finally {
    if (worker === undefined) delete process.env.VITEST_POOL_ID;
    else process.env.VITEST_POOL_ID = worker;
  }
});
