// The job runner's table (lib/jobs.ts): one row per declared job, claimed with `FOR UPDATE SKIP LOCKED` so that
// several server processes can tick at once and each due job still runs in exactly one of them.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const jobsTable = pgTable('jobs', {
  /** The job's name as declared in modules/<area>/jobs.ts, e.g. `points.expire`. */
  name: text('name').primaryKey(),
  /** When the job is next due. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** Set while a process runs the job; a crashed process's claim ends when this passes. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockedBy: text('locked_by'),
  /** Failures since the last success (drives the retry delay). */
  attempts: integer('attempts').notNull().default(0),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
});
