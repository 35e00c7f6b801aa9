// Keyset pages of a change feed (decision 0085): rows in the order of the transaction that last wrote them
// (`sync_xid`, set by a trigger) and then by id, and only rows whose writer is older than every transaction of this
// database still in flight (`settledHorizon`). A transaction that commits later always has a larger
// id than that horizon, so it lands after every cursor already handed out: no row is ever skipped, and a row changed
// after it was read comes again, once, with its new state. The cursor is opaque to clients (base64url JSON).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BadRequestError } from './errors.ts';

/** Where a client stands in a feed: after (xid, id), only rows updated at or after `since`, of `region` only. */
export interface FeedPosition {
  xid: number;
  id: number;
  since: string | null;
  region: number | null;
}

export interface FeedRequest {
  position: FeedPosition;
  limit: number;
}

export function encodeCursor(p: FeedPosition): string {
  return Buffer.from(JSON.stringify({ x: p.xid, i: p.id, s: p.since, r: p.region })).toString('base64url');
}

const badCursor = () => new BadRequestError('The cursor is not valid.', ['cursor: validation.invalid'], { cursor: ['validation.invalid'] });

export function decodeCursor(cursor: string): FeedPosition {
  let v: unknown;
  try {
    v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (typeof v !== 'object' || v === null) throw badCursor();
  const o = v as Record<string, unknown>;
  const int = (x: unknown, max: number) => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 && x <= max;
  if (!int(o.x, Number.MAX_SAFE_INTEGER) || !int(o.i, 2_147_483_647)) throw badCursor();
  if (o.s !== null && (typeof o.s !== 'string' || Number.isNaN(Date.parse(o.s)))) throw badCursor();
  if (o.r !== null && !int(o.r, 1000)) throw badCursor();
  return { xid: o.x as number, id: o.i as number, since: (o.s as string | null) ?? null, region: (o.r as number | null) ?? null };
}

/** The start of a feed: from the beginning, or from rows updated at or after `since`. */
export function startPosition(since: string | undefined, region: number | null): FeedPosition {
  return { xid: 0, id: 0, since: since ? new Date(since).toISOString() : null, region };
}

/**
 * The first transaction id whose rows may not be final yet, for this statement's snapshot: the oldest transaction still
 * in flight, or the next id to be handed out. Transactions of other databases in the same cluster are left out (they
 * never write these tables, and one stuck elsewhere must not stall the feed); a transaction whose database cannot be
 * told any more (it ended meanwhile) is kept in, which only delays a page, never skips a row.
 */
const settledHorizon = sql`(select least(
  (pg_snapshot_xmax(pg_current_snapshot())::text)::bigint,
  (select min((x::text)::bigint) from pg_snapshot_xip(pg_current_snapshot()) x
   where xid(x) <> all (array(
     select l.transactionid from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'transactionid' and l.transactionid is not null and a.datname <> current_database())))))`;

/** The WHERE part every feed page shares: past the cursor, settled (writer older than all in flight), since. */
export function feedConditions(t: { syncXid: AnyPgColumn; id: AnyPgColumn; updatedAt: AnyPgColumn }, p: FeedPosition): SQL[] {
  const conditions = [sql`(${t.syncXid}, ${t.id}) > (${p.xid}::bigint, ${p.id}::int)`, sql`${t.syncXid} < ${settledHorizon}`];
  if (p.since) conditions.push(sql`${t.updatedAt} >= ${p.since}::timestamptz`);
  return conditions;
}

/** The page's answer: `limit + 1` rows were read, so a full page says whether more are waiting. */
export function feedPage<R extends { syncXid: number | string; id: number }, T>(
  rows: R[],
  request: FeedRequest,
  toItem: (row: R) => T,
): { data: T[]; next_cursor: string; has_more: boolean } {
  const page = rows.slice(0, request.limit);
  const last = page.at(-1);
  const next = last ? { ...request.position, xid: Number(last.syncXid), id: last.id } : request.position;
  return { data: page.map(toItem), next_cursor: encodeCursor(next), has_more: rows.length > request.limit };
}
