// The provider alone, as small programmes run it: a scholar's profile read (GET /api/profile) with 10
// calls in flight, on in-memory PGlite and, side by side, on PostgreSQL when DATABASE_URL names a server (a
// scratch database of its own, dropped afterwards). Loopback only; the provider in its own process.
// Env: BENCH_SECONDS (default 5), DATABASE_URL.
import { createScratchDatabase } from '@nuru/provider/testing/scratch-database';
import { Pool } from 'undici';
import { measure, ok, row, type Figures } from './support/measure.ts';
import { scholarToken, startStack } from './support/stack.ts';
import { summarise } from './support/summary.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const IN_FLIGHT = 10;

async function profileReads(backend: string, databaseUrl = ''): Promise<Figures> {
  const stack = await startStack(databaseUrl);
  const pool = new Pool(stack.providerUrl, { connections: IN_FLIGHT });
  try {
    const authorization = `Bearer ${await scholarToken(stack.providerUrl)}`;
    const read = () => ok(pool.request({ path: '/api/profile', method: 'GET', headers: { authorization } }));
    for (let i = 0; i < 500; i++) await read();
    return await measure(`profile read on ${backend}, ${IN_FLIGHT} in flight`, read, SECONDS, IN_FLIGHT);
  } finally {
    await pool.close();
    stack.stop();
  }
}

export async function measureProviderReads(): Promise<Figures[]> {
  const figures = [await profileReads('PGlite')];
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'nuru_bench');
    try {
      figures.push(await profileReads('PostgreSQL', scratch.url));
    } finally {
      await scratch.drop();
    }
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureProviderReads();
  console.log(`The provider's profile read, ${SECONDS} s each, loopback (goals: 2500/s on PGlite, 5000/s on PostgreSQL).\n`);
  for (const f of figures) console.log(row(f));
  summarise(
    figures.map((f, i) => {
      const goal = i === 0 ? 2500 : 5000;
      return {
        benchmark: 'provider-read',
        figure: f.name,
        value: `${f.perSecond.toFixed(0)}/s`,
        goal: `at least ${goal}/s`,
        met: f.perSecond >= goal,
      };
    }),
  );
  if (figures.length === 1) console.log('\n(set DATABASE_URL to measure PostgreSQL beside it)');
}
