// The staff console's support area and a marketing order's files (DESIGN §9 Staff; issue 16 "Support", "Orders"):
// tickets of every company by status, one conversation, the staff answer through the support module's `replyAsStaff`
// (the member gets 'reply_support_chat_message' and their bell rings), the status change (working-areas §4: 1 open,
// 2 in progress, 3 resolved), and the logo and proof PDF a marketing order refers to, read through the files module
// (the storage adapter) for fulfilment. Every write, and every read of a member's file, is in the audit log.
import { pageMeta } from '@club/contract/common';
import type {
  StaffReplyBody,
  StaffTicket,
  StaffTicketDetail,
  StaffTicketList,
  StaffTicketsQuery,
  TicketStatusBody,
} from '@club/contract/staff-support';
import type { SupportMessage } from '@club/contract/support';
import { transaction } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { companiesByIds, findMember, type CompanyRow } from '../company/service.ts';
import { openFile, type OpenedFile } from '../files/service.ts';
import { listAllOrders } from '../orders/service.ts';
import {
  conversationForStaff,
  findTicketForStaff,
  replyAsStaff,
  setTicketStatusAsStaff,
  ticketsForStaff,
  toMessage,
  toTicket,
  type StaffTicketRow,
  type TicketRow,
} from '../support/service.ts';
import { audit, type Actor } from './service.ts';

const noCompany = '00000000-0000-0000-0000-000000000000';

function toStaffTicket(row: StaffTicketRow, company: CompanyRow | undefined): StaffTicket {
  return {
    ...toTicket(row),
    company: { uuid: company?.uuid ?? noCompany, name: company?.name ?? '', region_id: company?.regionsId ?? 0 },
    last_sender: row.lastSender,
    messages: row.messages,
  };
}

async function companiesOf(ctx: Ctx, rows: TicketRow[]): Promise<Map<number, CompanyRow>> {
  const ids = [...new Set(rows.map((r) => r.companiesId))];
  return new Map((await companiesByIds(ctx.db, ids)).map((c) => [c.id, c]));
}

/** GET /admin/api/support?status=: every company's tickets, most recently active first by default. */
export async function listSupportTickets(ctx: Ctx, query: StaffTicketsQuery): Promise<StaffTicketList> {
  const { rows, total } = await ticketsForStaff(ctx, query);
  const companies = await companiesOf(ctx, rows);
  return { data: rows.map((r) => toStaffTicket(r, companies.get(r.companiesId))), meta: pageMeta(query.page, query.limit, total) };
}

/** GET /admin/api/support/{uuid}: the ticket, its author and client info, and the conversation. */
export async function getSupportTicket(ctx: Ctx, input: { uuid: string }): Promise<StaffTicketDetail> {
  const found = await conversationForStaff(ctx, input.uuid);
  if (!found) throw new NotFoundError();
  const { ticket, messages } = found;
  const companies = await companiesOf(ctx, [ticket]);
  const member = ticket.usersId === null ? null : await findMember(ctx.db, { userId: ticket.usersId });
  const last = messages.at(-1);
  return {
    ticket: toStaffTicket({ ...ticket, lastSender: last?.sender ?? null, messages: messages.length }, companies.get(ticket.companiesId)),
    author: member
      ? {
          uuid: member.user.uuid,
          name: `${member.user.name} ${member.user.surname}`.trim(),
          email: member.user.email,
          phone: member.user.phone,
        }
      : null,
    info: ticket.info,
    data: messages.map(toMessage),
  };
}

/** POST /admin/api/support/{uuid}/messages: the support module's `replyAsStaff` (notifies the member), audited. */
export async function answerTicket(
  ctx: Ctx,
  actor: Actor,
  input: { uuid: string; staffName: string; body: StaffReplyBody },
): Promise<SupportMessage> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const before = await findTicketForStaff({ ...ctx, db: tx }, input.uuid);
    if (!before) throw new NotFoundError();
    const message = await replyAsStaff({ ...ctx, db: tx }, input.uuid, {
      message: input.body.message,
      staffName: input.staffName,
      ...(input.body.status ? { status: input.body.status } : {}),
    });
    const after = await findTicketForStaff({ ...ctx, db: tx }, input.uuid);
    await audit(
      tx,
      actor,
      {
        action: 'support.reply',
        entityType: 'support_ticket',
        entityId: input.uuid,
        before: { status: before.status },
        after: { status: after?.status ?? before.status, message: message.uuid, text: message.message },
      },
      now,
    );
    return message;
  });
}

/** POST /admin/api/support/{uuid}/status: open (1), in progress (2) or resolved (3), audited. */
export async function changeTicketStatus(
  ctx: Ctx,
  actor: Actor,
  input: { uuid: string; body: TicketStatusBody },
): Promise<{ status: number }> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const { before, ticket } = await setTicketStatusAsStaff({ ...ctx, db: tx }, input.uuid, input.body.status);
    await audit(
      tx,
      actor,
      {
        action: 'support.status',
        entityType: 'support_ticket',
        entityId: input.uuid,
        before: { status: before },
        after: { status: ticket.status },
      },
      now,
    );
    return { status: ticket.status };
  });
}

/** The files a marketing order's data refers to, by their name (`<uuid>.<ext>`). */
export function orderFiles(data: Record<string, unknown> | null): { kind: 'logo' | 'proof'; name: string; originalName: string }[] {
  const out: { kind: 'logo' | 'proof'; name: string; originalName: string }[] = [];
  for (const kind of ['logo', 'proof'] as const) {
    const ref = data?.[kind] as { path?: unknown; originalName?: unknown } | null | undefined;
    const match = typeof ref?.path === 'string' ? /^\/files\/([0-9a-f-]{36}\.[a-z0-9]{1,5})$/.exec(ref.path) : null;
    if (match?.[1]) out.push({ kind, name: match[1], originalName: typeof ref?.originalName === 'string' ? ref.originalName : match[1] });
  }
  return out;
}

/**
 * GET /admin/api/orders/{uuid}/files/{name}: the logo or the proof PDF of a marketing order, always as a download.
 * Only a file the order refers to, and only as a file of the ordering company (the files module checks both the name
 * and the owner), so the route opens no other file. The read is audited: it is a member's material.
 */
export async function openOrderFile(ctx: Ctx, actor: Actor, input: { uuid: string; name: string }): Promise<OpenedFile> {
  const [order] = (await listAllOrders(ctx.db, { page: 1, limit: 1, uuids: [input.uuid], sort: 'created_at', dir: 'desc' })).rows;
  if (!order) throw new NotFoundError();
  const file = orderFiles(order.inputData ?? null).find((f) => f.name === input.name);
  if (!file) throw new NotFoundError();
  const opened = await openFile(ctx, { companyId: order.companiesId }, { name: file.name, download: true });
  await audit(
    ctx.db,
    actor,
    { action: 'order.file_read', entityType: 'order', entityId: order.uuid, after: { file: file.name, kind: file.kind } },
    ctx.now(),
  );
  return opened;
}
