// The dashboard's data two ways, measured side by side in one run (loopback only):
//   (a) one GraphQL query through the gateway (which makes the provider calls in parallel, once each);
//   (b) the 4 REST calls the original client made, issued in parallel straight at the provider.
// Fairness: both sides run through the same harness: one undici Pool per side with the same number of
// keep-alive connections, CONCURRENCY page loads in flight at all times, each load timed from its
// first request to its last answer (for (b): all 4 answers in). Then autocannon cross-checks (a) with
// the same connection count, so the harness is seen not to be the bottleneck.
// Topology as deployed: the provider and the gateway each run in their own process (logging only
// warnings), the load generator in this one.
// Then the code the dashboard goal was measured on (support/issue-code.ts) is measured on this machine with its own benchmark: the goal
// is three times its loads per second.
// With DATABASE_URL, (a) is measured again with the provider on PostgreSQL (a scratch database, dropped after).
// Env: BENCH_SECONDS (default 10 per side), BENCH_CONCURRENCY (default 10), DATABASE_URL, BENCH_ISSUE_CODE.
import { createScratchDatabase } from '@nuru/provider/testing/scratch-database';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { ISSUE_COMMIT, ISSUE_DASHBOARD_PER_SECOND, issueDashboard } from './support/issue-code.ts';
import { measure, ok, row, type Figures } from './support/measure.ts';
import { summarise } from './support/summary.ts';
import { scholarToken, startStack } from './support/stack.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

const DASHBOARD = `query Dashboard {
  me { id name email enrollmentStatus batchNumber universityName programName }
  results(limit: 3) { id fileName status year gpa uploadDate }
  payments(limit: 3) { id controlNumber type status paymentYear createdAt }
  announcements(limit: 5) { id title createdAt priority pinned }
  todo { id kind academicYear paymentType href }
  programme { currentAcademicYear }
}`;
const REST_PATHS = ['/api/profile', '/api/results/all', '/api/v2/payment/history', '/api/announcements/admin/getAllAnnouncements'];

const graphqlBody = JSON.stringify({ query: DASHBOARD });
const dashboardQuery = (toGateway: Pool, authorization: string) => () =>
  ok(
    toGateway.request({
      path: '/graphql',
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: graphqlBody,
    }),
  );

/** (a) with the provider on PostgreSQL: the same query, warmed the same way. */
async function onPostgres(serverUrl: string) {
  const scratch = await createScratchDatabase(serverUrl, 'nuru_bench');
  const stack = await startStack(scratch.url);
  const toGateway = new Pool(stack.gatewayUrl, { connections: CONCURRENCY });
  try {
    const viaGateway = dashboardQuery(toGateway, `Bearer ${await scholarToken(stack.providerUrl)}`);
    for (let i = 0; i < 200; i++) await viaGateway();
    return await measure('(a) on PostgreSQL', viaGateway, SECONDS, CONCURRENCY);
  } finally {
    await toGateway.close();
    stack.stop();
    await scratch.drop();
  }
}

/** (a) and (b) side by side on PGlite, then autocannon's cross-check of (a); answers (a)'s figures. */
async function sideBySide(): Promise<Figures> {
  const { providerUrl, gatewayUrl, stop } = await startStack();
  const authorization = `Bearer ${await scholarToken(providerUrl)}`;
  const toGateway = new Pool(gatewayUrl, { connections: CONCURRENCY });
  const toProvider = new Pool(providerUrl, { connections: CONCURRENCY * REST_PATHS.length });
  const viaGateway = dashboardQuery(toGateway, authorization);
  const viaRest = async () => {
    const answers = await Promise.all(
      REST_PATHS.map((path) => ok(toProvider.request({ path, method: 'GET', headers: { authorization } }))),
    );
    return answers.every(Boolean);
  };
  try {
    if (!(await viaGateway()) || !(await viaRest())) throw new Error('the dashboard does not load; nothing to measure');
    console.log(
      `Dashboard data, ${SECONDS} s per side, ${CONCURRENCY} page loads in flight, loopback; provider (PGlite) and gateway in their own processes.\n`,
    );
    // Warm both paths (JIT, keep-alive sockets) before measuring.
    for (let i = 0; i < 200; i++) await Promise.all([viaGateway(), viaRest()]);
    const a = await measure('(a) GraphQL dashboard query via gateway', viaGateway, SECONDS, CONCURRENCY);
    const b = await measure('(b) 4 parallel REST calls at provider', viaRest, SECONDS, CONCURRENCY);
    console.log(`${row(a)}\n${row(b)}`);
    console.log(
      `\nratio (a)/(b): throughput ${(a.perSecond / b.perSecond).toFixed(2)}x, p50 ${(a.p50 / b.p50).toFixed(2)}x, p99 ${(a.p99 / b.p99).toFixed(2)}x`,
    );
    const cannon = await autocannon({
      url: `${gatewayUrl}/graphql`,
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: graphqlBody,
      connections: CONCURRENCY,
      duration: Math.max(1, Math.round(SECONDS / 2)),
    });
    console.log(
      `\nautocannon cross-check of (a): ${cannon.requests.average.toFixed(0)} req/s, p50 ${cannon.latency.p50} ms, p99 ${cannon.latency.p99} ms, ` +
        `${cannon.non2xx} non-2xx, ${cannon.errors} errors`,
    );
    return a;
  } finally {
    await toGateway.close();
    await toProvider.close();
    stop();
  }
}

const viaGateway = await sideBySide();
const issue = issueDashboard(SECONDS);
const [base, baseInWords] =
  'perSecond' in issue
    ? [issue.perSecond, `the issue's code, ${ISSUE_COMMIT}, here: ${issue.perSecond}/s`]
    : [ISSUE_DASHBOARD_PER_SECOND, `the issue's ${ISSUE_DASHBOARD_PER_SECOND}/s, on its machine`];
console.log(
  'perSecond' in issue
    ? `\nthe code the goal was measured on (${ISSUE_COMMIT}), by its own benchmark on this machine: (a) ${base} loads/s`
    : `\nthe code the goal was measured on (${ISSUE_COMMIT}) could not be run here (${issue.unavailable}); the goal is from the issue's machine`,
);
summarise([
  {
    benchmark: 'dashboard',
    figure: `dashboard query via the gateway, provider on PGlite, ${CONCURRENCY} in flight`,
    value: `${viaGateway.perSecond.toFixed(0)}/s, p99 ${viaGateway.p99.toFixed(1)} ms`,
    goal: `at least ${3 * base}/s (3 × ${baseInWords})`,
    met: viaGateway.perSecond >= 3 * base,
  },
]);

if (process.env.DATABASE_URL) {
  const postgres = await onPostgres(process.env.DATABASE_URL);
  console.log(`\n${row(postgres)}`);
  summarise([
    {
      benchmark: 'dashboard',
      figure: `dashboard query via the gateway, provider on PostgreSQL, ${CONCURRENCY} in flight`,
      value: `${postgres.perSecond.toFixed(0)}/s, p99 ${postgres.p99.toFixed(1)} ms`,
    },
  ]);
}
