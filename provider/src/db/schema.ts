import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL. Later issues add results, payments, announcements,
// mentorship and settings tables that reference users.id.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  name: text('name').notNull().default(''),
  role: text('role', { enum: ['USER', 'STUDENT', 'ADMIN'] }).notNull().default('USER'),
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
}, (t) => [uniqueIndex('users_email_key').on(t.email)]);

export const invitations = pgTable('invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  batchNo: integer('batch_no').notNull(),
  invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('invitations_email_key').on(t.email)]);

export const emailCodes = pgTable('email_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  purpose: text('purpose', { enum: ['signup', 'password_reset'] }).notNull(),
  // HMAC of the code: a database dump does not reveal live codes.
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
}, (t) => [index('email_codes_email_created_idx').on(t.email, t.createdAt)]);

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: text('ip'),
  userAgent: text('user_agent'),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  code: text('code'),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [index('outbox_to_sent_idx').on(t.to, t.sentAt)]);
