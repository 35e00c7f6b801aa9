// A company's year in the tiers: units with flag 1 on projects closed in that calendar year (the tier progress), and
// every scan added that year (the summary's scans.current_year). Tiers reset on 1 January simply by starting a new row.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { companiesTable } from '../company/tables.ts';

export const companyTierYearsTable = pgTable(
  'company_tier_years',
  {
    id: serial('id').primaryKey(),
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** Units with flag 1 on projects closed this year: what places the company in a bracket. */
    units: integer('units').notNull().default(0),
    /** Scans added this year (any flag), less those deleted. */
    scans: integer('scans').notNull().default(0),
  },
  (t) => [
    uniqueIndex('company_tier_years_company_year').on(t.companiesId, t.year),
    check('company_tier_years_nonneg', sql`${t.units} >= 0 and ${t.scans} >= 0`),
  ],
);
