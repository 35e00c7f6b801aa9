// Fixed-window rate limiting on a shared table: one atomic upsert per hit, safe across processes.
import { sql } from 'drizzle-orm';
import { execRows, type Tx } from '../../db/client.ts';
import { RateLimitError } from '../../lib/errors.ts';

export interface Limit {
  /** e.g. `login:id:jan@example.pl`, `login:ip:1.2.3.4` */
  key: string;
  max: number;
  windowSeconds: number;
}

/** Counts one hit; throws RateLimitError (429 with Retry-After) when the window's budget is spent. */
export async function hit(db: Tx, limit: Limit, now: Date): Promise<void> {
  const remaining = await consume(db, limit, now);
  if (remaining.exceeded) throw new RateLimitError(remaining.retryAfterSeconds);
}

export async function consume(
  db: Tx,
  { key, max, windowSeconds }: Limit,
  now: Date,
): Promise<{ exceeded: boolean; count: number; retryAfterSeconds: number }> {
  const ts = now.toISOString();
  const rows = await execRows<{ count: number; window_start: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${ts}::timestamptz, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${ts}::timestamptz - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${ts}::timestamptz - make_interval(secs => ${windowSeconds}) then ${ts}::timestamptz else rate_limits.window_start end
    returning count, window_start`,
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned nothing');
  const start = new Date(row.window_start).getTime();
  const retryAfterSeconds = (start + windowSeconds * 1000 - now.getTime()) / 1000;
  return { exceeded: Number(row.count) > max, count: Number(row.count), retryAfterSeconds };
}

/** Clears old windows; run daily by the `rate-limit.purge` job (jobs.ts). */
export async function purgeRateLimits(db: Tx, olderThan: Date): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < ${olderThan.toISOString()}::timestamptz`);
}
