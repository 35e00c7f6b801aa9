// Content members read (spec working areas §3 Content): news, hero images, tutorial videos, banners, resource links and
// sticky shop teasers. Each item belongs to one region and is written in one language; `target_role` 1 (standard
// club), 2 (decor club) or null (both); shown while active and inside its publish window. Texts are structured JSON
// (contract `contentBodySchema`), never HTML. Pictures come in three sizes (`s` 480 px, `m` 960 px, `l` 1600 px wide)
// with the large size's width and height; position 0 is the item's main picture, 1… its gallery.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contentTypes, type ContentBody } from '@club/contract/content';
import { languagesTable, regionsTable } from '../reference/tables.ts';

export const contentItemsTable = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    regionsId: integer('regions_id')
      .notNull()
      .references(() => regionsTable.id),
    languagesId: integer('languages_id')
      .notNull()
      .references(() => languagesTable.id),
    type: text('type', { enum: contentTypes }).notNull(),
    /** 1 standard club (roles 3, 4), 2 decor club (7, 8), null both. */
    targetRole: smallint('target_role'),
    isActive: boolean('is_active').notNull().default(true),
    sticky: boolean('sticky').notNull().default(false),
    /** Lower first among items published at the same time (hero order, resource tiles). */
    position: integer('position').notNull().default(0),
    body: jsonb('body').$type<ContentBody>().notNull(),
    publishedFrom: timestamp('published_from', { withTimezone: true }).notNull().defaultNow(),
    /** Hidden from this moment on; null: no end. */
    publishedUntil: timestamp('published_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_items_listing').on(t.regionsId, t.languagesId, t.type, t.publishedFrom),
    check('content_items_target_role', sql`${t.targetRole} is null or ${t.targetRole} in (1, 2)`),
    check('content_items_window', sql`${t.publishedUntil} is null or ${t.publishedUntil} > ${t.publishedFrom}`),
  ],
);

export const contentImagesTable = pgTable(
  'content_images',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contentItemsTable.id, { onDelete: 'cascade' }),
    /** 0 the main picture, 1… the gallery in order. */
    position: integer('position').notNull(),
    /** Paths served by this server: 480, 960 and 1600 px wide (`m` null for pictures stored before 0023). */
    s: text('s').notNull(),
    m: text('m'),
    l: text('l').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
  },
  (t) => [
    uniqueIndex('content_images_position').on(t.contentId, t.position),
    check('content_images_size', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);
