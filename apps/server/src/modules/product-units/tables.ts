// Physical product units the maker produced, one per serial number (DESIGN §9). Loaded by the maker's systems
// (integration API, later) and by the demo seed. A unit earns points once across all companies, ever: the scan that
// earns it is recorded on the unit (`claimed_scan_id`), set by one atomic UPDATE so concurrent scans cannot both win.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { productGroups } from '@club/contract/constants';

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
