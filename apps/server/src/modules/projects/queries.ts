// Reads of projects and scans. Every query takes the caller's company and has it in its WHERE clause: another
// company's project or scan is simply not found.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { defaultBasePoints, productGroups } from '@club/contract/constants';
import type { Tx } from '../../db/client.ts';
import { companiesTable, usersTable } from '../company/tables.ts';
import { basePointsTable } from '../reference/tables.ts';
import { productUnitsTable } from '../product-units/tables.ts';
import { projectStatsTable, projectsTable, scansTable } from './tables.ts';

export type ProjectRow = typeof projectsTable.$inferSelect;
export type ScanRow = typeof scansTable.$inferSelect;

/** The caller as these queries need them: the company's id (the scope), plus who and which role. */
export interface Scope {
  companyId: number;
  userId: number;
  role: number;
}

export async function findProject(db: Tx, scope: Scope, uuid: string): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projectsTable)
    .where(and(eq(projectsTable.uuid, uuid), eq(projectsTable.companiesId, scope.companyId)));
  return row;
}

export async function findProjectById(db: Tx, scope: Scope, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select()
    .from(projectsTable)
    .where(and(eq(projectsTable.id, id), eq(projectsTable.companiesId, scope.companyId)));
  return row;
}

/** The project row locked until the transaction ends (scans and the survey of one project are serialised by it). */
export async function lockProject(tx: Tx, scope: Scope, uuid: string): Promise<ProjectRow | undefined> {
  const [row] = await tx
    .select()
    .from(projectsTable)
    .where(and(eq(projectsTable.uuid, uuid), eq(projectsTable.companiesId, scope.companyId)))
    .for('update');
  return row;
}

export async function listProjects(
  db: Tx,
  scope: Scope,
  status: number,
  page: number,
  limit: number,
): Promise<{ rows: ProjectRow[]; total: number }> {
  const where = and(eq(projectsTable.companiesId, scope.companyId), eq(projectsTable.status, status));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(projectsTable)
      .where(where)
      .orderBy(desc(projectsTable.createdAt), desc(projectsTable.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(projectsTable).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export const scanColumns = {
  scan: scansTable,
  name: productUnitsTable.name,
  productGroup: productUnitsTable.productGroup,
  type: productUnitsTable.type,
  size: productUnitsTable.size,
  variant: productUnitsTable.variant,
};
export type ScanWithUnit = {
  scan: ScanRow;
  name: string | null;
  productGroup: (typeof productGroups)[number] | null;
  type: string | null;
  size: string | null;
  variant: string | null;
};

/** The scans of the company's projects `projectIds`, each with its unit, in the order they were made. */
export async function scansOf(db: Tx, scope: Scope, projectIds: number[]): Promise<ScanWithUnit[]> {
  if (projectIds.length === 0) return [];
  return db
    .select(scanColumns)
    .from(scansTable)
    .leftJoin(productUnitsTable, eq(productUnitsTable.id, scansTable.productUnitsId))
    .where(and(eq(scansTable.companiesId, scope.companyId), inArray(scansTable.projectsId, projectIds)))
    .orderBy(asc(scansTable.id));
}

export async function findScan(db: Tx, scope: Scope, uuid: string): Promise<ScanRow | undefined> {
  const [row] = await db
    .select()
    .from(scansTable)
    .where(and(eq(scansTable.uuid, uuid), eq(scansTable.companiesId, scope.companyId)));
  return row;
}

export async function scanWithUnit(db: Tx, scope: Scope, scanId: number): Promise<ScanWithUnit | undefined> {
  const [row] = await db
    .select(scanColumns)
    .from(scansTable)
    .leftJoin(productUnitsTable, eq(productUnitsTable.id, scansTable.productUnitsId))
    .where(and(eq(scansTable.id, scanId), eq(scansTable.companiesId, scope.companyId)));
  return row;
}

/** The company with what computing points needs: region, decor flag. */
export async function companyOf(db: Tx, scope: Scope) {
  const [row] = await db
    .select({ id: companiesTable.id, regionsId: companiesTable.regionsId, isDecor: companiesTable.isDecor })
    .from(companiesTable)
    .where(eq(companiesTable.id, scope.companyId));
  if (!row) throw new Error('the caller’s company does not exist');
  return row;
}

export async function languageOfUser(db: Tx, userId: number): Promise<number> {
  const [row] = await db.select({ languagesId: usersTable.languagesId }).from(usersTable).where(eq(usersTable.id, userId));
  return row?.languagesId ?? 1;
}

/** The region's base points for a product group; groups the region does not list earn the default (decision 0030). */
export async function basePointsFor(db: Tx, regionId: number, group: string): Promise<number> {
  const [row] = await db
    .select({ points: basePointsTable.points })
    .from(basePointsTable)
    .where(and(eq(basePointsTable.regionsId, regionId), eq(basePointsTable.productGroup, group)));
  if (row) return row.points;
  const i = (productGroups as readonly string[]).indexOf(group);
  return defaultBasePoints[i] ?? 0;
}

export interface StatsChange {
  projectsInProg?: number;
  projectsCompleted?: number;
  projectsLost?: number;
  pointsInProg?: number;
  pointsLost?: number;
  scansCompleted?: number;
}

/** Adds to the company's project counters in the caller's transaction (creating the row on first use). */
export async function changeStats(tx: Tx, companyId: number, c: StatsChange): Promise<void> {
  const v = {
    projectsInProg: c.projectsInProg ?? 0,
    projectsCompleted: c.projectsCompleted ?? 0,
    projectsLost: c.projectsLost ?? 0,
    pointsInProg: c.pointsInProg ?? 0,
    pointsLost: c.pointsLost ?? 0,
    scansCompleted: c.scansCompleted ?? 0,
  };
  const t = projectStatsTable;
  // Insert-then-update rather than an upsert: PostgreSQL checks the proposed row's CHECKs before it sees the conflict,
  // so a negative change could never go through an upsert.
  await tx.insert(t).values({ companiesId: companyId }).onConflictDoNothing();
  await tx
    .update(t)
    .set({
      projectsInProg: sql`${t.projectsInProg} + ${v.projectsInProg}`,
      projectsCompleted: sql`${t.projectsCompleted} + ${v.projectsCompleted}`,
      projectsLost: sql`${t.projectsLost} + ${v.projectsLost}`,
      pointsInProg: sql`${t.pointsInProg} + ${v.pointsInProg}`,
      pointsLost: sql`${t.pointsLost} + ${v.pointsLost}`,
      scansCompleted: sql`${t.scansCompleted} + ${v.scansCompleted}`,
    })
    .where(eq(t.companiesId, companyId));
}

export async function statsOf(db: Tx, companyId: number) {
  const [row] = await db.select().from(projectStatsTable).where(eq(projectStatsTable.companiesId, companyId));
  return row;
}
