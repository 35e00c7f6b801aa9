// Reads of projects and scans. Every query takes the caller's company and has it in its WHERE clause: another
// company's project or scan is simply not found.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { defaultBasePoints, productGroups } from '@club/contract/constants';
import type { Tx } from '../../db/client.ts';
import { basePointsTable, behavioursTable, tiersTable } from '../reference/tables.ts';
import { companyBehavioursTable } from '../behaviours/tables.ts';
import { companyTierYearsTable } from '../tiers/tables.ts';
import { translatedText } from '../behaviours/service.ts';
import type { Translated } from '@club/contract/config';
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

/** The scope plus what every projects call needs about the caller, taken from the signed-in user and company (no query). */
export interface ProjectScope extends Scope {
  regionsId: number;
  /** The company is a decor company (its projects earn no tier bonus). */
  isDecor: boolean;
  languagesId: number;
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

export interface ContextRow {
  brackets: { level: number; from: number; to: number; points: number }[] | null;
  units: number;
  pending: { slug: string; name: string; points: number }[];
}

/**
 * In one round trip: the region's unit tier brackets, the company's units counted this year, and which of `slugs` the
 * company has not earned yet (with their points and names in `language`).
 */
export async function pointsContextRow(
  db: Tx,
  scope: ProjectScope,
  year: number,
  slugs: readonly string[],
  language: string,
): Promise<ContextRow> {
  const [row] = await db
    .select({
      brackets: sql<ContextRow['brackets']>`(select ${tiersTable.brackets} from ${tiersTable}
        where ${tiersTable.regionsId} = ${scope.regionsId} and ${tiersTable.tierCategory} = 1)`,
      units: sql<number | null>`(select ${companyTierYearsTable.units} from ${companyTierYearsTable}
        where ${companyTierYearsTable.companiesId} = ${scope.companyId} and ${companyTierYearsTable.year} = ${year})`,
      pending: sql<{ slug: string; name: Translated; points: number }[] | null>`(select json_agg(json_build_object(
          'slug', ${behavioursTable.slug}, 'name', ${behavioursTable.name}, 'points', ${behavioursTable.points}))
        from ${behavioursTable}
        where ${behavioursTable.regionsId} = ${scope.regionsId} and ${behavioursTable.points} > 0
          and ${inArray(behavioursTable.slug, [...slugs])}
          and not exists (select 1 from ${companyBehavioursTable} where ${companyBehavioursTable.companiesId} = ${scope.companyId}
            and ${companyBehavioursTable.slug} = ${behavioursTable.slug}))`,
    })
    .from(sql`(select 1) as one`);
  const brackets = row?.brackets ? [...row.brackets].sort((a, b) => a.level - b.level) : null;
  const pending = (row?.pending ?? []).map((b) => ({ slug: b.slug, name: translatedText(b.name, language), points: b.points }));
  return { brackets, units: Number(row?.units ?? 0), pending };
}
