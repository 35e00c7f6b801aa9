// The notifications module's public surface: `notify`, which other modules call when something happens that a user
// should read about, and the caller's own list and marks (`(ctx, scope, input)`, the pattern to copy).
import type { NotificationType } from '@club/contract/constants';
import { pageMeta } from '@club/contract/common';
import type { Notification, NotificationList } from '@club/contract/notifications';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import * as q from './queries.ts';
import { tById, type MessageValues } from '../../lib/i18n.ts';
import { notificationsTable } from './tables.ts';
import { cachePerDb } from '../../lib/notified-cache.ts';

/**
 * Each user's pages of notifications kept per process (issue 10, decision 0144): the bell reads them on every signed-in
 * page. Triggers on `notifications` NOTIFY `club_notifications` with `u:<user id>` on any change of a user's rows
 * (migration perf_notifications_notify), which drops that user's pages; `*` (a broadcast) empties everything.
 */
export const notificationLists = cachePerDb<NotificationList>('club_notifications', {
  max: 10_000,
  tagOf: (payload) => (/^u:\d+$/.test(payload) ? payload : null),
});

export interface NotifyInput {
  user: { id: number; companiesId: number; languagesId: number };
  type: NotificationType;
  /** e.g. welcome_points, points_expired, order_reservation, reply_support_chat_message */
  kind: string;
  /** Server catalogue keys; `<key>.title` and `<key>.text` are looked up in the user's language. */
  messageKey: string;
  values?: MessageValues;
  link?: string | null;
  data?: Record<string, unknown>;
}

/** Links that belong to a kind of event, so every writer of that kind links the same way. */
export function linkFor(kind: string, data: Record<string, unknown> = {}): string | null {
  if (kind === 'reply_support_chat_message' && typeof data.ticket_uuid === 'string') return `/support/chat/${data.ticket_uuid}`;
  return null;
}

export async function notify(tx: Tx, input: NotifyInput): Promise<string> {
  const values = input.values ?? {};
  const data = input.data ?? {};
  const [row] = await tx
    .insert(notificationsTable)
    .values({
      usersId: input.user.id,
      companiesId: input.user.companiesId,
      type: input.type,
      kind: input.kind,
      title: tById(input.user.languagesId, `${input.messageKey}.title`, values),
      text: tById(input.user.languagesId, `${input.messageKey}.text`, values),
      link: input.link ?? linkFor(input.kind, data),
      data,
    })
    .returning({ uuid: notificationsTable.uuid });
  if (!row) throw new Error('notification insert returned nothing');
  return row.uuid;
}

/** GET /v1/notifications: one page of the caller's notifications, newest first, with the unread count. */
export async function listNotifications(ctx: Ctx, scope: Scope, input: { page: number; limit: number }): Promise<NotificationList> {
  const load = async () => {
    const { rows, total, unread } = await q.listForUser(ctx.db, scope, input.page, input.limit);
    return { data: rows.map(q.toNotification), meta: pageMeta(input.page, input.limit, total), unread };
  };
  return notificationLists.remember(ctx.db, `${scope.userId}|${scope.companyId}|${input.page}|${input.limit}`, load, `u:${scope.userId}`);
}

/** PATCH /v1/notifications/{uuid}: marks one of the caller's notifications read (404 for anyone else's). */
export async function markNotificationRead(ctx: Ctx, scope: Scope, input: { uuid: string }): Promise<Notification> {
  const row = await q.markRead(ctx.db, scope, input.uuid, ctx.now());
  if (!row) throw new NotFoundError();
  return q.toNotification(row);
}

/** PATCH /v1/notifications/read-all. */
export async function markAllNotificationsRead(ctx: Ctx, scope: Scope): Promise<{ updated: number; unread: number }> {
  return { updated: await q.markAllRead(ctx.db, scope, ctx.now()), unread: 0 };
}

/** A notification whose title and text are given as written (a staff broadcast), not looked up in the catalogue. */
export async function notifyText(
  tx: Tx,
  input: Omit<NotifyInput, 'messageKey' | 'values'> & { title: string; text: string },
): Promise<string> {
  const [row] = await tx
    .insert(notificationsTable)
    .values({
      usersId: input.user.id,
      companiesId: input.user.companiesId,
      type: input.type,
      kind: input.kind,
      title: input.title,
      text: input.text,
      link: input.link ?? null,
      data: input.data ?? {},
    })
    .returning({ uuid: notificationsTable.uuid });
  if (!row) throw new Error('notification insert returned nothing');
  return row.uuid;
}
