// Projects (jobs at an address), their scans, the product units scans name, and the per-company counters the points
// summary reads (DESIGN §6, §9).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ScanReason, SurveyItem } from '@club/contract/projects';
import { companiesTable, usersTable } from '../company/tables.ts';
import { productGroups } from '@club/contract/constants';

/**
 * Physical product units the maker produced, one per serial number (DESIGN §9; decision 0030). Loaded by the maker's
 * systems (integration API, later) and by the demo seed. A unit earns points once across all companies, ever: the scan
 * that earns it is recorded on the unit (`claimed_scan_id`), set by one atomic UPDATE so concurrent scans cannot both win.
 */
export const productUnitsTable = pgTable(
  'product_units',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** Canonical form (contract `normaliseSerial`): letters and digits, upper case. */
    serialNumber: text('serial_number').notNull().unique(),
    productGroup: text('product_group', { enum: productGroups }).notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: text('size').notNull(),
    variant: text('variant').notNull(),
    producedAt: timestamp('produced_at', { withTimezone: true }).notNull(),
    /** The scan that earns this unit; null while no scan holds it (none yet, or that scan was deleted). */
    claimedScanId: integer('claimed_scan_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_units_unclaimed')
      .on(t.id)
      .where(sql`${t.claimedScanId} is null`),
  ],
);

export const projectsTable = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    /** Who registered it. */
    usersId: integer('users_id').references(() => usersTable.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    streetName: text('street_name').notNull(),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    /** 1 open, 2 closed, 3 lost, 4 other, 5 in review. */
    status: smallint('status').notNull().default(1),
    /** The project survey's answers; null until submitted. */
    survey: jsonb('survey').$type<SurveyItem[]>(),
    surveyedAt: timestamp('surveyed_at', { withTimezone: true }),
    /** Points credited when the project closed (units, tier bonus and behaviour bonuses). */
    creditedPoints: integer('credited_points').notNull().default(0),
    /** Creation or the last scan added or deleted: the 90-day lost rule counts from here. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by a trigger on every change of the project or its scans; with `sync_xid` the integration feed (0085). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    syncXid: bigint('sync_xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
  },
  (t) => [
    index('projects_sync').on(t.syncXid, t.id),
    index('projects_updated').on(t.updatedAt),
    index('projects_company_status_created').on(t.companiesId, t.status, t.createdAt.desc(), t.id.desc()),
    index('projects_open_activity')
      .on(t.lastActivityAt)
      .where(sql`${t.status} = 1`),
    check('projects_status', sql`${t.status} in (1, 2, 3, 4, 5)`),
  ],
);

export const scansTable = pgTable(
  'scans',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    projectsId: integer('projects_id')
      .notNull()
      .references(() => projectsTable.id, { onDelete: 'cascade' }),
    /** The project's company, so scans are scoped without a join. */
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    usersId: integer('users_id').references(() => usersTable.id, { onDelete: 'set null' }),
    /** Null for an unknown serial. */
    productUnitsId: integer('product_units_id').references(() => productUnitsTable.id),
    serialNumber: text('serial_number').notNull(),
    /** The region's base points for the unit's group when it was scanned (0 for an unknown serial): fixed per scan, so
     *  what the installer saw while scanning is what the job earns, and the counters always add up. */
    basePoints: integer('base_points').notNull().default(0),
    /** 1 ok, 2 in review, 3 rejected. */
    flag: smallint('flag').notNull().default(1),
    reason: text('reason').$type<ScanReason>(),
    /** What the unit earned (base + tier bonus) when its project closed; null until then. A closed project shows it. */
    earnedPoints: integer('earned_points'),
    /** The client's Idempotency-Key: a replay answers this scan. */
    idempotencyKey: text('idempotency_key'),
    survey: jsonb('survey').$type<SurveyItem[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scans_project_serial').on(t.projectsId, t.serialNumber),
    uniqueIndex('scans_project_key')
      .on(t.projectsId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('scans_company').on(t.companiesId),
    check('scans_flag', sql`${t.flag} in (1, 2, 3)`),
  ],
);

/**
 * The counters of the company points summary (spec §3 Company summary), changed in the same transaction as what they
 * count, so reading the summary never scans projects. `points_*` are base points of units with flag 1.
 */
export const projectStatsTable = pgTable(
  'project_stats',
  {
    companiesId: integer('companies_id')
      .primaryKey()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    /** Open and in-review projects. */
    projectsInProg: integer('projects_in_prog').notNull().default(0),
    projectsCompleted: integer('projects_completed').notNull().default(0),
    projectsLost: integer('projects_lost').notNull().default(0),
    pointsInProg: integer('points_in_prog').notNull().default(0),
    pointsLost: integer('points_lost').notNull().default(0),
    /** Units with flag 1 on closed projects, ever. */
    scansCompleted: integer('scans_completed').notNull().default(0),
  },
  (t) => [
    check(
      'project_stats_nonneg',
      sql`${t.projectsInProg} >= 0 and ${t.projectsCompleted} >= 0 and ${t.projectsLost} >= 0 and ${t.pointsInProg} >= 0 and ${t.pointsLost} >= 0 and ${t.scansCompleted} >= 0`,
    ),
  ],
);
