import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import { adminRoutes } from './admin/admin-routes.js';
import { analyticsRoutes } from './analytics/analytics-routes.js';
import { announcementAdminRoutes } from './announcements/announcement-admin-routes.js';
import { announcementRoutes } from './announcements/announcement-routes.js';
import { loginRoutes } from './auth/login-routes.js';
import { passwordResetRoutes, resetPasswordAlias } from './auth/password-reset-routes.js';
import { registerAuthentication } from './auth/session-check.js';
import { signupRoutes } from './auth/signup-routes.js';
import { generatedSecret } from './config/generated-secret.js';
import { resolveJwtSecret } from './config/jwt-secret.js';
import { trustedProxies } from './config/trust-proxy.js';
import { openDatabase, type Database } from './db/client.js';
import { isUnstorableText } from './db/errors.js';
import { disbursementRoutes } from './disbursement/disbursement-routes.js';
import { myStipendRoutes } from './disbursement/mine-routes.js';
import { openFileStore, type FileStore } from './files/file-store.js';
import { API_VERSION, registerApiIndex } from './http/api-index.js';
import { refuseControlCharacters, UNSTORABLE_TEXT } from './http/control-characters.js';
import { HttpError, TOO_MANY_ATTEMPTS } from './http/errors.js';
import { registerApiDocs, registerOpenApi } from './http/openapi.js';
import { answers, PUBLIC } from './http/schemas.js';
import { logEachRequest, loggerOptions, requestLogController, type LogFormat, type LogStream } from './http/logging.js';
import { connectRedis } from './http/redis.js';
import { REQUEST_ID_HEADER, requestIdOf } from './http/request-id.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { validationMessage } from './http/validation-message.js';
import { mentorshipAdminRoutes } from './mentorship/mentorship-admin-routes.js';
import { mentorshipRoutes } from './mentorship/mentorship-routes.js';
import { createMailer } from './notify/mailer.js';
import { outboxRoutes } from './notify/outbox-routes.js';
import { paymentRoutes } from './payments/payment-routes.js';
import { paymentDeskRoutes } from './payments/payment-desk-routes.js';
import { emailChangeRoutes } from './profile/email-change-routes.js';
import { profileRoutes } from './profile/profile-routes.js';
import { programmeRoutes } from './programme/programme-routes.js';
import { keepProgrammeSettings } from './programme/programme-queries.js';
import { keepOwnResults } from './results/result-queries.js';
import { keepOwnPayments } from './payments/payment-queries.js';
import { keepReadersAnnouncements } from './announcements/announcement-queries.js';
import { resultRoutes } from './results/result-routes.js';
import { reminderRoutes } from './reminders/reminder-routes.js';
import { resultReviewRoutes } from './results/review-routes.js';
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from './seed/accounts.js';
import { seedDatabase, type SeedAdmin } from './seed/seed.js';
import { accountRoutes } from './settings/account-routes.js';
import { changePasswordRoutes } from './settings/change-password-routes.js';
import { preferenceRoutes } from './settings/preference-routes.js';
import { securityRoutes } from './settings/security-routes.js';
import { sessionRoutes } from './settings/session-routes.js';
import { resealTwoFactorSecrets } from './two-factor/two-factor-queries.js';
import { parseVaultKey, TwoFactorVault } from './two-factor/two-factor-vault.js';

export {
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_STUDENT_PASSWORD,
  SEED_ADMIN,
  SEED_ANNOUNCEMENTS,
  SEED_INVITED,
  SEED_PAYMENTS,
  SEED_RESULTS,
  SEED_STUDENTS,
} from './seed/accounts.js';
export type { SeedAnnouncement, SeedPayment, SeedResult, SeedStudent } from './seed/accounts.js';
export { DEMO_COHORT, DEMO_OFFICER, DEMO_PENDING_INVITATIONS } from './seed/demo-cohort.js';
export { DEMO_DISBURSEMENTS } from './seed/disbursement-seed.js';
export { SEED_MENTORS, SEED_RESOURCES, SEED_SESSIONS } from './seed/mentorship-records.js';
export type { SeedMentor, SeedResource, SeedSession } from './seed/mentorship-records.js';

export interface ProviderOptions {
  /**
   * PGlite data folder; 'memory://' for a throwaway database (tests). Default <repo>/.data/provider. Also holds the
   * generated jwt-secret and the uploaded files (files/; a temporary folder removed on close in memory mode).
   */
  dataDir?: string;
  /** Folder of uploaded files; default <dataDir>/files (memory mode: a temporary folder removed on close). */
  filesDir?: string;
  /** A PostgreSQL server (node-postgres) instead of PGlite. */
  databaseUrl?: string;
  /** Hides the dev outbox and seeds no demo students. */
  production?: boolean;
  /** HS256 secret; default: generated once into dataDir (per instance in memory mode). */
  jwtSecret?: string;
  /** true logs at info; a level name ('warn', 'error', ...) logs from that level up. */
  logger?: boolean | string;
  /** Pretty lines for a person (development) or JSON for a collector; default json. */
  logFormat?: LogFormat;
  /** With `logger`: JSON lines go here instead of stdout. */
  logStream?: LogStream;
  /** SMTP through nodemailer; without it e-mails go to the outbox table. */
  smtpUrl?: string;
  /**
   * The proxies (the gateway) whose X-Forwarded-For is believed: their addresses or CIDR ranges, comma-separated.
   * Default none: a caller that reaches the provider directly cannot choose the address its limits count.
   */
  trustProxy?: string;
  /** Redis shared by every provider instance for its rate limits; without it each instance counts alone. */
  redisUrl?: string;
  /** AES-256-GCM key (base64 of 32 bytes) sealing two-factor secrets at rest; default generated once into dataDir. */
  totpKey?: string;
  /** Keys rotated out: they still open secrets, which are resealed with totpKey at start. */
  totpOldKeys?: string[];
  /** Seed on first start (default true). */
  seed?: boolean;
  /** The seeded ADMIN; default the development account of seed/accounts.ts (not used in production). */
  seedAdmin?: SeedAdmin;
  /** The only e-mail domains an administrator may be invited at (ADMIN_EMAIL_DOMAINS); default any. */
  adminEmailDomains?: readonly string[];
}

const healthSchema = { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } };

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/provider', import.meta.url));

/** Builds the provider REST API (everything under /api) without listening. app.close() closes the database. */
export async function buildProvider(options: ProviderOptions = {}): Promise<FastifyInstance> {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const production = options.production ?? false;
  const database = await openDatabase({ dataDir, databaseUrl: options.databaseUrl });
  let files: FileStore | undefined;
  try {
    files = await openFileStore(dataDir, options.filesDir);
    return await assemble(database, files, dataDir, production, options);
  } catch (error) {
    await files?.close();
    await database.close();
    throw error;
  }
}

async function assemble(database: Database, files: FileStore, dataDir: string, production: boolean, options: ProviderOptions) {
  const { db } = database;
  const app = Fastify({
    // The gateway forwards the browser's address; only the configured proxies are believed.
    trustProxy: options.trustProxy ? trustedProxies(options.trustProxy) : false,
    rewriteUrl: (request) => resetPasswordAlias(request.url ?? '/'),
    // Fastify's own refusals before routing (a URL whose percent-encoding is not UTF-8) answer in the API's shape too.
    frameworkErrors: (error, _request, reply) =>
      void (reply as FastifyReply).code(error.statusCode ?? 400).send({ message: error.message }),
    logger: options.logger
      ? loggerOptions(options.logger === true ? 'info' : options.logger, options.logFormat ?? 'json', options.logStream)
      : false,
    logController: requestLogController(),
    genReqId: requestIdOf,
  });
  app.addHook('onRequest', async (request, reply) => void reply.header(REQUEST_ID_HEADER, request.id));
  if (options.logger) logEachRequest(app);
  const mailer = createMailer({ smtpUrl: options.smtpUrl, db, log: app.log, production });
  app.addHook('onClose', async () => {
    mailer.close();
    await database.close();
    await files.close();
  });

  const secret = resolveJwtSecret(options.jwtSecret, dataDir);
  const vault = new TwoFactorVault(
    options.totpKey ? parseVaultKey('TOTP_ENCRYPTION_KEY', options.totpKey) : generatedSecret(dataDir, 'totp-key'),
    (options.totpOldKeys ?? []).map((key) => parseVaultKey('TOTP_ENCRYPTION_KEYS_OLD', key)),
  );
  const resealed = await resealTwoFactorSecrets(db, vault);
  if (resealed) app.log.info({ resealed }, 'two-factor secrets sealed with the current key');
  const redis = options.redisUrl ? await connectRedis(app, options.redisUrl) : undefined;
  const context = { db, secret, mailer, files, redis, vault, adminEmailDomains: options.adminEmailDomains };

  // The gateway may send Content-Type: application/json with an empty body (logout): read it as {}.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    (body as string).trim() === '' ? done(null, {}) : jsonParser(request, body as string, done),
  );

  registerSecurityHeaders(app);
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'nuru-provider-rate-limit:',
    skipOnError: true,
    errorResponseBuilder: () => ({ statusCode: 429, message: TOO_MANY_ATTEMPTS }),
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // A server-side failure carries the request id: what the gateway's log and a support request quote.
    if (error instanceof HttpError)
      return reply
        .code(error.statusCode)
        .send({ message: error.message, ...error.details, ...(error.statusCode >= 500 ? { requestId: request.id } : {}) });
    if ('validation' in error && error.validation) return reply.code(400).send({ message: validationMessage(error.validation) });
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: TOO_MANY_ATTEMPTS });
    if (status < 500) return reply.code(status).send({ message: error.message });
    // The last line behind refuseControlCharacters: text that slipped past it is still the caller's fault.
    if (isUnstorableText(error)) return reply.code(400).send({ message: UNSTORABLE_TEXT });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error', requestId: request.id });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );

  await registerAuthentication(app, { ...context, watchChanges: database.watchChanges });
  // Where the database tells of every change (PGlite), what every dashboard reads is kept until it changes.
  for (const keep of [keepProgrammeSettings, keepOwnResults, keepOwnPayments, keepReadersAnnouncements]) await keep(database);
  refuseControlCharacters(app);
  await registerOpenApi(app, API_VERSION);
  await app.register(
    async (api) => {
      await registerApiDocs(api);
      registerApiIndex(api);
      api.get('/health', { schema: { security: PUBLIC, response: answers({ 200: healthSchema }) } }, async (_request, reply) => {
        try {
          await database.ping();
          return { status: 'ok' };
        } catch {
          return reply.code(503).send({ message: 'Database unavailable' });
        }
      });
      await api.register(loginRoutes, context);
      await api.register(signupRoutes, context);
      await api.register(passwordResetRoutes, context);
      await api.register(profileRoutes, context);
      await api.register(emailChangeRoutes, context);
      await api.register(changePasswordRoutes, context);
      await api.register(preferenceRoutes, context);
      await api.register(securityRoutes, context);
      await api.register(sessionRoutes, context);
      await api.register(accountRoutes, context);
      await api.register(adminRoutes, context);
      await api.register(analyticsRoutes, context);
      await api.register(resultRoutes, context);
      await api.register(resultReviewRoutes, context);
      await api.register(reminderRoutes, context);
      await api.register(programmeRoutes, context);
      await api.register(paymentRoutes, context);
      await api.register(paymentDeskRoutes, context);
      await api.register(disbursementRoutes, context);
      await api.register(myStipendRoutes, context);
      await api.register(announcementRoutes, context);
      await api.register(announcementAdminRoutes, context);
      await api.register(mentorshipRoutes, context);
      await api.register(mentorshipAdminRoutes, context);
      if (!production) await api.register(outboxRoutes, context);
    },
    { prefix: '/api' },
  );

  if (options.seed ?? true) {
    const admin = options.seedAdmin ?? (production ? undefined : { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD });
    if (admin) await seedDatabase(db, files, admin, { demo: !production });
  }
  await app.ready();
  return app;
}
