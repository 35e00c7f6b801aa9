// What the staff console reads and changes of companies and users (search, view, deactivate) and whom a broadcast
// reaches. Staff work across companies, so these reads are unscoped by design; the console's role checks guard them.
// Exported by service.ts.
import { and, asc, count, desc, eq, gt, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { userActive } from '@club/contract/constants';
import type { StaffCompaniesQuery } from '@club/contract/staff';
import type { Tx } from '../../db/client.ts';
import { companiesTable, usersTable, type CompanyRow, type UserRow } from './tables.ts';

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Companies whose name, or any user's name, email or phone, contains `q`; with their users. */
export async function searchCompanies(
  db: Tx,
  query: StaffCompaniesQuery,
): Promise<{ rows: { company: CompanyRow; users: UserRow[] }[]; total: number }> {
  const where: SQL[] = [];
  if (query.region !== undefined) where.push(eq(companiesTable.regionsId, query.region));
  if (query.q) {
    const like = likeOf(query.q);
    const matchingUsers = db
      .select({ id: usersTable.companiesId })
      .from(usersTable)
      .where(
        or(ilike(usersTable.name, like), ilike(usersTable.surname, like), ilike(usersTable.email, like), ilike(usersTable.phone, like)),
      );
    const any = or(ilike(companiesTable.name, like), inArray(companiesTable.id, matchingUsers));
    if (any) where.push(any);
  }
  const cond = where.length ? and(...where) : undefined;
  const col = query.sort === 'name' ? companiesTable.name : companiesTable.createdAt;
  const order = query.dir === 'asc' ? [asc(col), asc(companiesTable.id)] : [desc(col), desc(companiesTable.id)];
  const [companies, [total]] = await Promise.all([
    db
      .select()
      .from(companiesTable)
      .where(cond)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(companiesTable).where(cond),
  ]);
  const users = companies.length
    ? await db
        .select()
        .from(usersTable)
        .where(
          inArray(
            usersTable.companiesId,
            companies.map((c) => c.id),
          ),
        )
        .orderBy(asc(usersTable.id))
    : [];
  return {
    rows: companies.map((company) => ({ company, users: users.filter((u) => u.companiesId === company.id) })),
    total: total?.n ?? 0,
  };
}

export async function companiesByIds(db: Tx, ids: number[]): Promise<CompanyRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(companiesTable)
    .where(inArray(companiesTable.id, [...new Set(ids)]));
}

export async function companyByUuid(db: Tx, uuid: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companiesTable).where(eq(companiesTable.uuid, uuid));
  return row;
}

export async function userByUuid(db: Tx, uuid: string): Promise<{ user: UserRow; company: CompanyRow } | undefined> {
  const [row] = await db
    .select({ user: usersTable, company: companiesTable })
    .from(usersTable)
    .innerJoin(companiesTable, eq(companiesTable.id, usersTable.companiesId))
    .where(eq(usersTable.uuid, uuid));
  return row;
}

export async function setUserActive(db: Tx, userId: number, active: number, now: Date): Promise<void> {
  await db.update(usersTable).set({ active, updatedAt: now }).where(eq(usersTable.id, userId));
}

export async function setCompanyActive(db: Tx, companyId: number, active: number, now: Date): Promise<void> {
  await db.update(companiesTable).set({ active, updatedAt: now }).where(eq(companiesTable.id, companyId));
}

/** The company's users (its team), oldest first. */
export async function usersOfCompany(db: Tx, companyId: number): Promise<UserRow[]> {
  return db.select().from(usersTable).where(eq(usersTable.companiesId, companyId)).orderBy(asc(usersTable.id));
}

/** The users a broadcast reaches, by id after `afterId`: active users of active companies matching the audience. */
export async function broadcastRecipients(
  db: Tx,
  input: { regionsId: number | null; role: number | null; companiesId: number | null; afterId: number; limit: number },
): Promise<Pick<UserRow, 'id' | 'companiesId' | 'languagesId' | 'email' | 'emailConsent'>[]> {
  const where: SQL[] = [
    gt(usersTable.id, input.afterId),
    eq(usersTable.active, userActive.active),
    eq(companiesTable.active, userActive.active),
  ];
  if (input.regionsId !== null) where.push(eq(companiesTable.regionsId, input.regionsId));
  if (input.role !== null) where.push(eq(usersTable.role, input.role));
  if (input.companiesId !== null) where.push(eq(usersTable.companiesId, input.companiesId));
  return db
    .select({
      id: usersTable.id,
      companiesId: usersTable.companiesId,
      languagesId: usersTable.languagesId,
      email: usersTable.email,
      emailConsent: usersTable.emailConsent,
    })
    .from(usersTable)
    .innerJoin(companiesTable, eq(companiesTable.id, usersTable.companiesId))
    .where(and(...where))
    .orderBy(asc(usersTable.id))
    .limit(input.limit);
}
