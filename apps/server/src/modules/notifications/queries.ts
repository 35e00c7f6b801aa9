// Reads and marks of the caller's notifications. Every query takes the caller's scope and puts it in its WHERE clause:
// another user's notification is simply not found.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Notification } from '@club/contract/notifications';
import type { Tx } from '../../db/client.ts';
import type { Scope } from '../../lib/scope.ts';
import { notificationsTable } from './tables.ts';

type Row = typeof notificationsTable.$inferSelect;

export function toNotification(row: Row): Notification {
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

export async function listForUser(
  db: Tx,
  scope: Scope,
  page: number,
  limit: number,
): Promise<{ rows: Row[]; total: number; unread: number }> {
  const mine = mineOf(scope);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notificationsTable)
      .where(mine)
      .orderBy(desc(notificationsTable.createdAt), desc(notificationsTable.uuid))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(notificationsTable).where(mine),
    db
      .select({ n: count() })
      .from(notificationsTable)
      .where(and(mine, isNull(notificationsTable.readAt))),
  ]);
  return { rows, total: Number(total?.n ?? 0), unread: Number(unread?.n ?? 0) };
}

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
