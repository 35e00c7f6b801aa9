// Reference data seeded on every start: regions, languages, regional settings, behaviours, base points, tiers.
import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { RegionalSettings, Translated } from '@club/contract/config';

export const languagesTable = pgTable('languages', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const regionsTable = pgTable('regions', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  callingCode: text('calling_code').notNull(),
  languagesId: integer('languages_id')
    .notNull()
    .references(() => languagesTable.id),
  currency: text('currency').notNull(),
});

export const regionalSettingsTable = pgTable('regional_settings', {
  regionsId: integer('regions_id')
    .primaryKey()
    .references(() => regionsTable.id),
  settings: jsonb('settings').$type<Omit<RegionalSettings, 'region_id'>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const behavioursTable = pgTable(
  'behaviours',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    regionsId: integer('regions_id')
      .notNull()
      .references(() => regionsTable.id),
    name: jsonb('name').$type<Translated>().notNull(),
    description: jsonb('description').$type<Translated>().notNull(),
    icon: text('icon').notNull().default('star'),
    points: integer('points').notNull(),
  },
  (t) => [unique('behaviours_slug_region').on(t.slug, t.regionsId)],
);

export const basePointsTable = pgTable(
  'base_points',
  {
    regionsId: integer('regions_id')
      .notNull()
      .references(() => regionsTable.id),
    productGroup: text('product_group').notNull(),
    position: integer('position').notNull(),
    points: integer('points').notNull(),
    showForDecor: boolean('show_for_decor').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.regionsId, t.productGroup] })],
);

export const tiersTable = pgTable(
  'tiers',
  {
    id: integer('id').primaryKey(),
    regionsId: integer('regions_id')
      .notNull()
      .references(() => regionsTable.id),
    tierCategory: integer('tier_category').notNull(),
    brackets: jsonb('brackets').$type<{ id: number; level: number; from: number; to: number; points: number }[]>().notNull(),
  },
  (t) => [unique('tiers_region_category').on(t.regionsId, t.tierCategory)],
);
