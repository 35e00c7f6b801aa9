// One-time codes that prove an email address (spec working areas §2 Verify email; the sign-in code rules, DESIGN §4).
import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usersTable } from '../company/tables.ts';

/** One code sent to `email`. Only the user's latest is valid; `used_at` makes it single use. */
export const emailVerificationsTable = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usersId: integer('users_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    /** The address the code was sent to (the pending new email, or the current one). */
    email: text('email').notNull(),
    /** sha256(id + ':' + code) */
    codeHash: text('code_hash').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_user_created').on(t.usersId, t.createdAt)],
);
