// Club cards and their top-ups (DESIGN §9 Club card). With the `simulator` provider these rows are the provider's
// state too (ORDERED → ISSUED when shipped → ACTIVE once verified; top-ups PENDING → SUCCEEDED or REFUSED); a real
// provider keeps its own state and these rows mirror it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companiesTable } from '../company/tables.ts';
import { ordersTable } from '../orders/tables.ts';

export const clubCardsTable = pgTable(
  'club_cards',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    /** The card order that brought it (null for a card issued otherwise, e.g. by staff). */
    ordersId: integer('orders_id').references(() => ordersTable.id, { onDelete: 'set null' }),
    /** The 10-digit number printed on the card. */
    serialNumber: text('serial_number').notNull(),
    status: text('status', { enum: ['ORDERED', 'ISSUED', 'ACTIVE', 'BLOCKED'] }).notNull(),
    /** When an ORDERED card ships (the simulator ships it then). */
    shipsAt: timestamp('ships_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('club_cards_serial').on(t.serialNumber),
    // One live card per company (a blocked one may be replaced).
    uniqueIndex('club_cards_company_live')
      .on(t.companiesId)
      .where(sql`${t.status} <> 'BLOCKED'`),
    index('club_cards_ships')
      .on(t.shipsAt)
      .where(sql`${t.status} = 'ORDERED'`),
    check('club_cards_serial_digits', sql`${t.serialNumber} ~ '^[0-9]{10}$'`),
  ],
);

export const cardTopUpsTable = pgTable(
  'card_topups',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    cardsId: integer('cards_id')
      .notNull()
      .references(() => clubCardsTable.id, { onDelete: 'cascade' }),
    /** The `card_topup` order whose reserved points pay for it. */
    ordersId: integer('orders_id')
      .notNull()
      .references(() => ordersTable.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** Złoty put on the card (points × 2). */
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['SUBMITTED', 'PENDING', 'SUCCEEDED', 'REFUSED', 'REJECTED'] }).notNull(),
    /** The provider settles it by then (CARD_TOPUP_DAYS working days after it was placed). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_topups_order').on(t.ordersId),
    index('card_topups_company_created').on(t.companiesId, t.createdAt),
    index('card_topups_due')
      .on(t.dueAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('card_topups_points_pos', sql`${t.points} > 0`),
  ],
);

export type ClubCardRow = typeof clubCardsTable.$inferSelect;
export type CardTopUpRow = typeof cardTopUpsTable.$inferSelect;
