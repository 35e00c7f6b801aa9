// The shop's catalogue (spec working areas §3 Shop product; DESIGN §6 Orders/vendors/vouchers): products of one region
// each, their variants (stock and price in points), categories per region and type, images in two sizes, and the
// voucher code pools. Stock never goes below 0 (CHECK); a voucher code is given to at most one order (claimed with
// FOR UPDATE SKIP LOCKED; `orders_id` is set once).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productTypes } from '@club/contract/shop';
import { vendors } from '@club/contract/constants';
import { regionsTable } from '../reference/tables.ts';

export const shopCategoriesTable = pgTable(
  'shop_categories',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    regionsId: integer('regions_id')
      .notNull()
      .references(() => regionsTable.id),
    /** The product type it groups (contract `productTypes`). */
    type: text('type', { enum: productTypes }).notNull(),
    slug: text('slug').notNull(),
    /** In the region's language. */
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /** false: hidden from members (staff deactivated it); its products stay in the shop (decision 0115). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('shop_categories_region_type_slug').on(t.regionsId, t.type, t.slug)],
);

/**
 * A vendor's minimum order in points in a region, as staff set it (decision 0115). A vendor and region without a row
 * use the club's default (contract `vendorMinimum`: COMPACT per region, others 0). Checkout reads it in its transaction.
 */
export const shopVendorMinimumsTable = pgTable(
  'shop_vendor_minimums',
  {
    regionsId: integer('regions_id')
      .notNull()
      .references(() => regionsTable.id),
    vendor: text('vendor', { enum: vendors }).notNull(),
    points: integer('points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.regionsId, t.vendor] }), check('shop_vendor_minimums_points_nonneg', sql`${t.points} >= 0`)],
);

export const shopProductsTable = pgTable(
  'shop_products',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** The one region whose companies see and order it (region availability). */
    regionsId: integer('regions_id')
      .notNull()
      .references(() => regionsTable.id),
    type: text('type', { enum: productTypes }).notNull(),
    vendor: text('vendor', { enum: vendors }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sku: text('sku').notNull(),
    active: boolean('active').notNull().default(true),
    isVisible: boolean('is_visible').notNull().default(true),
    /** Marketing products: configurator subtype and fields; {} otherwise. */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_products_region_sku').on(t.regionsId, t.sku),
    index('shop_products_listing').on(t.regionsId, t.active, t.isVisible, t.createdAt),
  ],
);

export const shopProductCategoriesTable = pgTable(
  'shop_product_categories',
  {
    productsId: integer('products_id')
      .notNull()
      .references(() => shopProductsTable.id, { onDelete: 'cascade' }),
    categoriesId: integer('categories_id')
      .notNull()
      .references(() => shopCategoriesTable.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productsId, t.categoriesId] }), index('shop_product_categories_category').on(t.categoriesId)],
);

/** Two sizes of each picture: `xs` 160 px for lists and the cart, `l` 800 px for the product page (paths). */
export const shopProductImagesTable = pgTable(
  'shop_product_images',
  {
    id: serial('id').primaryKey(),
    productsId: integer('products_id')
      .notNull()
      .references(() => shopProductsTable.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    xs: text('xs').notNull(),
    l: text('l').notNull(),
  },
  (t) => [uniqueIndex('shop_product_images_position').on(t.productsId, t.position)],
);

export const shopVariantsTable = pgTable(
  'shop_variants',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** The vendor's own id of the variant. */
    guid: text('guid').notNull(),
    productsId: integer('products_id')
      .notNull()
      .references(() => shopProductsTable.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    /** Points per unit. */
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    /** [{attrUuid, attrValueUuid, attrValueName}] */
    attrs: jsonb('attrs').$type<{ attrUuid: string; attrValueUuid: string; attrValueName: string }[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('shop_variants_product').on(t.productsId),
    check('shop_variants_stock_nonneg', sql`${t.stock} >= 0`),
    check('shop_variants_price_nonneg', sql`${t.price} >= 0`),
  ],
);

/**
 * Voucher codes the staff upload per product (number, expiry, optional password). Each goes to one order, once; an
 * order of n vouchers holds n codes.
 */
export const voucherCodesTable = pgTable(
  'voucher_codes',
  {
    id: serial('id').primaryKey(),
    productsId: integer('products_id')
      .notNull()
      .references(() => shopProductsTable.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    password: text('password'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The order that got it (no foreign key: the orders module owns orders and claims through the shop service). */
    ordersId: integer('orders_id'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voucher_codes_product_number').on(t.productsId, t.number),
    index('voucher_codes_order').on(t.ordersId),
    index('voucher_codes_free')
      .on(t.productsId, t.id)
      .where(sql`${t.ordersId} is null`),
  ],
);
