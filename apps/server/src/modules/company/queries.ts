// Reads and writes of the caller's own user and company. Callers pass ids they already scoped to the caller.
import { and, eq, ne } from 'drizzle-orm';
import type { SelfUser } from '@club/contract/users';
import { languageById, regionById } from '@club/contract/regions';
import type { Tx } from '../../db/client.ts';
import { companiesTable, usersTable } from './tables.ts';

export type UserRow = typeof usersTable.$inferSelect;
export type CompanyRow = typeof companiesTable.$inferSelect;

export function toSelfUser(user: UserRow, company: CompanyRow): SelfUser {
  const region = regionById(company.regionsId);
  return {
    uuid: user.uuid,
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    role: { id: user.role },
    region: { id: company.regionsId, code: region?.code ?? '' },
    language: languageById(user.languagesId)?.code ?? 'en',
    languages_id: user.languagesId,
    options: user.options,
    email_consent: user.emailConsent,
    phone_consent: user.phoneConsent,
    is_decor_installer: user.isDecorInstaller,
    verified_email_at: user.verifiedEmailAt?.toISOString() ?? null,
    active: user.active,
    avatar: user.avatar,
    created_at: user.createdAt.toISOString(),
    company: {
      uuid: company.uuid,
      id: company.id,
      name: company.name,
      registration_number: company.registrationNumber,
      registration_number_2: company.registrationNumber2,
      company_type: company.companyType,
      disclaimer_accepted: company.disclaimerAccepted,
      declaration_accepted: company.declarationAccepted,
      address: company.address,
      postal_code: company.postalCode,
      city: company.city,
      regions_id: company.regionsId,
      is_decor: company.isDecor,
      has_edenred_card: company.hasEdenredCard,
      pending_edenred_card: company.pendingEdenredCard,
      edenred_card: company.edenredCard,
      survey: company.survey,
      options: company.options,
    },
  };
}

export async function userWithCompany(db: Tx, usersId: number): Promise<{ user: UserRow; company: CompanyRow } | null> {
  const [row] = await db
    .select({ user: usersTable, company: companiesTable })
    .from(usersTable)
    .innerJoin(companiesTable, eq(companiesTable.id, usersTable.companiesId))
    .where(eq(usersTable.id, usersId))
    .limit(1);
  return row ?? null;
}

/** Whether another user already has this email / phone. */
export async function contactTaken(db: Tx, contact: { email: string } | { phone: string }, exceptUserId: number): Promise<boolean> {
  const match = 'email' in contact ? eq(usersTable.email, contact.email) : eq(usersTable.phone, contact.phone);
  const rows = await db
    .select({ id: usersTable.id })
    .from(usersTable)
    .where(and(match, ne(usersTable.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether another company of the region already has this registration number (either column). */
export async function registrationNumberTaken(
  db: Tx,
  regionsId: number,
  column: 'registrationNumber' | 'registrationNumber2',
  value: string,
  exceptCompanyId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: companiesTable.id })
    .from(companiesTable)
    .where(and(eq(companiesTable.regionsId, regionsId), eq(companiesTable[column], value), ne(companiesTable.id, exceptCompanyId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateUser(db: Tx, usersId: number, values: Partial<typeof usersTable.$inferInsert>): Promise<void> {
  await db.update(usersTable).set(values).where(eq(usersTable.id, usersId));
}

export async function updateCompany(db: Tx, companiesId: number, values: Partial<typeof companiesTable.$inferInsert>): Promise<void> {
  await db.update(companiesTable).set(values).where(eq(companiesTable.id, companiesId));
}
