// Reads for registration: who already holds an email, a phone or a registration number, and the welcome points.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { behavioursTable, companiesTable, usersTable } from '../../db/schema.ts';

export async function userIdByEmail(db: Tx, email: string): Promise<number | null> {
  const [row] = await db.select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.email, email)).limit(1);
  return row?.id ?? null;
}

/** `phone` in E.164, as users store it. */
export async function userIdByPhone(db: Tx, phone: string): Promise<number | null> {
  const [row] = await db.select({ id: usersTable.id }).from(usersTable).where(eq(usersTable.phone, phone)).limit(1);
  return row?.id ?? null;
}

export async function registrationNumberTaken(
  db: Tx,
  regionId: number,
  field: 'registration_number' | 'registration_number_2',
  value: string,
): Promise<boolean> {
  const column = field === 'registration_number' ? companiesTable.registrationNumber : companiesTable.registrationNumber2;
  const [row] = await db
    .select({ id: companiesTable.id })
    .from(companiesTable)
    .where(and(eq(companiesTable.regionsId, regionId), eq(column, value)))
    .limit(1);
  return row !== undefined;
}

/** The region's welcome points (behaviour slug `welcome-points`); 0 when the region has none. */
export async function welcomePoints(db: Tx, regionId: number): Promise<number> {
  const [row] = await db
    .select({ points: behavioursTable.points })
    .from(behavioursTable)
    .where(and(eq(behavioursTable.regionsId, regionId), eq(behavioursTable.slug, 'welcome-points')))
    .limit(1);
  return row?.points ?? 0;
}
