// Reads of projects and scans. Every query takes the caller's company and has it in its WHERE clause: another
// company's project or scan is simply not found.
import { and, asc, desc, eq, getTableColumns, getTableName, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { behaviourSlugs } from '@club/contract/behaviours';
import type { productGroups } from '@club/contract/constants';
import type { Tx } from '../../db/client.ts';
import { companyReads, companyTag } from '../../lib/company-reads.ts';
import { preparedPerDb } from '../../lib/prepared.ts';
import type { Scope } from '../../lib/scope.ts';
import { pendingBehavioursSql, type PendingSqlRow } from '../behaviours/service.ts';
import { unitBracketsSql, yearUnitsSql, type Bracket } from '../tiers/service.ts';
import type { UnitInput } from './catalogue.ts';
import { productUnitsTable, projectStatsTable, projectsTable, scansTable } from './tables.ts';

export type ProjectRow = typeof projectsTable.$inferSelect;
export type ScanRow = typeof scansTable.$inferSelect;
export type ProductUnit = typeof productUnitsTable.$inferSelect;

/** Behaviours the survey earns, and those closing a project earns (each once per company). */
export const surveySlugs = [behaviourSlugs.projectSurvey] as const;
export const closeSlugs = [behaviourSlugs.firstProject] as const;

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

/** A scan as the list needs it to compute a project's points: `[uuid, flag, base points]`, in the order made. */
export type ListScan = [string, number, number];

/** What a project's points depend on besides its scans, as the statements below read it (decision 0140). */
export interface RawPointsContext {
  units: number;
  brackets: Bracket[] | null;
  pending: PendingSqlRow[] | null;
}

/** One page of the list with everything its points need (decision 0140). */
export interface ProjectsPage {
  rows: (ProjectRow & { scans: ListScan[] })[];
  total: number;
  /** Present when the page has rows: the raw points context, the same on every row. */
  context: RawPointsContext | null;
}

/** The points context's columns, for a statement with the company, region and year placeholders. */
function contextColumns(companyId: SQLWrapper) {
  const regionId = sql.placeholder('regionId');
  return {
    units: yearUnitsSql(companyId, sql.placeholder('year')),
    brackets: unitBracketsSql(regionId),
    pending: pendingBehavioursSql(companyId, regionId, [...surveySlugs, ...closeSlugs]),
  };
}

/**
 * GET /v1/project/{uuid}'s read in one round trip (decision 0140): the company's project with its points context (one
 * statement) beside the project's scans with their units (a second one, on the project's uuid).
 */
export async function projectWithScans(
  db: Tx,
  scope: Scope,
  input: { uuid: string; regionId: number; year: number },
): Promise<{ project: ProjectRow; scans: ScanWithUnit[]; context: RawPointsContext } | undefined> {
  const key = `d|${scope.companyId}|${input.uuid}|${input.regionId}|${input.year}`;
  return companyReads.remember(db, key, () => readProjectWithScans(db, scope, input), companyTag(scope.companyId));
}

async function readProjectWithScans(
  db: Tx,
  scope: Scope,
  input: { uuid: string; regionId: number; year: number },
): Promise<{ project: ProjectRow; scans: ScanWithUnit[]; context: RawPointsContext } | undefined> {
  const p = detailPrepared(db);
  const [[found], scans] = await Promise.all([
    p.project.execute({ uuid: input.uuid, companyId: scope.companyId, regionId: input.regionId, year: input.year }),
    p.scans.execute({ uuid: input.uuid, companyId: scope.companyId }),
  ]);
  if (!found) return undefined;
  const { units, brackets, pending, ...project } = found;
  return { project, scans, context: { units: Number(units ?? 0), brackets, pending } };
}

const detailPrepared = preparedPerDb((db: Tx) => {
  const companyId = sql.placeholder('companyId');
  const uuid = sql.placeholder('uuid');
  return {
    project: db
      .select({ ...getTableColumns(projectsTable), ...contextColumns(companyId) })
      .from(projectsTable)
      .where(and(eq(projectsTable.uuid, uuid), eq(projectsTable.companiesId, companyId)))
      .prepare('project_detail'),
    scans: db
      .select(scanColumns)
      .from(scansTable)
      .innerJoin(projectsTable, eq(projectsTable.id, scansTable.projectsId))
      .leftJoin(productUnitsTable, eq(productUnitsTable.id, scansTable.productUnitsId))
      .where(and(eq(projectsTable.uuid, uuid), eq(projectsTable.companiesId, companyId), eq(scansTable.companiesId, companyId)))
      .orderBy(asc(scansTable.id))
      .prepare('project_detail_scans'),
  };
});

/**
 * GET /v1/project's read in one prepared statement, one round trip: the page of the company's projects in a status,
 * newest first, each with its scans as a JSON array, and — as uncorrelated scalar subqueries PostgreSQL runs once per
 * statement — the total, this year's units, the region's unit brackets and the behaviours the company may still earn
 * by a survey or a closing (decision 0140). Only an empty page (none, or past the end) counts on its own.
 */
export async function projectsPage(
  db: Tx,
  scope: Scope,
  input: { status: number; page: number; limit: number; regionId: number; year: number },
): Promise<ProjectsPage> {
  // Kept per process with the company's other reads (lib/company-reads.ts), as a project's page is. What depends on the
  // clock (days left) is computed from the kept rows on every request; the year is part of the key.
  const key = `l|${scope.companyId}|${input.regionId}|${input.year}|${input.status}|${input.page}|${input.limit}`;
  return companyReads.remember(db, key, () => readProjectsPage(db, scope, input), companyTag(scope.companyId));
}

async function readProjectsPage(
  db: Tx,
  scope: Scope,
  input: { status: number; page: number; limit: number; regionId: number; year: number },
): Promise<ProjectsPage> {
  const p = listPrepared(db);
  const params = { companyId: scope.companyId, status: input.status };
  const found = await p.page.execute({
    ...params,
    regionId: input.regionId,
    year: input.year,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  const first = found[0];
  if (!first) {
    const [counted] = await p.count.execute(params);
    return { rows: [], total: Number(counted?.total ?? 0), context: null };
  }
  return {
    rows: found.map(({ total: _t, units: _u, brackets: _b, pending: _p, ...row }) => row),
    total: Number(first.total),
    context: { units: Number(first.units ?? 0), brackets: first.brackets, pending: first.pending },
  };
}

const listPrepared = preparedPerDb(prepareList);

function prepareList(db: Tx) {
  const companyId = sql.placeholder('companyId');
  const where = and(eq(projectsTable.companiesId, companyId), eq(projectsTable.status, sql.placeholder('status')));
  const total = sql<string>`(select count(*) from ${projectsTable} where ${where})`;
  const s = scansTable;
  // Columns inside a selected expression are written unqualified, so the outer row's id is named in full.
  const projectId = sql`${sql.identifier(getTableName(projectsTable))}.${sql.identifier(projectsTable.id.name)}`;
  const scans = sql<
    ListScan[]
  >`(select coalesce(json_agg(json_build_array(${s.uuid}, ${s.flag}, ${s.basePoints}) order by ${s.id}), '[]'::json)
    from ${s} where ${s.companiesId} = ${companyId} and ${s.projectsId} = ${projectId})`;
  return {
    page: db
      .select({ ...getTableColumns(projectsTable), scans, total, ...contextColumns(companyId) })
      .from(projectsTable)
      .where(where)
      .orderBy(desc(projectsTable.createdAt), desc(projectsTable.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('projects_list'),
    count: db
      .select({ total })
      .from(sql`(select 1) as one`)
      .prepare('projects_list_count'),
  };
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
  const add = () =>
    tx
      .update(t)
      .set({
        projectsInProg: sql`${t.projectsInProg} + ${v.projectsInProg}`,
        projectsCompleted: sql`${t.projectsCompleted} + ${v.projectsCompleted}`,
        projectsLost: sql`${t.projectsLost} + ${v.projectsLost}`,
        pointsInProg: sql`${t.pointsInProg} + ${v.pointsInProg}`,
        pointsLost: sql`${t.pointsLost} + ${v.pointsLost}`,
        scansCompleted: sql`${t.scansCompleted} + ${v.scansCompleted}`,
      })
      .where(eq(t.companiesId, companyId))
      .returning({ companiesId: t.companiesId });
  // Update first (the row exists after a company's first change: one statement); without a row, insert it, then update.
  // Not an upsert: PostgreSQL checks the proposed row's CHECKs before it sees the conflict, so a negative change could
  // never go through one.
  if ((await add()).length > 0) return;
  await tx.insert(t).values({ companiesId: companyId }).onConflictDoNothing();
  await add();
}

export async function statsOf(db: Tx, companyId: number) {
  const [row] = await db.select().from(projectStatsTable).where(eq(projectStatsTable.companiesId, companyId));
  return row;
}

// Product units: the maker's catalogue, not company data — any company may scan any unit; the claim decides who earns.

export async function findUnit(db: Tx, serialNumber: string): Promise<ProductUnit | undefined> {
  const [unit] = await db.select().from(productUnitsTable).where(eq(productUnitsTable.serialNumber, serialNumber));
  return unit;
}

/**
 * Makes `scanId` the unit's earning scan if no scan holds it. One UPDATE with the condition in its WHERE: under
 * concurrent scans PostgreSQL re-checks the condition after the first writer commits, so exactly one wins.
 */
export async function claimUnit(db: Tx, unitId: number, scanId: number): Promise<boolean> {
  const rows = await db
    .update(productUnitsTable)
    .set({ claimedScanId: scanId })
    .where(and(eq(productUnitsTable.id, unitId), isNull(productUnitsTable.claimedScanId)))
    .returning({ id: productUnitsTable.id });
  return rows.length === 1;
}

/** Frees the unit when `scanId` (being deleted) was the one holding it. */
export async function releaseUnit(db: Tx, unitId: number, scanId: number): Promise<void> {
  await db
    .update(productUnitsTable)
    .set({ claimedScanId: null })
    .where(and(eq(productUnitsTable.id, unitId), eq(productUnitsTable.claimedScanId, scanId)));
}

/** Inserts units that do not exist yet (by serial); existing ones are left as they are. Returns how many were new. */
export async function insertUnits(db: Tx, units: UnitInput[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < units.length; i += 1000) {
    const rows = await db
      .insert(productUnitsTable)
      .values(units.slice(i, i + 1000))
      .onConflictDoNothing({ target: productUnitsTable.serialNumber })
      .returning({ id: productUnitsTable.id });
    inserted += rows.length;
  }
  return inserted;
}

/** Units no scan holds, oldest first (the development page of demo serials). */
export async function unclaimedUnits(db: Tx, limit: number): Promise<ProductUnit[]> {
  return db
    .select()
    .from(productUnitsTable)
    .where(sql`${productUnitsTable.claimedScanId} is null`)
    .orderBy(asc(productUnitsTable.id))
    .limit(limit);
}
