// Reads and writes of support tickets and messages. A member's reads take the scope: the company's owners see every
// ticket of the company, any other member only the tickets they opened. The staff reads (`…ForStaff`) are unscoped
// by design: staff serve every company.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { isOwner } from '@club/contract/constants';
import type { Tx } from '../../db/client.ts';
import type { Scope } from '../../lib/scope.ts';
import { supportMessagesTable, supportTicketsTable, type SupportMessageRow, type TicketRow } from './tables.ts';

const t = supportTicketsTable;
const m = supportMessagesTable;

/** The tickets the caller may see: the company's, and for a non-owner only their own. */
function visible(scope: Scope): SQL {
  const company = eq(t.companiesId, scope.companyId);
  return isOwner(scope.role) ? company : (and(company, eq(t.usersId, scope.userId)) as SQL);
}

export async function listTickets(
  db: Tx,
  scope: Scope,
  input: { page: number; limit: number; authorId?: number },
): Promise<{ rows: TicketRow[]; total: number }> {
  const where = input.authorId === undefined ? visible(scope) : (and(visible(scope), eq(t.usersId, input.authorId)) as SQL);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.updatedAt), desc(t.id))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function ticket(db: Tx, scope: Scope, uuid: string): Promise<TicketRow | null> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.uuid, uuid), visible(scope)))
    .limit(1);
  return row ?? null;
}

/** Staff: any company's ticket. */
export async function ticketForStaff(db: Tx, uuid: string): Promise<TicketRow | null> {
  const [row] = await db.select().from(t).where(eq(t.uuid, uuid)).limit(1);
  return row ?? null;
}

/** Staff: the latest tickets of every company (the development answer page; the staff console brings its own). */
export async function latestTicketsForStaff(db: Tx, limit: number): Promise<TicketRow[]> {
  return db.select().from(t).orderBy(desc(t.updatedAt)).limit(limit);
}

export async function insertTicket(db: Tx, values: typeof t.$inferInsert): Promise<TicketRow> {
  const [row] = await db.insert(t).values(values).returning();
  if (!row) throw new Error('ticket insert returned nothing');
  return row;
}

export async function insertMessage(db: Tx, values: typeof m.$inferInsert): Promise<SupportMessageRow> {
  const [row] = await db.insert(m).values(values).returning();
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

/** Touches the ticket (it moves to the top of the list) and sets its status. */
export async function touchTicket(db: Tx, ticketId: number, values: { status: number; updatedAt: Date }): Promise<TicketRow | null> {
  const [row] = await db.update(t).set(values).where(eq(t.id, ticketId)).returning();
  return row ?? null;
}

/** The ticket's messages, oldest first (the ticket was already found through the caller's scope). */
export async function messagesOf(db: Tx, ticketId: number, limit: number): Promise<SupportMessageRow[]> {
  return db.select().from(m).where(eq(m.ticketsId, ticketId)).orderBy(asc(m.createdAt), asc(m.id)).limit(limit);
}

export interface StaffTicketRow extends TicketRow {
  lastSender: 'installer' | 'admin' | null;
  messages: number;
}

/** Staff: every company's tickets, optionally of one status, with who wrote last and how many messages there are. */
export async function listTicketsForStaff(
  db: Tx,
  input: { page: number; limit: number; status?: number | undefined; sort: 'updated_at' | 'created_at'; dir: 'asc' | 'desc' },
): Promise<{ rows: StaffTicketRow[]; total: number }> {
  const where = input.status === undefined ? undefined : eq(t.status, input.status);
  const col = input.sort === 'created_at' ? t.createdAt : t.updatedAt;
  const order = input.dir === 'asc' ? [asc(col), asc(t.id)] : [desc(col), desc(t.id)];
  const [rows, totals] = await Promise.all([
    db
      .select({
        ticket: t,
        // Spelled out with an alias: drizzle leaves columns unqualified here, which the subquery would read as its own.
        lastSender: sql<
          'installer' | 'admin' | null
        >`(select sm.sender from support_messages sm where sm.tickets_id = ${t}.id order by sm.created_at desc, sm.id desc limit 1)`,
        messages: sql<number>`(select count(*) from support_messages sm where sm.tickets_id = ${t}.id)`.mapWith(Number),
      })
      .from(t)
      .where(where)
      .orderBy(...order)
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.ticket, lastSender: r.lastSender, messages: r.messages })), total: totals[0]?.n ?? 0 };
}
