// Reads and writes of the staff module's own tables. Staff act across companies, so nothing here is company-scoped;
// what staff may do is decided by role (plugins/staff-auth.ts), and every write is audited (service.ts).
import { and, asc, count, desc, eq, gt, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery, StaffRole } from '@club/contract/staff';
import type { Tx } from '../../db/client.ts';
import {
  auditLogTable,
  broadcastsTable,
  emulationsTable,
  staffLoginAttemptsTable,
  staffLoginFailuresTable,
  staffSessionsTable,
  staffUsersTable,
} from './tables.ts';

export type StaffRow = typeof staffUsersTable.$inferSelect;
export type AuditRow = typeof auditLogTable.$inferSelect;
export type BroadcastRow = typeof broadcastsTable.$inferSelect;

export async function staffByEmail(db: Tx, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsersTable).where(eq(staffUsersTable.email, email));
  return row;
}
export async function staffById(db: Tx, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsersTable).where(eq(staffUsersTable.id, id));
  return row;
}
export async function staffByUuid(db: Tx, uuid: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsersTable).where(eq(staffUsersTable.uuid, uuid));
  return row;
}
export async function insertStaff(db: Tx, values: typeof staffUsersTable.$inferInsert): Promise<StaffRow> {
  const [row] = await db.insert(staffUsersTable).values(values).returning();
  if (!row) throw new Error('staff insert returned nothing');
  return row;
}
export async function updateStaff(db: Tx, id: number, set: Partial<typeof staffUsersTable.$inferInsert>): Promise<StaffRow> {
  const [row] = await db.update(staffUsersTable).set(set).where(eq(staffUsersTable.id, id)).returning();
  if (!row) throw new Error('staff update returned nothing');
  return row;
}
export async function listStaff(db: Tx, page: number, limit: number): Promise<{ rows: StaffRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffUsersTable)
      .orderBy(asc(staffUsersTable.email))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(staffUsersTable),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export async function countActiveAdmins(db: Tx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffUsersTable)
    .where(and(eq(staffUsersTable.active, true), sql`'admin' = any(${staffUsersTable.roles})`));
  return row?.n ?? 0;
}

// Codes ---------------------------------------------------------------------------------------------------------------

export async function latestAttempt(db: Tx, staffId: number) {
  const [row] = await db
    .select()
    .from(staffLoginAttemptsTable)
    .where(eq(staffLoginAttemptsTable.staffUsersId, staffId))
    .orderBy(desc(staffLoginAttemptsTable.createdAt))
    .limit(1);
  return row;
}
export async function insertAttempt(db: Tx, values: typeof staffLoginAttemptsTable.$inferInsert): Promise<void> {
  await db.insert(staffLoginAttemptsTable).values(values);
}
/** Takes one try of the code before comparing, so parallel guesses cannot exceed the limit. */
export async function takeTry(db: Tx, attemptId: string, max: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffLoginAttemptsTable)
    .set({ failedAttempts: sql`${staffLoginAttemptsTable.failedAttempts} + 1` })
    .where(
      and(
        eq(staffLoginAttemptsTable.id, attemptId),
        isNull(staffLoginAttemptsTable.usedAt),
        sql`${staffLoginAttemptsTable.failedAttempts} < ${max}`,
        gt(staffLoginAttemptsTable.expiresAt, now),
      ),
    )
    .returning({ id: staffLoginAttemptsTable.id });
  return rows.length === 1;
}
/** A right code gives its try back and is used up (only once: a second use finds used_at set). */
export async function claimAttempt(db: Tx, attemptId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffLoginAttemptsTable)
    .set({ usedAt: now, failedAttempts: sql`${staffLoginAttemptsTable.failedAttempts} - 1` })
    .where(and(eq(staffLoginAttemptsTable.id, attemptId), isNull(staffLoginAttemptsTable.usedAt)))
    .returning({ id: staffLoginAttemptsTable.id });
  return rows.length === 1;
}
export async function recordFailure(db: Tx, staffId: number, ip: string, now: Date): Promise<void> {
  await db.insert(staffLoginFailuresTable).values({ staffUsersId: staffId, ip, createdAt: now });
}
export async function failuresSince(db: Tx, staffId: number, since: Date): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: sql<string | Date | null>`min(${staffLoginFailuresTable.createdAt})` })
    .from(staffLoginFailuresTable)
    .where(and(eq(staffLoginFailuresTable.staffUsersId, staffId), gte(staffLoginFailuresTable.createdAt, since)));
  return { n: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

// Sessions ------------------------------------------------------------------------------------------------------------

export async function insertSession(db: Tx, values: typeof staffSessionsTable.$inferInsert): Promise<void> {
  await db.insert(staffSessionsTable).values(values);
}
/** The live session of a token hash with its staff user, or nothing. */
export async function liveSession(db: Tx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: staffSessionsTable, user: staffUsersTable })
    .from(staffSessionsTable)
    .innerJoin(staffUsersTable, eq(staffUsersTable.id, staffSessionsTable.staffUsersId))
    .where(and(eq(staffSessionsTable.tokenHash, tokenHash), isNull(staffSessionsTable.revokedAt), gt(staffSessionsTable.expiresAt, now)));
  return row;
}
export async function revokeSession(db: Tx, id: string, now: Date): Promise<void> {
  await db
    .update(staffSessionsTable)
    .set({ revokedAt: now })
    .where(and(eq(staffSessionsTable.id, id), isNull(staffSessionsTable.revokedAt)));
}
export async function revokeStaffSessions(db: Tx, staffId: number, now: Date): Promise<void> {
  await db
    .update(staffSessionsTable)
    .set({ revokedAt: now })
    .where(and(eq(staffSessionsTable.staffUsersId, staffId), isNull(staffSessionsTable.revokedAt)));
}

// Audit ---------------------------------------------------------------------------------------------------------------

export async function insertAudit(db: Tx, values: typeof auditLogTable.$inferInsert): Promise<void> {
  await db.insert(auditLogTable).values(values);
}
export async function listAudit(db: Tx, query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const where: SQL[] = [];
  if (query.action) where.push(eq(auditLogTable.action, query.action));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const any = or(
      ilike(auditLogTable.staffEmail, like),
      ilike(auditLogTable.action, like),
      ilike(auditLogTable.entityType, like),
      ilike(auditLogTable.entityId, like),
      sql`${auditLogTable.after}::text ilike ${like}`,
      sql`${auditLogTable.before}::text ilike ${like}`,
    );
    if (any) where.push(any);
  }
  const cond = where.length ? and(...where) : undefined;
  const order =
    query.dir === 'asc' ? [asc(auditLogTable.createdAt), asc(auditLogTable.id)] : [desc(auditLogTable.createdAt), desc(auditLogTable.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLogTable)
      .where(cond)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(auditLogTable).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// Emulation -----------------------------------------------------------------------------------------------------------

export async function insertEmulation(db: Tx, values: typeof emulationsTable.$inferInsert): Promise<void> {
  await db.insert(emulationsTable).values(values);
}
/** Uses a handoff code once: only an unexchanged, unexpired code is taken (one UPDATE, so two tabs cannot both win). */
export async function exchangeEmulation(db: Tx, codeHash: string, now: Date, tokenExpiresAt: Date) {
  const [row] = await db
    .update(emulationsTable)
    .set({ exchangedAt: now, tokenExpiresAt })
    .where(and(eq(emulationsTable.codeHash, codeHash), isNull(emulationsTable.exchangedAt), gt(emulationsTable.codeExpiresAt, now)))
    .returning();
  return row;
}
export async function findEmulation(db: Tx, id: string) {
  const [row] = await db.select().from(emulationsTable).where(eq(emulationsTable.id, id));
  return row;
}
export async function endEmulation(db: Tx, id: string, now: Date) {
  const [row] = await db
    .update(emulationsTable)
    .set({ endedAt: now })
    .where(and(eq(emulationsTable.id, id), isNull(emulationsTable.endedAt)))
    .returning();
  return row;
}

// Broadcasts ----------------------------------------------------------------------------------------------------------

export async function insertBroadcast(db: Tx, values: typeof broadcastsTable.$inferInsert): Promise<BroadcastRow> {
  const [row] = await db.insert(broadcastsTable).values(values).returning();
  if (!row) throw new Error('broadcast insert returned nothing');
  return row;
}
export async function listBroadcasts(db: Tx, page: number, limit: number): Promise<{ rows: BroadcastRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(broadcastsTable)
      .orderBy(desc(broadcastsTable.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(broadcastsTable),
  ]);
  return { rows, total: total?.n ?? 0 };
}
/** The oldest unfinished broadcast, locked so that two processes never send the same batch. */
export async function claimBroadcast(db: Tx): Promise<BroadcastRow | undefined> {
  const [row] = await db
    .select()
    .from(broadcastsTable)
    .where(sql`${broadcastsTable.status} <> 'done'`)
    .orderBy(asc(broadcastsTable.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}
export async function advanceBroadcast(db: Tx, id: number, set: Partial<typeof broadcastsTable.$inferInsert>): Promise<void> {
  await db.update(broadcastsTable).set(set).where(eq(broadcastsTable.id, id));
}

export type { StaffRole };
