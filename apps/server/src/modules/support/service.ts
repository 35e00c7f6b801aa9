// The support module's public surface: tickets a member opens and the conversation with the club's staff (spec
// working areas §2 Support chat, §3, §4, §5). Members act through `(ctx, scope, input)`; staff answer through
// `replyAsStaff` (the staff console's POST /admin/api/support/{uuid}/messages, and outside production the /dev
// answer page), which notifies the ticket's author with 'reply_support_chat_message' linking to the ticket.
import { ticketStatus } from '@club/contract/constants';
import { pageMeta } from '@club/contract/common';
import type { Chat, NewTicketBody, SupportList, SupportMessage, SupportTicket } from '@club/contract/support';
import { transaction } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { activeOwners, findMember, teamMember } from '../company/service.ts';
import { notify } from '../notifications/service.ts';
import * as q from './queries.ts';
import type { SupportMessageRow, TicketRow } from './tables.ts';

export type { TicketRow, SupportMessageRow } from './tables.ts';

export function toTicket(row: TicketRow): SupportTicket {
  return {
    uuid: row.uuid,
    title: row.title,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toMessage(row: SupportMessageRow): SupportMessage {
  return { uuid: row.uuid, sender: row.sender, message: row.message, author: row.author, created_at: row.createdAt.toISOString() };
}

async function author(ctx: Ctx, scope: Scope) {
  const found = await findMember(ctx.db, { userId: scope.userId });
  if (!found) throw new NotFoundError();
  return found.user;
}

/** GET /v1/support: the tickets the caller may see, most recently active first; `installer_uuid` narrows to one member's. */
export async function listTickets(
  ctx: Ctx,
  scope: Scope,
  input: { page: number; limit: number; installer_uuid?: string },
): Promise<SupportList> {
  let authorId: number | undefined;
  if (input.installer_uuid !== undefined) {
    const member = await teamMember(ctx.db, scope, input.installer_uuid);
    if (!member) throw new NotFoundError();
    authorId = member.id;
  }
  const { rows, total } = await q.listTickets(ctx.db, scope, { page: input.page, limit: input.limit, authorId });
  return { data: rows.map(toTicket), meta: pageMeta(input.page, input.limit, total) };
}

/** POST /v1/support: a new ticket with its first message and the client's info. */
export async function openTicket(ctx: Ctx, scope: Scope, input: { body: NewTicketBody }): Promise<SupportTicket> {
  const now = ctx.now();
  const user = await author(ctx, scope);
  const row = await transaction(ctx.db, async (tx) => {
    const created = await q.insertTicket(tx, {
      companiesId: scope.companyId,
      usersId: scope.userId,
      title: input.body.title,
      status: ticketStatus.open,
      info: input.body.info,
      createdAt: now,
      updatedAt: now,
    });
    await q.insertMessage(tx, {
      ticketsId: created.id,
      sender: 'installer',
      usersId: scope.userId,
      author: `${user.name} ${user.surname}`,
      message: input.body.message,
      createdAt: now,
    });
    return created;
  });
  return toTicket(row);
}

async function visibleTicket(ctx: Ctx, scope: Scope, uuid: string): Promise<TicketRow> {
  const row = await q.ticket(ctx.db, scope, uuid);
  if (!row) throw new NotFoundError();
  return row;
}

/** GET /v1/support/{uuid}/chat: the ticket and its messages, oldest first. */
export async function chat(ctx: Ctx, scope: Scope, input: { uuid: string; limit: number }): Promise<Chat> {
  const row = await visibleTicket(ctx, scope, input.uuid);
  return { ticket: toTicket(row), data: (await q.messagesOf(ctx.db, row.id, input.limit)).map(toMessage) };
}

/** POST /v1/support/{uuid}/chat: the member's reply. Replying to a resolved ticket opens it again. */
export async function reply(ctx: Ctx, scope: Scope, input: { uuid: string; message: string }): Promise<SupportMessage> {
  const now = ctx.now();
  const row = await visibleTicket(ctx, scope, input.uuid);
  const user = await author(ctx, scope);
  const message = await transaction(ctx.db, async (tx) => {
    const m = await q.insertMessage(tx, {
      ticketsId: row.id,
      sender: 'installer',
      usersId: scope.userId,
      author: `${user.name} ${user.surname}`,
      message: input.message,
      createdAt: now,
    });
    await q.touchTicket(tx, row.id, { status: row.status === ticketStatus.resolved ? ticketStatus.open : row.status, updatedAt: now });
    return m;
  });
  return toMessage(message);
}

/**
 * A staff member's answer (no company scope: staff serve every company). An open ticket moves to "in progress"; the
 * ticket's author — or, when that member was deleted, the company's owners — get the 'reply_support_chat_message'
 * notification linking to /support/chat/{uuid}. `status` lets staff resolve the ticket with the same answer.
 */
export async function replyAsStaff(
  ctx: Ctx,
  ticketUuid: string,
  input: { message: string; staffName: string; status?: 2 | 3 },
): Promise<SupportMessage> {
  const text = input.message.trim();
  if (text === '') throw new BadRequestError('validation.required');
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const row = await q.ticketForStaff(tx, ticketUuid);
    if (!row) throw new NotFoundError();
    const m = await q.insertMessage(tx, {
      ticketsId: row.id,
      sender: 'admin',
      usersId: null,
      author: input.staffName.trim() || 'Installer Club',
      message: text,
      createdAt: now,
    });
    const status = input.status ?? (row.status === ticketStatus.open ? ticketStatus.inProgress : row.status);
    await q.touchTicket(tx, row.id, { status, updatedAt: now });
    const writer = row.usersId === null ? null : await findMember(tx, { userId: row.usersId });
    const readers = writer ? [writer.user] : await activeOwners(tx, row.companiesId);
    for (const user of readers)
      await notify(tx, {
        user,
        type: 'info',
        kind: 'reply_support_chat_message',
        messageKey: 'support.reply',
        values: { title: row.title, staff: m.author },
        data: { ticket_uuid: row.uuid },
      });
    return toMessage(m);
  });
}

/** The latest tickets of every company, for the development answer page (staff console: its own list). */
export async function latestTicketsForStaff(ctx: Ctx, limit = 50): Promise<SupportTicket[]> {
  return (await q.latestTicketsForStaff(ctx.db, limit)).map(toTicket);
}

// ---------------------------------------------------------------------------------------------------------------------
// The staff console's reads and the status change (modules/staff/support.ts adds the companies and the audit).

export type { StaffTicketRow } from './queries.ts';

/** Every company's tickets, optionally of one status (GET /admin/api/support?status=). */
export async function ticketsForStaff(
  ctx: Ctx,
  query: { page: number; limit: number; status?: number | undefined; sort: 'updated_at' | 'created_at'; dir: 'asc' | 'desc' },
): Promise<{ rows: q.StaffTicketRow[]; total: number }> {
  return q.listTicketsForStaff(ctx.db, query);
}

/** Any company's ticket with its messages, oldest first; null when there is no such ticket. */
export async function conversationForStaff(ctx: Ctx, uuid: string): Promise<{ ticket: TicketRow; messages: SupportMessageRow[] } | null> {
  const row = await q.ticketForStaff(ctx.db, uuid);
  if (!row) return null;
  return { ticket: row, messages: await q.messagesOf(ctx.db, row.id, 1000) };
}

/** Staff set a ticket's status (1 open, 2 in progress, 3 resolved); answers the status before and the ticket after. */
export async function setTicketStatusAsStaff(ctx: Ctx, uuid: string, status: 1 | 2 | 3): Promise<{ before: number; ticket: TicketRow }> {
  return transaction(ctx.db, async (tx) => {
    const row = await q.ticketForStaff(tx, uuid);
    if (!row) throw new NotFoundError();
    const updated = await q.touchTicket(tx, row.id, { status, updatedAt: ctx.now() });
    if (!updated) throw new NotFoundError();
    return { before: row.status, ticket: updated };
  });
}

/** Any company's ticket (staff), or null. */
export async function findTicketForStaff(ctx: Ctx, uuid: string): Promise<TicketRow | null> {
  return q.ticketForStaff(ctx.db, uuid);
}
