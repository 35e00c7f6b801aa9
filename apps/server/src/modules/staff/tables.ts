// Staff accounts, their sign-in codes and sessions, the audit log, the emulation handoffs and broadcasts (DESIGN §9
// Staff and Emulation). Secrets (codes, session tokens, handoff codes) are stored hashed. The audit log is append-only:
// a trigger in the custom migration refuses UPDATE, DELETE and TRUNCATE (docs/decisions/0080-staff-console.md).
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@club/contract/staff';
import { companiesTable, usersTable } from '../company/tables.ts';

export const staffUsersTable = pgTable('staff_users', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  /** Lower case. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  roles: text('roles').array().$type<StaffRole[]>().notNull(),
  active: boolean('active').notNull().default(true),
  invitedBy: integer('invited_by'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One request for a code, with the installers' rules: only the latest valid, single use, 5 wrong tries burn it. */
export const staffLoginAttemptsTable = pgTable(
  'staff_login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUsersId: integer('staff_users_id')
      .notNull()
      .references(() => staffUsersTable.id),
    codeHash: text('code_hash').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_login_attempts_user_created').on(t.staffUsersId, t.createdAt)],
);

/** Every wrong code, for the cap of failures per account per window. */
export const staffLoginFailuresTable = pgTable(
  'staff_login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffUsersId: integer('staff_users_id')
      .notNull()
      .references(() => staffUsersTable.id),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_login_failures_user_created').on(t.staffUsersId, t.createdAt)],
);

/** An 8-hour staff session; the bearer token is opaque and stored hashed, so ending it works at once. */
export const staffSessionsTable = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffUsersId: integer('staff_users_id')
      .notNull()
      .references(() => staffUsersTable.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_user').on(t.staffUsersId)],
);

/**
 * Every staff write: who (id and email at the time), in which role, what, before/after, when, from where. Append-only
 * (trigger in the custom migration). No foreign keys, so nothing deleted elsewhere can take a row with it.
 */
export const auditLogTable = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    staffUsersId: integer('staff_users_id'),
    staffEmail: text('staff_email').notNull(),
    /** The role the action was allowed under (the area's role, or admin). */
    staffRole: text('staff_role').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_log_created').on(t.createdAt.desc()),
    index('audit_log_entity').on(t.entityType, t.entityId),
    index('audit_log_action').on(t.action),
  ],
);

/** `?faker=` handoffs: a one-time code (60 s) that the portal exchanges for a read-only token (15 min). */
export const emulationsTable = pgTable('emulations', {
  id: uuid('id').primaryKey().defaultRandom(),
  codeHash: text('code_hash').notNull().unique(),
  staffUsersId: integer('staff_users_id')
    .notNull()
    .references(() => staffUsersTable.id),
  usersId: integer('users_id')
    .notNull()
    .references(() => usersTable.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
  exchangedAt: timestamp('exchanged_at', { withTimezone: true }),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/** A notification to many companies, written to their users in batches by the job runner (modules/staff/jobs.ts). */
export const broadcastsTable = pgTable(
  'broadcasts',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    staffUsersId: integer('staff_users_id')
      .notNull()
      .references(() => staffUsersTable.id),
    type: text('type', { enum: ['info', 'warning', 'important'] }).notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    regionsId: integer('regions_id'),
    role: smallint('role'),
    companiesId: integer('companies_id').references(() => companiesTable.id, { onDelete: 'cascade' }),
    email: boolean('email').notNull().default(false),
    status: text('status', { enum: ['pending', 'sending', 'done'] })
      .notNull()
      .default('pending'),
    /** The last user id written: the next batch continues after it. */
    cursor: integer('cursor').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('broadcasts_pending')
      .on(t.id)
      .where(sql`${t.status} <> 'done'`),
  ],
);
