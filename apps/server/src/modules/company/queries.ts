// Reads and writes of companies and their users. Whatever belongs to the caller takes the caller's scope and puts it
// in the WHERE clause; the few unscoped reads (sign-in, registration's uniqueness checks) say why in their name.
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ownerRoles, userActive } from '@club/contract/constants';
import type { Tx } from '../../db/client.ts';
import type { Scope } from '../../lib/scope.ts';
import { companiesTable, usersTable, type CompanyRow, type UserRow } from './tables.ts';

/** A user with their company. */
export interface Member {
  user: UserRow;
  company: CompanyRow;
}

/** Who to look up for sign-in: by id (the token's subject), lower-cased email or E.164 phone. */
export type MemberLookup = { userId: number } | { email: string } | { phone: string };

/** The one "user with company" query: the user (any `active` state) with their company. */
export async function findMember(db: Tx, by: MemberLookup): Promise<Member | null> {
  const where =
    'userId' in by ? eq(usersTable.id, by.userId) : 'email' in by ? eq(usersTable.email, by.email) : eq(usersTable.phone, by.phone);
  const [row] = await db
    .select({ user: usersTable, company: companiesTable })
    .from(usersTable)
    .innerJoin(companiesTable, eq(companiesTable.id, usersTable.companiesId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** The caller's own user row, if it is `userId` (any other user answers null: the caller edits only themselves). */
export async function ownUser(db: Tx, scope: Scope, match: { id: number } | { uuid: string }): Promise<Member | null> {
  const which = 'id' in match ? eq(usersTable.id, match.id) : eq(usersTable.uuid, match.uuid);
  const [row] = await db
    .select({ user: usersTable, company: companiesTable })
    .from(usersTable)
    .innerJoin(companiesTable, eq(companiesTable.id, usersTable.companiesId))
    .where(and(which, eq(usersTable.id, scope.userId), eq(usersTable.companiesId, scope.companyId)))
    .limit(1);
  return row ?? null;
}

/** The caller's company, if `match` names it. */
export async function ownCompany(db: Tx, scope: Scope, match: { id: number } | { uuid: string }): Promise<CompanyRow | null> {
  const which = 'id' in match ? eq(companiesTable.id, match.id) : eq(companiesTable.uuid, match.uuid);
  const [row] = await db
    .select()
    .from(companiesTable)
    .where(and(which, eq(companiesTable.id, scope.companyId)))
    .limit(1);
  return row ?? null;
}

export async function updateOwnUser(db: Tx, scope: Scope, values: Partial<typeof usersTable.$inferInsert>): Promise<void> {
  await db
    .update(usersTable)
    .set(values)
    .where(and(eq(usersTable.id, scope.userId), eq(usersTable.companiesId, scope.companyId)));
}

export async function updateOwnCompany(db: Tx, scope: Scope, values: Partial<typeof companiesTable.$inferInsert>): Promise<void> {
  await db.update(companiesTable).set(values).where(eq(companiesTable.id, scope.companyId));
}

/** The user id that holds this email / phone (the club-wide uniqueness check), other than `exceptUserId`. */
export async function contactHolder(db: Tx, contact: { email: string } | { phone: string }, exceptUserId?: number): Promise<number | null> {
  const match = 'email' in contact ? eq(usersTable.email, contact.email) : eq(usersTable.phone, contact.phone);
  const where: SQL | undefined = exceptUserId === undefined ? match : and(match, ne(usersTable.id, exceptUserId));
  const [row] = await db.select({ id: usersTable.id }).from(usersTable).where(where).limit(1);
  return row?.id ?? null;
}

/** Whether a company of the region (other than `exceptCompanyId`) already has this number (uniqueness per region). */
export async function registrationNumberTaken(
  db: Tx,
  regionsId: number,
  field: 'registration_number' | 'registration_number_2',
  value: string,
  exceptCompanyId?: number,
): Promise<boolean> {
  const column = field === 'registration_number' ? companiesTable.registrationNumber : companiesTable.registrationNumber2;
  const same = and(eq(companiesTable.regionsId, regionsId), eq(column, value));
  const [row] = await db
    .select({ id: companiesTable.id })
    .from(companiesTable)
    .where(exceptCompanyId === undefined ? same : and(same, ne(companiesTable.id, exceptCompanyId)))
    .limit(1);
  return row !== undefined;
}

export async function insertCompany(db: Tx, values: typeof companiesTable.$inferInsert): Promise<CompanyRow> {
  const [row] = await db.insert(companiesTable).values(values).returning();
  if (!row) throw new Error('company insert returned nothing');
  return row;
}

export async function insertUser(db: Tx, values: typeof usersTable.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(usersTable).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** The company's active owners (who hear about company-wide events such as expired points). */
export async function activeOwners(db: Tx, companyId: number): Promise<Pick<UserRow, 'id' | 'companiesId' | 'languagesId'>[]> {
  return db
    .select({ id: usersTable.id, companiesId: usersTable.companiesId, languagesId: usersTable.languagesId })
    .from(usersTable)
    .where(and(eq(usersTable.companiesId, companyId), inArray(usersTable.role, [...ownerRoles]), eq(usersTable.active, userActive.active)));
}

/** The company's region id, or null when there is no such company. */
export async function regionOfCompany(db: Tx, companyId: number): Promise<number | null> {
  const [row] = await db.select({ regionsId: companiesTable.regionsId }).from(companiesTable).where(eq(companiesTable.id, companyId));
  return row?.regionsId ?? null;
}

/** Records a sign-in: last activity, and (for a code sent by email) that the address works. */
export async function recordSignIn(db: Tx, userId: number, channel: 'email' | 'sms', now: Date): Promise<void> {
  await db
    .update(usersTable)
    .set({
      lastActiveAt: now,
      ...(channel === 'email' ? { verifiedEmailAt: sql`coalesce(${usersTable.verifiedEmailAt}, ${now.toISOString()}::timestamptz)` } : {}),
    })
    .where(eq(usersTable.id, userId));
}

/**
 * Distinct addresses of the region's companies whose address, city or postal code contain every token (the local
 * address suggestions learn streets from them). `fold` maps letters to their plain forms, as the tokens were folded.
 */
export async function storedAddresses(
  db: Tx,
  input: { regionId: number; tokens: string[]; fold: { from: string; to: string }; limit: number },
): Promise<{ address: string; postalCode: string; city: string }[]> {
  const haystack = sql`lower(translate(${companiesTable.address} || ' ' || ${companiesTable.city} || ' ' || ${companiesTable.postalCode}, ${input.fold.from}, ${input.fold.to}))`;
  const conditions = input.tokens.map((t) => sql`${haystack} like ${`%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  return db
    .selectDistinct({ address: companiesTable.address, postalCode: companiesTable.postalCode, city: companiesTable.city })
    .from(companiesTable)
    .where(and(eq(companiesTable.regionsId, input.regionId), ne(companiesTable.address, ''), ...conditions))
    .limit(input.limit);
}

// ---- Team (modules/team): the members of the caller's company. ----

/** Locks the company row until the transaction ends, so concurrent team additions count one after another. */
export async function lockCompany(db: Tx, companyId: number): Promise<void> {
  await db.select({ id: companiesTable.id }).from(companiesTable).where(eq(companiesTable.id, companyId)).for('update');
}

/** How many owner-type and other members the company has (any `active` state: a seat is a seat). */
export async function teamCounts(db: Tx, companyId: number): Promise<{ owners: number; installers: number }> {
  const owner = sql`${usersTable.role} in (${sql.join(
    ownerRoles.map((r) => sql`${r}`),
    sql`, `,
  )})`;
  const [row] = await db
    .select({
      owners: sql<number>`count(*) filter (where ${owner})`.mapWith(Number),
      installers: sql<number>`count(*) filter (where not ${owner})`.mapWith(Number),
    })
    .from(usersTable)
    .where(eq(usersTable.companiesId, companyId));
  return { owners: row?.owners ?? 0, installers: row?.installers ?? 0 };
}

/** One page of the caller's company's members: owners first, then by surname and name. */
export async function listTeam(db: Tx, scope: Scope, page: number, limit: number): Promise<{ rows: UserRow[]; total: number }> {
  const where = eq(usersTable.companiesId, scope.companyId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(usersTable)
      .where(where)
      .orderBy(desc(inArray(usersTable.role, [...ownerRoles])), asc(usersTable.surname), asc(usersTable.name), asc(usersTable.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(usersTable).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** A member of the caller's company by uuid (another company's answers null). */
export async function teamMember(db: Tx, scope: Scope, uuid: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(usersTable)
    .where(and(eq(usersTable.uuid, uuid), eq(usersTable.companiesId, scope.companyId)))
    .limit(1);
  return row ?? null;
}

/** Deletes a member of the caller's company (their sessions and codes go with them; scans and orders keep the company). */
export async function deleteTeamMember(db: Tx, scope: Scope, userId: number): Promise<boolean> {
  const rows = await db
    .delete(usersTable)
    .where(and(eq(usersTable.id, userId), eq(usersTable.companiesId, scope.companyId)))
    .returning({ id: usersTable.id });
  return rows.length > 0;
}

export async function updateTeamMember(
  db: Tx,
  scope: Scope,
  userId: number,
  values: Partial<typeof usersTable.$inferInsert>,
): Promise<UserRow | null> {
  const [row] = await db
    .update(usersTable)
    .set(values)
    .where(and(eq(usersTable.id, userId), eq(usersTable.companiesId, scope.companyId)))
    .returning();
  return row ?? null;
}

/** The verified address becomes the caller's email (a pending one replaces the old) and `verified_email_at` is set. */
export async function setVerifiedEmail(db: Tx, scope: Scope, email: string, now: Date): Promise<void> {
  await db
    .update(usersTable)
    .set({ email, pendingEmail: null, verifiedEmailAt: now, updatedAt: now })
    .where(and(eq(usersTable.id, scope.userId), eq(usersTable.companiesId, scope.companyId)));
}

/** The caller's own avatar (a `/files/…` path) or none; answers the previous one. */
export async function setOwnAvatar(db: Tx, scope: Scope, avatar: string | null, now: Date): Promise<string | null> {
  const [before] = await db
    .select({ avatar: usersTable.avatar })
    .from(usersTable)
    .where(and(eq(usersTable.id, scope.userId), eq(usersTable.companiesId, scope.companyId)));
  await db
    .update(usersTable)
    .set({ avatar, updatedAt: now })
    .where(and(eq(usersTable.id, scope.userId), eq(usersTable.companiesId, scope.companyId)));
  return before?.avatar ?? null;
}

/** The club card flags (no caller scope: the club-card module's jobs act for the order's company). */
export async function updateCompanyFlags(
  db: Tx,
  companyId: number,
  values: Pick<
    Partial<typeof companiesTable.$inferInsert>,
    'pendingEdenredCard' | 'hasEdenredCard' | 'edenredCard' | 'isRecommended' | 'updatedAt'
  >,
): Promise<void> {
  await db.update(companiesTable).set(values).where(eq(companiesTable.id, companyId));
}
