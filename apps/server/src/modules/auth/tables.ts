// One-time login codes, failed code guesses and refresh-token chains (DESIGN §3–4). All secrets are stored hashed.
import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usersTable } from '../company/tables.ts';

/** One request for a code. Only the user's latest attempt is valid; `used_at` makes it single use. */
export const loginAttemptsTable = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usersId: integer('users_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    /** sha256(attempt id + ':' + code): binds the code to this attempt. */
    codeHash: text('code_hash').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** Wrong guesses against this code; at auth.maxCodeAttempts the code is burnt. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_attempts_user_created').on(t.usersId, t.createdAt)],
);

/** Every wrong code, kept to cap failures per account per window (auth.maxFailuresPerWindow). */
export const loginFailuresTable = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    usersId: integer('users_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_user_created').on(t.usersId, t.createdAt)],
);

/**
 * Opaque refresh tokens. A sign-in starts a chain (`chain_id`, the access token's `sid`); each refresh uses one token
 * and issues the next. Presenting a used token again revokes the whole chain.
 */
export const refreshTokensTable = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chainId: uuid('chain_id').notNull(),
    usersId: integer('users_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_chain').on(t.chainId), index('refresh_tokens_user').on(t.usersId)],
);
