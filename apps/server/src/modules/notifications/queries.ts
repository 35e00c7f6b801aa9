// Reads and marks of the caller's notifications. Every query takes the caller's scope and puts it in its WHERE clause:
// another user's notification is simply not found.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Notification } from '@club/contract/notifications';
import type { Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../lib/prepared.ts';
import type { Scope } from '../../lib/scope.ts';
import { notificationsTable } from './tables.ts';

type Row = typeof notificationsTable.$inferSelect;
/** The columns a notification is shown with (not its owner's ids or its `data`). */
type Shown = Pick<Row, 'uuid' | 'title' | 'text' | 'type' | 'kind' | 'link' | 'readAt' | 'createdAt'>;
const shownColumns = {
  uuid: notificationsTable.uuid,
  title: notificationsTable.title,
  text: notificationsTable.text,
  type: notificationsTable.type,
  kind: notificationsTable.kind,
  link: notificationsTable.link,
  readAt: notificationsTable.readAt,
  createdAt: notificationsTable.createdAt,
};

export function toNotification(row: Shown): Notification {
  return {
    uuid: row.uuid,
    title: row.title,
    text: row.text,
    type: row.type,
    kind: row.kind,
    link: row.link,
    mark: row.readAt === null,
    created_at: row.createdAt.toISOString(),
  };
}

const mineOf = (scope: Scope) => and(eq(notificationsTable.usersId, scope.userId), eq(notificationsTable.companiesId, scope.companyId));

/**
 * One page of the user's notifications with the total and the unread count riding along as scalar subqueries: one
 * prepared statement, one round trip (issue 10: it was three statements on three pooled connections per request, the
 * bell's read on every signed-in page). Only an empty page (none yet, or a page past the end) asks for the counts alone.
 */
export async function listForUser(
  db: Tx,
  scope: Scope,
  page: number,
  limit: number,
): Promise<{ rows: Shown[]; total: number; unread: number }> {
  const p = prepared(db);
  const params = { userId: scope.userId, companyId: scope.companyId };
  const found = await p.page.execute({ ...params, limit, offset: (page - 1) * limit });
  const first = found[0];
  if (first) {
    const rows = found.map(({ total: _total, unread: _unread, ...row }) => row);
    return { rows, total: Number(first.total), unread: Number(first.unread) };
  }
  const [counts] = await p.counts.execute(params);
  return { rows: [], total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0) };
}

/** The list's statements, built once per database handle (building a query costs more CPU than answering it). */
function prepare(db: Tx) {
  const mine = and(
    eq(notificationsTable.usersId, sql.placeholder('userId')),
    eq(notificationsTable.companiesId, sql.placeholder('companyId')),
  );
  const counts = {
    total: sql<string>`(select count(*) from ${notificationsTable} where ${mine})`,
    unread: sql<string>`(select count(*) from ${notificationsTable} where ${mine} and ${notificationsTable.readAt} is null)`,
  };
  return {
    page: db
      .select({ ...shownColumns, ...counts })
      .from(notificationsTable)
      .where(mine)
      .orderBy(desc(notificationsTable.createdAt), desc(notificationsTable.uuid))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('notifications_page'),
    counts: db
      .select(counts)
      .from(sql`(select 1) as one`)
      .prepare('notifications_counts'),
  };
}
const prepared = preparedPerDb(prepare);

/** Marks the user's notification read (keeping the first read time); null when it is not theirs. */
export async function markRead(db: Tx, scope: Scope, uuid: string, now: Date): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(notificationsTable)
    .where(and(eq(notificationsTable.uuid, uuid), mineOf(scope)))
    .limit(1);
  if (!row) return null;
  if (row.readAt) return row;
  const [updated] = await db
    .update(notificationsTable)
    .set({ readAt: now })
    .where(and(eq(notificationsTable.uuid, uuid), mineOf(scope)))
    .returning();
  return updated ?? null;
}

export async function markAllRead(db: Tx, scope: Scope, now: Date): Promise<number> {
  const rows = await db
    .update(notificationsTable)
    .set({ readAt: now })
    .where(and(mineOf(scope), isNull(notificationsTable.readAt)))
    .returning({ uuid: notificationsTable.uuid });
  return rows.length;
}
