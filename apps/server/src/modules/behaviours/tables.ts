// Which behaviour bonuses a company has earned: each at most once (the primary key), credited through the ledger.
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companiesTable } from '../company/tables.ts';

export const companyBehavioursTable = pgTable(
  'company_behaviours',
  {
    companiesId: integer('companies_id')
      .notNull()
      .references(() => companiesTable.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    points: integer('points').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companiesId, t.slug] })],
);
