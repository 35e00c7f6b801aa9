// The points ledger (DESIGN §5). Every point movement is one append-only `point_entries` row, written in the
// same transaction as the company's `point_accounts` row (locked FOR UPDATE) and the lots it touches, so
// balance = sum of entries = sum of remaining lots at every commit.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { pointEntryKinds } from '@club/contract/points';
import { pointVariations } from '@club/contract/constants';
import { companiesTable, usersTable } from '../company/tables.ts';

/** One row per company: the balance and the counters the summary reads in O(1). The row lock serialises movements. */
export const pointAccountsTable = pgTable(
  'point_accounts',
  {
    companiesId: integer('companies_id')
      .primaryKey()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    /** Spendable points (company_points). Reserved points are already taken out. */
    balance: integer('balance').notNull().default(0),
    /** Points held by open reservations (placed orders not yet captured or released). */
    reserved: integer('reserved').notNull().default(0),
    /** Points credited for projects (the summary's points.completed). */
    projectPoints: integer('project_points').notNull().default(0),
    /** Number of entries, so the history's total needs no count(*). */
    entries: integer('entries').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('point_accounts_balance_nonneg', sql`${t.balance} >= 0`), check('point_accounts_reserved_nonneg', sql`${t.reserved} >= 0`)],
);

export const pointEntriesTable = pgTable(
  'point_entries',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    /** Signed effect on the balance. A capture is 0: its points already left the balance when reserved. */
    amount: integer('amount').notNull(),
    /** The points shown in the history (≥ 0); `variation` gives the direction. */
    points: integer('points').notNull(),
    kind: text('kind', { enum: pointEntryKinds }).notNull(),
    variation: text('variation', { enum: pointVariations }).notNull(),
    /** Why (staff adjustments must give one); never shown as the event name. */
    reason: text('reason'),
    /** The balance right after this entry: a replay of the same key answers it. */
    balanceAfter: integer('balance_after').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    usersId: integer('users_id').references(() => usersTable.id, { onDelete: 'set null' }),
    /** Staff member who made an adjustment (the staff console is a later issue, so no foreign key yet). */
    staffId: integer('staff_id'),
    /** Project and order links are snapshots: the history shows them without joins. */
    projectId: integer('project_id'),
    projectUuid: uuid('project_uuid'),
    orderId: integer('order_id'),
    orderNumber: text('order_number'),
    reservationId: integer('reservation_id'),
    lotId: integer('lot_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_entries_company_key').on(t.companiesId, t.idempotencyKey),
    index('point_entries_company_created').on(t.companiesId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('point_entries_points_nonneg', sql`${t.points} >= 0`),
    check('point_entries_balance_after_nonneg', sql`${t.balanceAfter} >= 0`),
  ],
);

/** What a credit earned, with when it expires and how much of it is still unspent. Spending takes the oldest first. */
export const pointLotsTable = pgTable(
  'point_lots',
  {
    id: serial('id').primaryKey(),
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => pointEntriesTable.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    remaining: integer('remaining').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('point_lots_remaining', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
    index('point_lots_open')
      .on(t.companiesId, t.expiresAt, t.id)
      .where(sql`${t.remaining} > 0`),
    index('point_lots_due')
      .on(t.expiresAt)
      .where(sql`${t.remaining} > 0`),
  ],
);

/** Points held for a placed order until it is captured (approved) or released (rejected, failed). */
export const pointReservationsTable = pgTable(
  'point_reservations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => pointEntriesTable.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['held', 'captured', 'released'] })
      .notNull()
      .default('held'),
    orderId: integer('order_id'),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('point_reservations_company').on(t.companiesId), check('point_reservations_amount', sql`${t.amount} > 0`)],
);

/** Which lots a reservation drew from, so a release puts the points back where they came from. */
export const pointReservationLotsTable = pgTable(
  'point_reservation_lots',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => pointReservationsTable.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => pointLotsTable.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.lotId] })],
);
