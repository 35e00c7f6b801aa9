// Rate-limit counters live in the database so every server process shares them (DESIGN §1).
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitsTable = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
