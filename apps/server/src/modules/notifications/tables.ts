// Notifications written by the server when things happen (spec access §2–3).
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companiesTable, usersTable } from '../company/tables.ts';

export const notificationsTable = pgTable(
  'notifications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    usersId: integer('users_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['info', 'warning', 'important'] }).notNull(),
    /** What happened, e.g. welcome_points, points_expired, reply_support_chat_message. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_created').on(t.usersId, t.createdAt)],
);
