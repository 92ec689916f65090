import {
  buildProvider,
  DEFAULT_DATA_DIR,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_STUDENT_PASSWORD,
  SEED_INVITED,
  SEED_STUDENTS,
} from './app.js';
import { adminEmailDomains } from './config/admin-email-domains.js';
import { listenHost } from './config/listen-host.js';
import { productionSecretProblems } from './config/production-secrets.js';
import { logFormat } from './http/logging.js';

const env = process.env;
const production = env.NODE_ENV === 'production';
const port = Number(env.PROVIDER_PORT ?? 4100);
const host = listenHost(env);
const adminEmail = env.SEED_ADMIN_EMAIL?.trim().toLowerCase() || DEV_ADMIN_EMAIL;
const adminPassword = env.SEED_ADMIN_PASSWORD || (production ? undefined : DEV_ADMIN_PASSWORD);

/** A configuration fault at start (a key that does not fit, a database that does not answer) is said plainly. */
async function startOrExplain<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    console.error(`The provider could not start: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (production) {
  const problems = productionSecretProblems(env);
  if (problems.length) {
    console.error(
      ['The provider will not start in production with these settings:', ...problems.map((problem) => `  - ${problem}`)].join('\n'),
    );
    process.exit(1);
  }
}

const app = await startOrExplain(() =>
  buildProvider({
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    trustProxy: env.PROVIDER_TRUST_PROXY || undefined,
    redisUrl: env.REDIS_URL || undefined,
    totpKey: env.TOTP_ENCRYPTION_KEY || undefined,
    totpOldKeys: env.TOTP_ENCRYPTION_KEYS_OLD?.split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    production,
    logger: env.LOG_LEVEL || true,
    logFormat: logFormat(env),
    seedAdmin: adminPassword ? { email: adminEmail, password: adminPassword } : undefined,
    adminEmailDomains: adminEmailDomains(env.ADMIN_EMAIL_DOMAINS),
  }),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });

if (!production) {
  const students = SEED_STUDENTS.map((s) => `    ${s.email.padEnd(34)} ${DEV_STUDENT_PASSWORD}   (batch ${s.batchNo})`);
  const invited = SEED_INVITED.map((i) => `    ${i.email.padEnd(34)} (batch ${i.batchNo}; codes at /api/dev/outbox?email=${i.email})`);
  console.log(
    [
      '',
      `Provider REST API on http://localhost:${port}/api  (${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR || DEFAULT_DATA_DIR}`})`,
      'DEVELOPMENT DEFAULT ACCOUNTS (seeded on first start; never use these in production):',
      `  admin:    ${adminEmail.padEnd(34)} ${env.SEED_ADMIN_PASSWORD ? '(password from SEED_ADMIN_PASSWORD)' : DEV_ADMIN_PASSWORD}`,
      '  students:',
      ...students,
      '  invited, not signed up yet:',
      ...invited,
      '',
    ].join('\n'),
  );
}
