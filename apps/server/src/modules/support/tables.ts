// Support tickets and their conversation with the club's staff (spec working areas §3 Support ticket, §4 status).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companiesTable, usersTable } from '../company/tables.ts';

export const supportTicketsTable = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    /** Who opened it; null once that member was deleted (the company's owners still see it). */
    usersId: integer('users_id').references(() => usersTable.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** 1 open, 2 in progress, 3 resolved */
    status: smallint('status').notNull().default(1),
    /** language, hostname, region, appVersion, appType of the client that opened it */
    info: jsonb('info').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_company_updated').on(t.companiesId, t.updatedAt),
    index('support_tickets_status').on(t.status, t.updatedAt),
    check('support_tickets_status_check', sql`${t.status} in (1, 2, 3)`),
  ],
);

export const supportMessagesTable = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    ticketsId: integer('tickets_id')
      .notNull()
      .references(() => supportTicketsTable.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['installer', 'admin'] }).notNull(),
    usersId: integer('users_id').references(() => usersTable.id, { onDelete: 'set null' }),
    /** The name shown on the bubble, kept as written (a member may be renamed or deleted later). */
    author: text('author').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_messages_ticket_created').on(t.ticketsId, t.createdAt)],
);

export type TicketRow = typeof supportTicketsTable.$inferSelect;
export type SupportMessageRow = typeof supportMessagesTable.$inferSelect;
