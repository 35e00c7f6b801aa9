// The one function other modules call when something happens that a user should read about.
import type { NotificationType } from '@club/contract/constants';
import type { Tx } from '../../db/client.ts';
import { tById, type MessageValues } from '../../lib/i18n.ts';
import { notificationsTable } from './tables.ts';

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
