// Orders (DESIGN §6 Orders, §9 Orders): one row per vendor of a checkout, its lines as snapshots of what was bought
// (name, price, image at the time), the placements that make `Idempotency-Key` replays answer the first result, and
// the alerts staff must act on (an empty voucher pool).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { vendors } from '@club/contract/constants';
import { orderTypes } from '@club/contract/orders';
import { companiesTable, usersTable } from '../company/tables.ts';

/** One call of POST /v2/orders or /v2/orders/multi that placed orders; keyed by the client's Idempotency-Key. */
export const orderPlacementsTable = pgTable(
  'order_placements',
  {
    id: serial('id').primaryKey(),
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    /** The Idempotency-Key header, or a random uuid when the client sent none. */
    key: text('key').notNull(),
    /** sha256 of the request, so the same key with another body is refused instead of answered wrongly. */
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_placements_company_key').on(t.companiesId, t.key)],
);

export interface OrderCustomerSnapshot {
  name: string;
  surname: string;
  company_name: string;
  email: string;
  phone: string;
  street: string;
  house_number: string;
  city: string;
  postal_code: string;
  country: string;
  region: number;
}

export interface VoucherResponse {
  number: string;
  expiresAt: string | null;
  password: string | null;
  /** Every code of the order, one per piece (absent on orders fulfilled before orders held several codes). */
  codes?: { number: string; expiresAt: string | null; password: string | null; variantUuid: string }[];
}

export const ordersTable = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** Region code and the id, e.g. PL-000123. */
    number: text('number').notNull().unique(),
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    usersId: integer('users_id').references(() => usersTable.id, { onDelete: 'set null' }),
    placementsId: integer('placements_id')
      .notNull()
      .references(() => orderPlacementsTable.id),
    regionsId: integer('regions_id').notNull(),
    type: text('type', { enum: orderTypes }).notNull(),
    vendor: text('vendor', { enum: vendors }).notNull(),
    /** 1 pending, 2 approved, 3 done, 4 rejected, 5 failed. */
    status: smallint('status').notNull().default(1),
    points: integer('points').notNull(),
    deliveryType: smallint('delivery_type').notNull(),
    customer: jsonb('customer').$type<OrderCustomerSnapshot>().notNull(),
    inputData: jsonb('input_data').$type<Record<string, unknown>>(),
    /** A fulfilled voucher's code (only ever read through the owning company's scope). */
    response: jsonb('response').$type<VoucherResponse>(),
    /** The points ledger's reservation (null for a 0-point order). */
    reservationId: integer('reservation_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The writing transaction's id, set by a trigger: the integration change feed's order (decision 0085). */
    syncXid: bigint('sync_xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
  },
  (t) => [
    index('orders_sync').on(t.syncXid, t.id),
    index('orders_updated').on(t.updatedAt),
    index('orders_company_created').on(t.companiesId, t.createdAt),
    index('orders_status').on(t.status),
    check('orders_status_known', sql`${t.status} between 1 and 5`),
    check('orders_points_nonneg', sql`${t.points} >= 0`),
  ],
);

export const orderItemsTable = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    ordersId: integer('orders_id')
      .notNull()
      .references(() => ordersTable.id, { onDelete: 'cascade' }),
    /** The shop variant (by id for giving stock back; uuid and guid as shown). */
    variantId: integer('variant_id').notNull(),
    variantUuid: uuid('variant_uuid').notNull(),
    variantGuid: text('variant_guid').notNull(),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    /** Points per unit when ordered. */
    price: integer('price').notNull(),
  },
  (t) => [index('order_items_order').on(t.ordersId), check('order_items_quantity_pos', sql`${t.quantity} > 0`)],
);

/** Things staff must act on: `voucher_pool_empty` when a voucher order found no free code. */
export const orderAlertsTable = pgTable(
  'order_alerts',
  {
    id: serial('id').primaryKey(),
    ordersId: integer('orders_id')
      .notNull()
      .references(() => ordersTable.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('order_alerts_open')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
