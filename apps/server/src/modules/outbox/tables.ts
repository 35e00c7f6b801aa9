// Every email and SMS the club sends is written here first (DESIGN §2), whatever the transport does.
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxTable = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    kind: text('kind').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created').on(t.createdAt)],
);
