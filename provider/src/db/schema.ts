import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL. Later issues add mentorship and settings tables that
// reference users.id.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
// Insertion order: the tie-break of every list ordered by time, since rows can share a millisecond.
const seq = () => bigserial('seq', { mode: 'number' }).notNull();

export const users = pgTable(
  'users',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    // Trimmed and lowercased: what every lookup compares (and what is unique).
    email: text('email').notNull(),
    // The same address as its owner typed it, shown back to them; null for accounts made before it was kept.
    displayEmail: text('display_email'),
    name: text('name').notNull().default(''),
    role: text('role', { enum: ['USER', 'STUDENT', 'ADMIN'] })
      .notNull()
      .default('USER'),
    passwordHash: text('password_hash'),
    sex: text('sex'),
    phoneNumber: text('phone_number'),
    universityName: text('university_name'),
    universityRegistrationId: text('university_registration_id'),
    courseProgrammeName: text('course_programme_name'),
    enrolledYear: text('enrolled_year'),
    batchNo: integer('batch_no'),
    accountNumber: text('account_number'),
    enrollmentStatus: text('enrollment_status').notNull().default('Active'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Set by the last sign-up step; an account without it cannot sign in.
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Soft delete keeps results and payments attached to the person.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // An administrator another one switched off: cannot sign in until switched on again.
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_batch_idx').on(t.role, t.batchNo)],
);

export const INVITATION_ROLES = ['STUDENT', 'ADMIN'] as const;

export const invitations = pgTable(
  'invitations',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    // An administrator's invitation has no batch.
    batchNo: integer('batch_no'),
    role: text('role', { enum: INVITATION_ROLES }).notNull().default('STUDENT'),
    name: text('name'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    sendCount: integer('send_count').notNull().default(1),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // An administrator's invitation is used (and its e-mail sent) only once confirmed by an administrator other
    // than the inviter: one officer alone cannot make a second officer.
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    // When every administrator was told of the administrator's invitation: the inviter's waiting period, when no
    // other administrator is active to confirm it, counts from here (null while the notice could not be sent).
    noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invitations_email_key').on(t.email)],
);

export const emailCodes = pgTable(
  'email_codes',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['signup', 'password_reset', 'email_change'] }).notNull(),
    // HMAC of the code: a database dump does not reveal live codes.
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_email_created_idx').on(t.email, t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    // Touched at most once a minute by authenticated requests (settings: active sessions list).
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const outbox = pgTable(
  'outbox',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    sentAt: timestamp('sent_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('outbox_to_sent_idx').on(t.to, t.sentAt)],
);

export const RESULT_STATUSES = ['SUBMITTED', 'APPROVED', 'REJECTED'] as const;

// A year's results document: the row here, the bytes in the file store under fileName.
export const results = pgTable(
  'results',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resultYear: text('result_year').notNull(),
    gpa: doublePrecision('gpa').notNull(),
    // Generated by the provider; the only name ever used as a path in the file store.
    fileName: text('file_name').notNull(),
    originalName: text('original_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    status: text('status', { enum: RESULT_STATUSES }).notNull().default('SUBMITTED'),
    reviewComment: text('review_comment'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('results_file_name_key').on(t.fileName),
    // One live result per student and year; a rejected one is deleted when its replacement arrives.
    uniqueIndex('results_user_year_key').on(t.userId, t.resultYear),
    // The officers' review queue: a status, oldest upload first.
    index('results_status_uploaded_idx').on(t.status, t.uploadedAt, t.seq),
  ],
);

export const PAYMENT_TYPES = ['UNIVERSITY_FEE', 'NHIF'] as const;
export const PAYMENT_STATUSES = ['UNPAID', 'PROCESSING', 'PAID', 'FAILED'] as const;

// A student's current control number per payment type and year.
export const payments = pgTable(
  'payments',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    paymentYear: text('payment_year').notNull(),
    controlNumber: text('control_number').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('UNPAID'),
    // When the current control number was submitted (a replacement starts it again).
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Why an officer marked it FAILED: the scholar reads it on their Payments page.
    failureReason: text('failure_reason'),
    // When it was paid: the bank's date from a reconciliation, else the moment an officer marked it PAID.
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // What the bank says was paid, in whole TZS (known only from a reconciliation).
    paidAmount: integer('paid_amount'),
    // What the control number's bill is for, in whole TZS, as the scholar gave it: a reconciliation line of any other
    // amount is a conflict. Null for rows from before it was asked (and from clients that do not send it).
    amountDueTzs: integer('amount_due_tzs'),
    // An officer's word that a DUPLICATE or REUSED flag was looked into; a replaced control number clears it.
    flagResolvedAt: timestamp('flag_resolved_at', { withTimezone: true }),
    flagResolvedBy: text('flag_resolved_by'),
    flagResolutionNote: text('flag_resolution_note'),
  },
  (t) => [
    uniqueIndex('payments_user_type_year_key').on(t.userId, t.paymentType, t.paymentYear),
    // The flags and the bank reconciliation look control numbers up.
    index('payments_control_number_idx').on(t.controlNumber),
    check('payments_amount_due_positive', sql`${t.amountDueTzs} > 0`),
  ],
);

// What a payment was before each change: a replaced control number, a corrected bill amount or a status set by an
// administrator.
export const paymentChanges = pgTable(
  'payment_changes',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    previousControlNumber: text('previous_control_number').notNull(),
    previousStatus: text('previous_status', { enum: PAYMENT_STATUSES }).notNull(),
    previousAmountDueTzs: integer('previous_amount_due_tzs'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_changes_payment_idx').on(t.paymentId, t.changedAt)],
);

// A message of the programme to everyone (batchNo null) or to one batch.
export const announcements = pgTable(
  'announcements',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    // The name signed at sending time: it stays as sent when the account is renamed or removed.
    senderName: text('sender_name').notNull(),
    batchNo: integer('batch_no'),
    pinned: boolean('pinned').notNull().default(false),
    // Beyond the spec: the scholars it is for confirm they have read it (announcement_acknowledgements).
    requiresAcknowledgement: boolean('requires_acknowledgement').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_created_idx').on(t.createdAt)],
);

// A scholar's confirmation of an announcement that asks for one; kept when the requirement is lifted.
export const announcementAcknowledgements = pgTable(
  'announcement_acknowledgements',
  {
    seq: seq(),
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

// ---- Mentorship ----

export const MENTORSHIP_MODES = ['ONLINE', 'IN_PERSON'] as const;
export const RESOURCE_KINDS = ['ARTICLE', 'VIDEO', 'DOCUMENT', 'LINK'] as const;

export const mentors = pgTable('mentors', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  field: text('field').notNull(),
  organisation: text('organisation').notNull(),
  bio: text('bio').notNull().default(''),
  createdAt: createdAt(),
});

// A mentorship session for everyone (batchNo null) or one batch. The link is for ONLINE, the place for IN_PERSON.
export const mentorshipSessions = pgTable(
  'mentorship_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // A mentor with sessions cannot be deleted: the sessions would lose who runs them.
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    mode: text('mode', { enum: MENTORSHIP_MODES }).notNull(),
    link: text('link'),
    place: text('place'),
    capacity: integer('capacity').notNull(),
    batchNo: integer('batch_no'),
    createdAt: createdAt(),
  },
  (t) => [index('mentorship_sessions_starts_idx').on(t.startsAt)],
);

export const mentorshipResources = pgTable('mentorship_resources', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  kind: text('kind', { enum: RESOURCE_KINDS }).notNull(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

// One row per student and session: cancelling sets cancelledAt, registering again clears it.
export const mentorshipRegistrations = pgTable(
  'mentorship_registrations',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => mentorshipSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mentorship_registrations_session_user_key').on(t.sessionId, t.userId)],
);

// ---------------------------------------------------------------------------------------------
// Settings: a student's preferences, privacy, security contact and two-factor state; their activity log;
// account deletions. A missing account_settings row means every default.

export const LANGUAGES = ['en', 'sw'] as const;
/** An account that never chose a language reads the portal, and its e-mails, in this one. */
export const DEFAULT_LANGUAGE = 'en' satisfies (typeof LANGUAGES)[number];
/** The programme's time zone: an account that never chose one reads dates in it. */
export const DEFAULT_TIME_ZONE = 'Africa/Dar_es_Salaam';
export const DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;

export const accountSettings = pgTable('account_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifyAnnouncements: boolean('notify_announcements').notNull().default(true),
  notifyPayments: boolean('notify_payments').notNull().default(true),
  language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
  timezone: text('timezone').notNull().default(DEFAULT_TIME_ZONE),
  dateFormat: text('date_format', { enum: DATE_FORMATS }).notNull().default('DD/MM/YYYY'),
  showProfileToBatch: boolean('show_profile_to_batch').notNull().default(true),
  shareResultsWithMentors: boolean('share_results_with_mentors').notNull().default(false),
  securityEmail: text('security_email'),
  // Base32 TOTP secrets: the pending one until a code proves the authenticator app holds it.
  twoFactorPendingSecret: text('two_factor_pending_secret'),
  twoFactorSecret: text('two_factor_secret'),
  twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
  // The 30-second TOTP step of the last code that signed in: only a newer step signs in again. Kept when
  // two-factor is switched off, so no code already used to sign in ever counts again.
  twoFactorLoginStep: integer('two_factor_login_step'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ACTIVITY_KINDS = [
  'login',
  'login_failed',
  'logout',
  'password_changed',
  'password_reset',
  'two_factor_enabled',
  'two_factor_disabled',
  'session_revoked',
  'sessions_revoked',
  'preferences_changed',
  'privacy_changed',
  'security_email_changed',
  'data_exported',
  'profile_updated',
  'account_deleted',
  'email_changed',
] as const;

export const activity = pgTable(
  'activity',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_user_created_idx').on(t.userId, t.createdAt)],
);

// Why a person left, kept with the soft-deleted account.
export const accountDeletions = pgTable('account_deletions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: createdAt(),
});

// The programme's settings: one row (id 1) that officers change and every tier reads, so no tier
// keeps its own constant. The year starts at the spec's default payment year.
export const programmeSettings = pgTable(
  'programme_settings',
  {
    id: integer('id').primaryKey().default(1),
    currentAcademicYear: text('current_academic_year').notNull().default('Y2024_2025'),
    // The batches still in the programme: invitations and imports go to one of them.
    activeBatches: integer('active_batches')
      .array()
      .notNull()
      .default(sql`'{1,2}'::integer[]`),
    // What a stipend run pays each scholar unless the officer creating it says otherwise, in whole TZS.
    stipendAmountTzs: integer('stipend_amount_tzs').notNull().default(450000),
    // The instalments of an academic year a run pays, as the programme names them: a run's period is one academic
    // year and one of these, chosen from the list, never typed.
    stipendInstalments: text('stipend_instalments')
      .array()
      .notNull()
      .default(sql`'{"Semester 1","Semester 2"}'::text[]`),
    // How many stipends a scholar is paid at most in one academic year, whatever the instalments are called.
    maxStipendsPerYear: integer('max_stipends_per_year').notNull().default(2),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('programme_settings_one_row', sql`${t.id} = 1`),
    check('programme_settings_max_stipends_per_year', sql`${t.maxStipendsPerYear} between 1 and 12`),
  ],
);

// Every administrator action: who, what, when, on which record, and the record before and after.
export const auditLog = pgTable(
  'audit_log',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as written: the entry still says who when the account is renamed or removed.
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId), index('audit_log_actor_idx').on(t.actorEmail)],
);

export const REMINDER_KINDS = ['RESULTS', 'UNIVERSITY_FEE', 'NHIF'] as const;

// A reminder e-mail an officer sent a scholar about a missing document of a year: what lets the next
// click skip whoever was reminded of the same thing within the last 24 hours.
export const reminders = pgTable(
  'reminders',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    year: text('year').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reminders_kind_year_user_idx').on(t.kind, t.year, t.userId, t.sentAt)],
);

// ---- Stipend disbursement ----

export const DISBURSEMENT_STATUSES = ['DRAFT', 'APPROVED', 'PAID', 'CANCELLED'] as const;
// A transfer one officer says failed waits for another's confirmation (FAILURE_REPORTED) before the scholar can be
// paid again in the period.
export const TRANSFER_STATUSES = ['PENDING', 'FAILURE_REPORTED', 'FAILED'] as const;

// A stipend run: one period (a label such as "2024-2025 semester 1"), the academic year whose records decide
// who is eligible, one batch or all (null). version grows with every change: officers send the version they saw.
export const disbursementRuns = pgTable(
  'disbursement_runs',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    period: text('period').notNull(),
    // What "once per period" compares (period-rules.ts): labels that only look different share it.
    periodKey: text('period_key').notNull(),
    academicYear: text('academic_year').notNull(),
    batchNo: integer('batch_no'),
    // The amount each scholar got when the run was created; rows may be edited one by one afterwards.
    amountTzs: integer('amount_tzs').notNull(),
    status: text('status', { enum: DISBURSEMENT_STATUSES }).notNull().default('DRAFT'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    // Once the bank may hold the file, cancelling is one officer's request that another confirms.
    bankFileDownloadedAt: timestamp('bank_file_downloaded_at', { withTimezone: true }),
    cancelRequestedBy: uuid('cancel_requested_by').references(() => users.id, { onDelete: 'set null' }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
  },
  (t) => [index('disbursement_runs_period_idx').on(t.periodKey), check('disbursement_runs_amount_positive', sql`${t.amountTzs} > 0`)],
);

// One scholar of a run, included or excluded (with the rules' reason codes, or an officer's reason). The bank
// details are copied when the run is created: the approver approves exactly the file the bank will get.
export const disbursementItems = pgTable(
  'disbursement_items',
  {
    seq: seq(),
    runId: uuid('run_id')
      .notNull()
      .references(() => disbursementRuns.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    included: boolean('included').notNull(),
    amountTzs: integer('amount_tzs').notNull(),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    officerReason: text('officer_reason'),
    accountNumber: text('account_number'),
    accountName: text('account_name').notNull(),
    // NY-<run seq>-<row no>: what the bank statement shows against the transfer.
    reference: text('reference').notNull(),
    transferStatus: text('transfer_status', { enum: TRANSFER_STATUSES }).notNull().default('PENDING'),
    failureReason: text('failure_reason'),
    failureReportedBy: uuid('failure_reported_by').references(() => users.id, { onDelete: 'set null' }),
    failureReportedAt: timestamp('failure_reported_at', { withTimezone: true }),
    failureConfirmedBy: uuid('failure_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    // The run's period key, copied so the database itself can refuse a second live row of a scholar in a period.
    periodKey: text('period_key').notNull(),
    // This row is the scholar's one payment of the period: included in a run that was not cancelled, with a transfer
    // that did not fail. At most one such row per scholar and period, whatever the run.
    holdsPeriod: boolean('holds_period').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.studentId] }),
    uniqueIndex('disbursement_items_one_per_period_key')
      .on(t.studentId, t.periodKey)
      .where(sql`${t.holdsPeriod}`),
    check('disbursement_items_holds_only_included', sql`not ${t.holdsPeriod} or (${t.included} and ${t.transferStatus} <> 'FAILED')`),
    uniqueIndex('disbursement_items_reference_key').on(t.reference),
    index('disbursement_items_student_idx').on(t.studentId),
    check('disbursement_items_amount_positive', sql`${t.amountTzs} > 0`),
  ],
);

// Every edit of a row while the run was a draft: what the approver reads before approving.
export const disbursementChanges = pgTable(
  'disbursement_changes',
  {
    seq: seq(),
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => disbursementRuns.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountBefore: integer('amount_before').notNull(),
    amountAfter: integer('amount_after').notNull(),
    includedBefore: boolean('included_before').notNull(),
    includedAfter: boolean('included_after').notNull(),
    reason: text('reason').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('disbursement_changes_run_idx').on(t.runId, t.seq)],
);
