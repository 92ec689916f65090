// The portal under load, through the gateway: BENCH_SCHOLARS virtual scholars, each a distinct seeded account (the
// demo cohort and the named students all sign in with the development password), sign in once and go round the real
// flow: dashboard, announcements, sometimes a result upload (their last one deleted first: one live result per
// academic year is the rule), sometimes a control number (a fresh one each time, replacing their last); BENCH_ADMINS
// administrators (the seeded one, a session each) go round the admin lists: scholars, review queue, control numbers,
// announcements, audit log. Every request is one the web app sends, as it sends it: its persisted operations by hash
// (codegen's manifest) with its headers, its multipart upload beside /graphql.
// Fairness: people arrive spread over BENCH_RAMP seconds and wait BENCH_THINK_MS (±50 %) between screens, so the
// load is that of the users, not of a loop; requests are timed one by one. The figures count the requests started in
// a window of BENCH_SECONDS that opens BENCH_WARMUP seconds after the last sign-in. An error is any answer that is
// not a 200 without GraphQL errors, refusals included, at any time in the run; there must be none.
// Topology as deployed: the provider (in-memory PGlite, seeded) and the gateway each in their own process, the
// gateway's rate limits lifted (the provider limits only failed sign-ins and password checks, which this never
// makes); the load generator in this process, on the same cores, so its CPU is printed beside theirs.
// Env: BENCH_SECONDS (default 30), BENCH_WARMUP (10), BENCH_RAMP (60), BENCH_THINK_MS (5000), BENCH_SCHOLARS (300),
// BENCH_ADMINS (5).
import { setTimeout as sleep } from 'node:timers/promises';
import { DEV_STUDENT_PASSWORD, SEED_ADMIN } from '@nuru/provider/seed';
import { Pool } from 'undici';
import { transcriptPdf } from '../e2e/support/documents.ts';
import { figuresOf, row } from './support/measure.ts';
import { Portal, tokenOf, type Answer } from './support/portal.ts';
import { startStack, type Usage } from './support/stack.ts';
import { summarise } from './support/summary.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const RAMP = Number(process.env.BENCH_RAMP ?? 60);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 5000);
const SCHOLARS = Number(process.env.BENCH_SCHOLARS ?? 300);
const ADMINS = Number(process.env.BENCH_ADMINS ?? 5);
const UPLOAD_SHARE = 0.2;
const CONTROL_NUMBER_SHARE = 0.3;

const UPLOAD = 'upload (POST /uploads/results)';
const SCHOLAR_REQUESTS = [
  'DashboardPage',
  'AnnouncementsPage',
  'DeleteResult',
  UPLOAD,
  'ResultsPage',
  'SubmitControlNumber',
  'PaymentHistory',
];
const ADMIN_LISTS: [string, (page: number) => Record<string, unknown>][] = [
  // As each list's page asks for it with no filter in the address.
  ['Scholars', (page) => ({ filter: {}, sort: 'NAME', order: 'ASC', page, pageSize: 25 })],
  ['ReviewQueue', (page) => ({ filter: { status: 'SUBMITTED' }, page, pageSize: 25 })],
  ['ControlNumbers', (page) => ({ filter: {}, page, pageSize: 25 })],
  ['AdminAnnouncements', () => ({})],
  ['AuditLog', (page) => ({ filter: {}, page, pageSize: 25 })],
];

type Samples = Map<string, { latencies: number[]; errors: number }>;
const signIns: Samples = new Map();
const steady: Samples = new Map();
/** The first failure of each request, as answered. */
const failures = new Map<string, string>();
let errors = 0;
let controlNumbers = 0;
let window = { from: Infinity, until: Infinity };
const running = () => performance.now() < window.until;

/** Runs one request, timed; the steady figures keep only those started in the window, the error count all. */
async function timed(samples: Samples, name: string, request: () => Promise<Answer>): Promise<Answer> {
  const started = performance.now();
  const answer = await request().catch((error: unknown) => ({ ok: false, text: String(error) }));
  const ms = performance.now() - started;
  if (!answer.ok) {
    errors++;
    if (!failures.has(name)) failures.set(name, answer.text.slice(0, 400).trim());
  }
  if (samples === steady && (started < window.from || started >= window.until)) return answer;
  const sample = samples.get(name) ?? { latencies: [], errors: 0 };
  if (answer.ok) sample.latencies.push(ms);
  else sample.errors++;
  samples.set(name, sample);
  return answer;
}

/** The login page's mutation, then the session check every page makes. */
async function signIn(portal: Portal, email: string, password: string): Promise<string | undefined> {
  const token = tokenOf(await timed(signIns, 'Login', () => portal.operation('Login', { email, password })));
  if (token) await timed(signIns, 'Session', () => portal.operation('Session', {}, token));
  return token;
}

/** A screen: its requests, then the time a person spends on it; nothing once the window has closed. */
async function visit(screen: () => Promise<unknown>): Promise<void> {
  if (!running()) return;
  await screen();
  await sleep(THINK_MS * (0.5 + Math.random()));
}

async function scholar(portal: Portal, token: string, year: string): Promise<void> {
  const as = (name: string, variables: Record<string, unknown> = {}) => timed(steady, name, () => portal.operation(name, variables, token));
  const file = transcriptPdf(`Statement of examination results ${year}`);
  let uploaded: string | undefined;
  let submitted = 0;
  const uploadResult = async () => {
    if (uploaded) await as('DeleteResult', { fileName: uploaded });
    const gpa = (2 + Math.random() * 3).toFixed(1);
    const answer = await timed(steady, UPLOAD, () => portal.uploadResult(token, { year, gpa, file, fileName: `Results ${year}.pdf` }));
    uploaded = answer.ok ? (JSON.parse(answer.text) as { result: { fileName: string } }).result.fileName : undefined;
    await as('ResultsPage');
  };
  const submitControlNumber = async () => {
    submitted++;
    // 12 digits, never submitted before by anyone (the seed's start 995).
    const controlNumber = String(700_000_000_000 + ++controlNumbers);
    await as('SubmitControlNumber', {
      input: { controlNumber, paymentType: submitted % 2 ? 'UNIVERSITY_FEE' : 'NHIF', paymentYear: year, amountTzs: 50_400 },
    });
    await as('PaymentHistory');
  };
  while (running()) {
    await visit(() => as('DashboardPage', { student: true }));
    await visit(() => as('AnnouncementsPage'));
    if (Math.random() < UPLOAD_SHARE) await visit(uploadResult);
    if (Math.random() < CONTROL_NUMBER_SHARE) await visit(submitControlNumber);
  }
}

async function administrator(portal: Portal, token: string): Promise<void> {
  for (let round = 0; running(); round++)
    for (const [name, variables] of ADMIN_LISTS)
      await visit(() => timed(steady, name, () => portal.operation(name, variables(1 + (round % 3)), token)));
}

/** The seeded scholars' e-mails, from the administrators' list, and the programme's current academic year. */
async function seededScholars(portal: Portal): Promise<{ emails: string[]; currentYear: string }> {
  const token = tokenOf(await portal.operation('Login', { email: SEED_ADMIN.email, password: SEED_ADMIN.password }));
  if (!token) throw new Error('The seeded administrator cannot sign in.');
  type Page = {
    programmeSettings: { currentAcademicYear: string };
    scholars: { nodes: { email: string }[]; pageInfo: { hasNextPage: boolean } };
  };
  const emails: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await portal.operation('Scholars', { filter: {}, page, pageSize: 100 }, token);
    if (!answer.ok) throw new Error(`The scholars' list did not load: ${answer.text}`);
    const { data } = JSON.parse(answer.text) as { data: Page };
    emails.push(...data.scholars.nodes.map((node) => node.email));
    if (!data.scholars.pageInfo.hasNextPage) return { emails, currentYear: data.programmeSettings.currentAcademicYear };
  }
}

/** The year after the programme's current one: no seeded scholar has a result or a control number for it. */
function yearAfter(current: string): string {
  const first = Number(current.slice(0, 4)) + 1;
  return `${first}-${first + 1}`;
}

const stack = await startStack();
const pool = new Pool(stack.gatewayUrl, { connections: SCHOLARS + ADMINS });
const portal = new Portal(pool);
try {
  const { emails, currentYear } = await seededScholars(portal);
  const year = yearAfter(currentYear);
  console.log(
    `Through the gateway: ${SCHOLARS} scholars (${Math.min(SCHOLARS, emails.length)} distinct of the ${emails.length} seeded, ` +
      `all able to sign in) and ${ADMINS} administrators arriving over ${RAMP} s, ${THINK_MS} ms (±50 %) on each screen; ` +
      `${SECONDS} s measured ${WARMUP} s after the last sign-in; uploads and control numbers for ${year}.\n`,
  );
  const atStart = stack.usage();
  const started = performance.now();
  const arrival = (i: number) => sleep((i * RAMP * 1000) / (SCHOLARS + ADMINS));
  const accounts = [
    ...Array.from({ length: ADMINS }, () => ({ email: SEED_ADMIN.email, password: SEED_ADMIN.password })),
    ...Array.from({ length: SCHOLARS }, (_, i) => ({ email: emails[i % emails.length]!, password: DEV_STUDENT_PASSWORD })),
  ];
  const sessions = accounts.map(({ email, password }, i) => arrival(i).then(() => signIn(portal, email, password)));
  const users = sessions.map(async (session, i) => {
    const token = await session;
    if (token) await (i < ADMINS ? administrator(portal, token) : scholar(portal, token, year));
  });
  await Promise.all(sessions);
  const rampSeconds = (performance.now() - started) / 1000;
  const from = performance.now() + WARMUP * 1000;
  window = { from, until: from + SECONDS * 1000 };
  await sleep(WARMUP * 1000);
  const warm = { ...stack.usage(), at: performance.now(), self: process.cpuUsage() };
  await Promise.all(users);
  const end = { ...stack.usage(), at: performance.now(), self: process.cpuUsage(warm.self) };

  console.log(`Signing in, over ${rampSeconds.toFixed(0)} s:`);
  for (const [name, { latencies, errors }] of signIns) console.log(row(figuresOf(name, latencies, errors, rampSeconds)));
  const all = { latencies: [] as number[], errors: 0 };
  for (const [title, names] of [
    ["The scholars' flow", SCHOLAR_REQUESTS],
    ["The administrators' lists", ADMIN_LISTS.map(([name]) => name)],
  ] as const) {
    console.log(`\n${title}, ${SECONDS} s:`);
    for (const name of names) {
      const { latencies, errors } = steady.get(name) ?? { latencies: [], errors: 0 };
      console.log(row(figuresOf(name, latencies, errors, SECONDS)));
      all.latencies.push(...latencies);
      all.errors += errors;
    }
  }
  const total = figuresOf('all requests', all.latencies, all.errors, SECONDS);
  console.log(`\n${row(total)}`);
  console.log(`\nErrors in the whole run: ${errors}${errors ? "; each request's first:" : ''}`);
  for (const [name, text] of failures) console.log(`  ${name}: ${text}`);

  const seconds = (end.at - warm.at) / 1000;
  const column = (text: string) => text.padStart(18);
  const cores = (cpuSeconds: number) => column(`${(cpuSeconds / seconds).toFixed(2)} cores`);
  const mb = ({ rssMb }: Usage) => column(`${rssMb.toFixed(0)} MB`);
  console.log(`\n${'RSS, CPU'.padEnd(14)}${['at start', 'after warm-up', 'after the run', 'CPU in between'].map(column).join('')}`);
  for (const service of ['provider', 'gateway'] as const) {
    const cpu = end[service].cpuSeconds - warm[service].cpuSeconds;
    console.log(`${service.padEnd(14)}${mb(atStart[service])}${mb(warm[service])}${mb(end[service])}${cores(cpu)}`);
  }
  console.log(`${'load generator'.padEnd(14 + 3 * 18)}${cores((end.self.user + end.self.system) / 1e6)}`);
  const rss = (service: 'provider' | 'gateway') => `${service} ${mb(atStart[service]).trim()} → ${mb(end[service]).trim()}`;
  summarise([
    {
      benchmark: 'load',
      figure: `${SCHOLARS} scholars and ${ADMINS} administrators, ${SECONDS} s`,
      value: `${total.perSecond.toFixed(0)} requests/s, p99 ${total.p99.toFixed(0)} ms, ${errors} errors; RSS ${rss('provider')}, ${rss('gateway')}`,
      goal: 'zero errors',
      met: errors === 0,
    },
  ]);
  if (errors) process.exitCode = 1;
} finally {
  await pool.close();
  stack.stop();
}
