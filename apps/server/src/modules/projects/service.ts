// Projects, scans and the survey (DESIGN §6, §9). Every write runs in one transaction that also keeps the company's
// counters (project_stats, company_tier_years), so the points summary never scans history. Locks are always taken in
// one order — project row, product unit, tier year, behaviours, point account (inside the points service), counters —
// so concurrent writers of one company wait for each other instead of deadlocking.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { defaultBasePoints, productGroups, projectStatus, scanFlag } from '@club/contract/constants';
import {
  installedUnitsQuestionId,
  projectLostAfterDays,
  projectStatusNames,
  projectSurveyProblems,
  type Project,
  type ProjectListItem,
  type ProjectSurveyResult,
  type Scan,
  type ScanReason,
  type SurveyItem,
} from '@club/contract/projects';
import { languageById } from '@club/contract/regions';
import { transaction, type Tx } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { tById } from '../../lib/i18n.ts';
import type { Scope } from '../../lib/scope.ts';
import { award, pendingBehaviours, pendingFromSql, type PendingBehaviour } from '../behaviours/service.ts';
import { regionBasePoints } from '../config/service.ts';
import { notify } from '../notifications/service.ts';
import { credit } from '../points/service.ts';
import { recordEvent } from '../integration/service.ts';
import { addToYear, bracketsFromSql, lockYear, tierContext, yearCounts } from '../tiers/service.ts';
import { demoUnits, type UnitInput } from './catalogue.ts';
import { integrationProject } from './integration.ts';
import { projectPoints, type ProjectPoints } from './points.ts';
import {
  changeStats,
  claimUnit,
  findProject,
  findProjectById,
  findScan,
  findUnit,
  insertUnits,
  projectsPage,
  projectWithScans,
  surveySlugs,
  closeSlugs,
  type ListScan,
  type RawPointsContext,
  lockProject,
  releaseUnit,
  scansOf,
  statsOf,
  unclaimedUnits,
  type ProjectRow,
  type ProjectScope,
  type ScanWithUnit,
} from './queries.ts';
import { projectStatsTable, projectsTable, scansTable } from './tables.ts';

export type { ProjectScope };
export { integrationProject, projectsFeed, upsertProductUnits, type UnitUpsert } from './integration.ts';

/** What these services use of the context: the database (or a transaction) and the clock. The demo seed passes just these. */
export type ProjectsCtx = Pick<Ctx, 'db' | 'now'>;
export { demoUnits, insertUnits, unclaimedUnits, type UnitInput };

const dayMs = 86_400_000;

// ---------------------------------------------------------------------------------------------------------------------
// What a project earns

export interface PointsContext {
  brackets: { level: number; from: number; to: number; points: number }[] | null;
  unitsThisYear: number;
  surveyBehaviours: PendingBehaviour[];
  closeBehaviours: PendingBehaviour[];
}

/** Everything `projectPoints` needs besides the scans, read in the caller's transaction (`unitsThisYear` when locked). */
export async function pointsContext(db: Tx, scope: ProjectScope, now: Date, unitsThisYear?: number): Promise<PointsContext> {
  const language = languageCode(scope.languagesId);
  const [tiers, pending] = await Promise.all([
    tierContext(db, scope, scope, now.getUTCFullYear()),
    pendingBehaviours(db, scope, { regionsId: scope.regionsId, slugs: [...surveySlugs, ...closeSlugs], language }),
  ]);
  return { brackets: tiers.brackets, unitsThisYear: unitsThisYear ?? tiers.units, ...byUse(pending) };
}

/** `pointsContext` from what one statement read of it (`projectsPage`, `projectWithScans`; decision 0140). */
function pointsContextOf(raw: RawPointsContext, scope: ProjectScope): PointsContext {
  const pending = pendingFromSql(raw.pending, [...surveySlugs, ...closeSlugs], languageCode(scope.languagesId));
  return { brackets: bracketsFromSql(raw.brackets, scope, scope), unitsThisYear: raw.units, ...byUse(pending) };
}

/** The pending behaviours the survey earns, and those a closing earns. */
function byUse(pending: PendingBehaviour[]): Pick<PointsContext, 'surveyBehaviours' | 'closeBehaviours'> {
  const of = (slugs: readonly string[]) => pending.filter((b) => slugs.includes(b.slug));
  return { surveyBehaviours: of(surveySlugs), closeBehaviours: of(closeSlugs) };
}

/** The region's base points for a product group; groups the region does not list earn the default (decision 0030). */
async function basePointsFor(db: Tx, regionId: number, group: string): Promise<number> {
  const points = await regionBasePoints(db, regionId, group);
  return points ?? defaultBasePoints[(productGroups as readonly string[]).indexOf(group)] ?? 0;
}

function pointsOf(project: ProjectRow, scans: ScanWithUnit[], ctx: PointsContext): ProjectPoints {
  return unitsPoints(
    project,
    scans.map((s) => ({ key: s.scan.uuid, flag: s.scan.flag, base: s.scan.basePoints })),
    ctx,
  );
}

function unitsPoints(project: ProjectRow, units: { key: string; flag: number; base: number }[], ctx: PointsContext): ProjectPoints {
  return projectPoints({
    units,
    brackets: ctx.brackets,
    unitsThisYear: ctx.unitsThisYear,
    surveyBehaviours: ctx.surveyBehaviours,
    closeBehaviours: ctx.closeBehaviours,
    surveyDone: project.survey !== null,
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// Shapes

export function daysLeft(project: ProjectRow, now: Date): number | null {
  if (project.status !== projectStatus.open) return null;
  const elapsed = Math.floor((now.getTime() - project.lastActivityAt.getTime()) / dayMs);
  return Math.max(0, projectLostAfterDays - elapsed);
}

function statusOf(id: number): Project['status'] {
  const known = id === 1 || id === 2 || id === 3 || id === 4 || id === 5 ? id : 4;
  return { id: known, name: projectStatusNames[known] };
}

/** A scan as the API shows it: on a live project what the unit will earn (`points`), otherwise what it earned. */
export function toScan(s: ScanWithUnit, points: ProjectPoints | null): Scan {
  const unit = points?.units.find((u) => u.key === s.scan.uuid);
  const earned = s.scan.earnedPoints ?? 0;
  const flag = s.scan.flag === 2 || s.scan.flag === 3 ? s.scan.flag : 1;
  return {
    uuid: s.scan.uuid,
    id: s.scan.id,
    serial_number: s.scan.serialNumber,
    name: s.name,
    product_group: s.productGroup,
    type: s.type,
    size: s.size,
    variant: s.variant,
    created_at: s.scan.createdAt.toISOString(),
    flag,
    reason: s.scan.reason ?? null,
    points: points ? (unit?.points ?? 0) : earned,
    max_points: points ? (unit?.maxPoints ?? 0) : earned,
    survey: s.scan.survey,
  };
}

function listItem(project: ProjectRow, scanCount: number, points: ProjectPoints, now: Date): ProjectListItem {
  const live = project.status === projectStatus.open || project.status === projectStatus.inReview;
  const available = live ? points.available : project.status === projectStatus.closed ? project.creditedPoints : 0;
  const max = live ? points.max : available;
  return {
    uuid: project.uuid,
    id: project.id,
    name: project.name,
    street_name: project.streetName,
    city: project.city,
    postal_code: project.postalCode,
    status: statusOf(project.status),
    created_at: project.createdAt.toISOString(),
    days_left: daysLeft(project, now),
    available_points: available,
    calculated_available_points: available,
    max_points: max,
    calculated_max_points: max,
    products_count: scanCount,
    has_survey: project.survey !== null,
    lead: null,
  };
}

function toProject(project: ProjectRow, scans: ScanWithUnit[], points: ProjectPoints, now: Date): Project {
  const live = project.status === projectStatus.open || project.status === projectStatus.inReview;
  return {
    ...listItem(project, scans.length, points, now),
    products: scans.map((s) => toScan(s, live ? points : null)),
    survey: project.survey ?? [],
    earnings: live
      ? {
          base: points.base,
          tier_bonus: points.tierBonus,
          behaviour_bonus: points.behaviourBonus,
          behaviours: points.behaviours,
          in_review: points.inReview,
        }
      : { base: 0, tier_bonus: 0, behaviour_bonus: 0, behaviours: [], in_review: 0 },
  };
}

const languageCode = (languagesId: number) => languageById(languagesId)?.code ?? 'en';

// ---------------------------------------------------------------------------------------------------------------------
// Reads

/** GET /v1/project/{uuid}: the project with its scans, survey and what it will earn. */
export async function projectDetail(ctx: ProjectsCtx, scope: ProjectScope, input: { uuid: string }): Promise<Project> {
  const now = ctx.now();
  const found = await projectWithScans(ctx.db, scope, { uuid: input.uuid, regionId: scope.regionsId, year: now.getUTCFullYear() });
  if (!found) throw new NotFoundError();
  const { project, scans } = found;
  return toProject(project, scans, pointsOf(project, scans, pointsContextOf(found.context, scope)), now);
}

/** GET /v1/project: one page of the company's projects in `status` (the All tab: open), newest first; one statement. */
export async function listProjectsPage(
  ctx: ProjectsCtx,
  scope: ProjectScope,
  input: { status: number; page: number; limit: number },
): Promise<{ data: ProjectListItem[]; total: number }> {
  const now = ctx.now();
  const found = await projectsPage(ctx.db, scope, { ...input, regionId: scope.regionsId, year: now.getUTCFullYear() });
  if (!found.context) return { data: [], total: found.total };
  const context = pointsContextOf(found.context, scope);
  const units = (scans: ListScan[]) => scans.map(([key, flag, base]) => ({ key, flag, base }));
  return {
    data: found.rows.map(({ scans, ...p }) => listItem(p, scans.length, unitsPoints(p, units(scans), context), now)),
    total: found.total,
  };
}

/** GET /v1/product?projects_id=: the scans of one of the company's projects, by its uuid or id. */
export async function listScans(ctx: ProjectsCtx, scope: ProjectScope, input: { projectsId: string | number }): Promise<Scan[]> {
  const id = input.projectsId;
  const project = typeof id === 'number' ? await findProjectById(ctx.db, scope, id) : await findProject(ctx.db, scope, id);
  if (!project) throw new NotFoundError();
  return projectScans(ctx.db, scope, project, ctx.now());
}

/** The scans of one project (with what each unit earns while the project is live). */
async function projectScans(db: Tx, scope: ProjectScope, project: ProjectRow, now: Date): Promise<Scan[]> {
  const [scans, ctx] = await Promise.all([scansOf(db, scope, [project.id]), pointsContext(db, scope, now)]);
  const live = project.status === projectStatus.open || project.status === projectStatus.inReview;
  const points = pointsOf(project, scans, ctx);
  return scans.map((s) => toScan(s, live ? points : null));
}

// ---------------------------------------------------------------------------------------------------------------------
// Writes

export interface CreateProjectInput {
  name?: string | undefined;
  streetName: string;
  city?: string | undefined;
  postalCode: string;
}

/** POST /v1/project. */
export async function createProject(ctx: ProjectsCtx, scope: ProjectScope, input: CreateProjectInput): Promise<Project> {
  const now = ctx.now();
  const project = await transaction(ctx.db, async (tx) => {
    const [row] = await tx
      .insert(projectsTable)
      .values({
        companiesId: scope.companyId,
        usersId: scope.userId,
        name: input.name || tById(scope.languagesId, 'projects.defaultName'),
        streetName: input.streetName,
        city: input.city ?? '',
        postalCode: input.postalCode,
        lastActivityAt: now,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('project insert returned nothing');
    await changeStats(tx, scope.companyId, { projectsInProg: 1 });
    return row;
  });
  return projectDetail(ctx, scope, { uuid: project.uuid });
}

/** Deletes a project that has no scans (open or lost); a project with scans answers 409. */
export async function deleteProject(ctx: ProjectsCtx, scope: ProjectScope, input: { uuid: string }): Promise<void> {
  await transaction(ctx.db, async (tx) => {
    const project = await lockProject(tx, scope, input.uuid);
    if (!project) throw new NotFoundError();
    const [scan] = await tx.select({ id: scansTable.id }).from(scansTable).where(eq(scansTable.projectsId, project.id)).limit(1);
    if (scan) throw new ConflictError('Only a project with no scans can be deleted.', ['projects.hasScans']);
    await tx.delete(projectsTable).where(and(eq(projectsTable.id, project.id), eq(projectsTable.companiesId, scope.companyId)));
    const live = project.status === projectStatus.open || project.status === projectStatus.inReview;
    await changeStats(tx, scope.companyId, {
      projectsInProg: live ? -1 : 0,
      projectsCompleted: project.status === projectStatus.closed ? -1 : 0,
      projectsLost: project.status === projectStatus.lost ? -1 : 0,
    });
  });
}

export interface AddScanInput {
  projectUuid: string;
  serialNumber: string;
  idempotencyKey?: string | undefined;
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * Adds a scan to an open project. A replay of the same Idempotency-Key answers the first scan (`replayed`); the same
 * serial twice on one project is a 409; an unknown serial, or one another scan already holds, is kept with flag 2.
 */
export async function addScan(ctx: ProjectsCtx, scope: ProjectScope, input: AddScanInput): Promise<{ scan: Scan; replayed: boolean }> {
  const { db } = ctx;
  const now = ctx.now();
  const attempt = async () =>
    transaction(db, async (tx) => {
      const project = await lockProject(tx, scope, input.projectUuid);
      if (!project) throw new NotFoundError();
      if (input.idempotencyKey !== undefined) {
        const [previous] = await tx
          .select()
          .from(scansTable)
          .where(and(eq(scansTable.projectsId, project.id), eq(scansTable.idempotencyKey, input.idempotencyKey)));
        if (previous) {
          if (previous.serialNumber !== input.serialNumber)
            throw new ConflictError('This Idempotency-Key was already used for another serial number.', ['projects.idempotencyKeyReused']);
          return { scanId: previous.id, replayed: true };
        }
      }
      if (project.status !== projectStatus.open) throw new ConflictError('The project is not open.', ['projects.notOpen']);
      const [same] = await tx
        .select({ id: scansTable.id })
        .from(scansTable)
        .where(and(eq(scansTable.projectsId, project.id), eq(scansTable.serialNumber, input.serialNumber)));
      if (same) throw new ConflictError('This serial number is already scanned on this project.', ['projects.duplicateSerial']);
      const unit = await findUnit(tx, input.serialNumber);
      const base = unit ? await basePointsFor(tx, scope.regionsId, unit.productGroup) : 0;
      const [scan] = await tx
        .insert(scansTable)
        .values({
          projectsId: project.id,
          companiesId: scope.companyId,
          usersId: scope.userId,
          productUnitsId: unit?.id ?? null,
          serialNumber: input.serialNumber,
          basePoints: base,
          flag: unit ? scanFlag.ok : scanFlag.inReview,
          reason: unit ? null : 'unknown_serial',
          idempotencyKey: input.idempotencyKey ?? null,
          createdAt: now,
        })
        .returning();
      if (!scan) throw new Error('scan insert returned nothing');
      let earns = unit !== undefined;
      if (unit && !(await claimUnit(tx, unit.id, scan.id))) {
        earns = false;
        await tx.update(scansTable).set({ flag: scanFlag.inReview, reason: 'already_scanned' }).where(eq(scansTable.id, scan.id));
      }
      await tx.update(projectsTable).set({ lastActivityAt: now }).where(eq(projectsTable.id, project.id));
      await addToYear(tx, scope, now.getUTCFullYear(), { scans: 1 });
      if (earns) await changeStats(tx, scope.companyId, { pointsInProg: base });
      return { scanId: scan.id, replayed: false };
    });
  let result: { scanId: number; replayed: boolean };
  try {
    result = await attempt();
  } catch (err) {
    // Two requests with the same key (or serial) raced past the checks: the loser sees the winner's row now.
    if (!isUniqueViolation(err)) throw err;
    result = await attempt();
  }
  // The answer from the project as GET /v1/project/{uuid} reads it: one statement, fresh after this write (the writing
  // process drops its cached reads before the commit returns), and kept for that next read.
  const found = await projectWithScans(db, scope, { uuid: input.projectUuid, regionId: scope.regionsId, year: now.getUTCFullYear() });
  const row = found?.scans.find((s) => s.scan.id === result.scanId);
  if (!found || !row) throw new NotFoundError();
  const live = found.project.status === projectStatus.open || found.project.status === projectStatus.inReview;
  const points = live ? pointsOf(found.project, found.scans, pointsContextOf(found.context, scope)) : null;
  return { scan: toScan(row, points), replayed: result.replayed };
}

/** Deletes a scan of an open project, freeing its unit for whoever scans it next. */
export async function deleteScan(ctx: ProjectsCtx, scope: ProjectScope, input: { uuid: string }): Promise<void> {
  const now = ctx.now();
  await transaction(ctx.db, async (tx) => {
    const found = await findScan(tx, scope, input.uuid);
    if (!found) throw new NotFoundError();
    const [project] = await tx
      .select()
      .from(projectsTable)
      .where(and(eq(projectsTable.id, found.projectsId), eq(projectsTable.companiesId, scope.companyId)))
      .for('update');
    if (!project) throw new NotFoundError();
    if (project.status !== projectStatus.open) throw new ConflictError('The project is not open.', ['projects.notOpen']);
    const [scan] = await tx
      .delete(scansTable)
      .where(and(eq(scansTable.id, found.id), eq(scansTable.companiesId, scope.companyId)))
      .returning();
    if (!scan) throw new NotFoundError();
    if (scan.productUnitsId !== null) await releaseUnit(tx, scan.productUnitsId, scan.id);
    await tx.update(projectsTable).set({ lastActivityAt: now }).where(eq(projectsTable.id, project.id));
    await addToYear(tx, scope, scan.createdAt.getUTCFullYear(), { scans: -1 });
    if (scan.flag === scanFlag.ok) await changeStats(tx, scope.companyId, { pointsInProg: -scan.basePoints });
  });
}

/**
 * Submits the project survey: closed (2) with the project's points credited at once, or in review (5) when any scan has
 * flag 2. The bonus for filling a survey is credited either way. Submitting twice (even at once) credits once: the
 * project row is locked and a submitted survey answers 409; the ledger keys (`project:<uuid>`) are a second guard.
 */
export async function submitSurvey(
  ctx: ProjectsCtx,
  scope: ProjectScope,
  input: { uuid: string; response: string },
): Promise<ProjectSurveyResult> {
  const now = ctx.now();
  const { fields, answers } = projectSurveyProblems(input.response);
  if (Object.keys(fields).length > 0 || !answers)
    throw new BadRequestError('The given data was invalid.', Object.values(fields).flat(), fields);
  const outcome = await transaction(ctx.db, async (tx) => {
    const project = await lockProject(tx, scope, input.uuid);
    if (!project) throw new NotFoundError();
    if (project.survey !== null || project.status !== projectStatus.open)
      throw new ConflictError('The survey of this project is already submitted.', ['projects.surveyDone']);
    let scans = await scansOf(tx, scope, [project.id]);
    if (scans.length === 0) throw new ConflictError('Scan the installed products before filling the survey.', ['projects.noScans']);

    // More units scanned than the survey says were installed: the newest extra earning scans go to review.
    const installed = answers.find((a) => a.question_id === installedUnitsQuestionId)?.value;
    const counted = scans.filter((s) => s.scan.flag !== scanFlag.rejected);
    if (installed !== undefined && counted.length > installed) {
      const extra = counted
        .filter((s) => s.scan.flag === scanFlag.ok)
        .slice(-(counted.length - installed))
        .map((s) => s.scan.id);
      if (extra.length) {
        const flipped = await tx
          .update(scansTable)
          .set({ flag: scanFlag.inReview, reason: 'more_than_survey' satisfies ScanReason })
          .where(and(inArray(scansTable.id, extra), eq(scansTable.companiesId, scope.companyId)))
          .returning({ basePoints: scansTable.basePoints });
        await changeStats(tx, scope.companyId, { pointsInProg: -flipped.reduce((s, r) => s + r.basePoints, 0) });
        scans = await scansOf(tx, scope, [project.id]);
      }
    }

    const year = await lockYear(tx, scope, now.getUTCFullYear());
    const ctx = await pointsContext(tx, scope, now, year.units);
    const points = pointsOf(project, scans, ctx);
    const status = points.closes ? projectStatus.closed : projectStatus.inReview;
    const survey: SurveyItem[] = answers.map((a) => ({
      uuid: randomUUID(),
      question_id: a.question_id,
      answer_id: a.answer_id ?? null,
      value: a.value ?? null,
    }));
    const link = { userId: scope.userId, projectId: project.id, projectUuid: project.uuid, now };

    let credited = 0;
    for (const b of points.behaviours)
      credited += await award(tx, scope, {
        regionsId: scope.regionsId,
        slug: b.slug,
        projectId: project.id,
        projectUuid: project.uuid,
        now,
      });
    const earning = scans.filter((s) => s.scan.flag === scanFlag.ok);
    if (status === projectStatus.closed) {
      if (points.base > 0) {
        await credit(tx, {
          companyId: scope.companyId,
          amount: points.base,
          kind: 'project',
          idempotencyKey: `project:${project.uuid}`,
          ...link,
        });
        credited += points.base;
      }
      if (points.tierBonus > 0) {
        await credit(tx, {
          companyId: scope.companyId,
          amount: points.tierBonus,
          kind: 'tier_bonus',
          idempotencyKey: `project:${project.uuid}:tier`,
          ...link,
        });
        credited += points.tierBonus;
      }
      // Each unit keeps what it earned, so the closed project shows it per unit (what the ledger credited in total).
      for (const u of points.units)
        if (u.points > 0)
          await tx
            .update(scansTable)
            .set({ earnedPoints: u.points })
            .where(and(eq(scansTable.uuid, u.key), eq(scansTable.companiesId, scope.companyId)));
      await addToYear(tx, scope, year.year, { units: earning.length });
      await changeStats(tx, scope.companyId, {
        projectsInProg: -1,
        projectsCompleted: 1,
        pointsInProg: -earning.reduce((s, e) => s + e.scan.basePoints, 0),
        scansCompleted: earning.length,
      });
    }
    await tx
      .update(projectsTable)
      .set({
        status,
        survey,
        surveyedAt: now,
        creditedPoints: credited,
        closedAt: status === projectStatus.closed ? now : null,
        lastActivityAt: now,
      })
      .where(eq(projectsTable.id, project.id));
    if (status === projectStatus.closed)
      await recordEvent(tx, { type: 'project.closed', data: await integrationProject(tx, project.id), now });
    const user = { id: scope.userId, companiesId: scope.companyId, languagesId: scope.languagesId };
    {
      const values = { name: project.name, street: project.streetName, points: credited };
      await notify(tx, {
        user,
        type: 'info',
        kind: 'project_survey_completed',
        messageKey: 'projects.notification.surveyCompleted',
        values,
        link: `/projects/${project.uuid}`,
      });
      if (status === projectStatus.inReview)
        await notify(tx, {
          user,
          type: 'warning',
          kind: 'project_in_review',
          messageKey: 'projects.notification.inReview',
          values,
          link: `/projects/${project.uuid}`,
        });
    }
    return { status, points: credited };
  });
  return { status: outcome.status === projectStatus.closed ? projectStatus.closed : projectStatus.inReview, points: outcome.points };
}

// ---------------------------------------------------------------------------------------------------------------------
// Background: the 90-day rule

/**
 * Open projects with no activity for 90 days become lost (3), a batch at a time; each project in its own transaction
 * under its row lock, skipping rows another process holds, so several processes can run this at once.
 */
export async function markLostProjects(ctx: ProjectsCtx, input: { batch?: number } = {}): Promise<number> {
  const { db } = ctx;
  const now = ctx.now();
  const batch = input.batch ?? 200;
  const due = new Date(now.getTime() - projectLostAfterDays * dayMs);
  let lost = 0;
  for (;;) {
    const done = await transaction(db, async (tx) => {
      const rows = await tx
        .select()
        .from(projectsTable)
        .where(and(eq(projectsTable.status, projectStatus.open), lt(projectsTable.lastActivityAt, due)))
        .orderBy(asc(projectsTable.lastActivityAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const p of rows) {
        const [sum] = await tx
          .select({ base: sql<string | number | null>`sum(${scansTable.basePoints})` })
          .from(scansTable)
          .where(and(eq(scansTable.projectsId, p.id), eq(scansTable.flag, scanFlag.ok)));
        const base = Number(sum?.base ?? 0);
        await tx.update(projectsTable).set({ status: projectStatus.lost }).where(eq(projectsTable.id, p.id));
        // A job has no caller: each project's own company is the scope of its counters.
        await changeStats(tx, p.companiesId, { projectsInProg: -1, projectsLost: 1, pointsInProg: -base, pointsLost: base });
      }
      return rows.length;
    });
    lost += done;
    if (done < batch) return lost;
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// The points summary's project part

/** The order of `projectCountersSql`'s array. */
const counterColumns = ['projectsInProg', 'projectsCompleted', 'projectsLost', 'pointsInProg', 'pointsLost', 'scansCompleted'] as const;

/**
 * The company's project counters as one scalar subquery (an int array in `counterColumns` order, null without a
 * row), for the points summary's one-statement read (decision 0105); `projectCounters` reads its value.
 */
export function projectCountersSql(companyId: SQLWrapper): SQL<unknown> {
  const t = projectStatsTable;
  return sql`(select array[${sql.join(
    counterColumns.map((c) => t[c]),
    sql`, `,
  )}]::int[] from ${t} where ${t.companiesId} = ${companyId})`;
}

/** The summary's project part from `projectCountersSql`'s value (a driver may hand an int array over as its text). */
export function projectCounters(value: unknown) {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.replace(/[{}]/g, '').split(',') : [];
  const at = (c: (typeof counterColumns)[number]) => Number(list[counterColumns.indexOf(c)] ?? 0) || 0;
  return {
    points: { in_prog: at('pointsInProg'), lost: at('pointsLost') },
    projects: { completed: at('projectsCompleted'), in_prog: at('projectsInProg'), lost: at('projectsLost') },
    scansCompleted: at('scansCompleted'),
  };
}

/** The summary's project counters of the caller's company (GET /v1/company/points/{uuid} adds them to the points). */
export async function projectSummary(ctx: ProjectsCtx, scope: Scope) {
  const [stats, year] = await Promise.all([statsOf(ctx.db, scope.companyId), yearCounts(ctx.db, scope, ctx.now().getUTCFullYear())]);
  return {
    points: { in_prog: stats?.pointsInProg ?? 0, lost: stats?.pointsLost ?? 0 },
    projects: { completed: stats?.projectsCompleted ?? 0, in_prog: stats?.projectsInProg ?? 0, lost: stats?.projectsLost ?? 0 },
    scans: { current_year: year.scans, completed: stats?.scansCompleted ?? 0 },
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// What the certificates module reads (the homeowner's warranty certificate, the company's yearly certificate)

/** When the caller's company's first `limit` projects closed in calendar `year` (UTC), earliest first. */
export async function projectClosings(db: Tx, scope: Scope, year: number, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ closedAt: projectsTable.closedAt })
    .from(projectsTable)
    .where(
      and(
        eq(projectsTable.companiesId, scope.companyId),
        eq(projectsTable.status, projectStatus.closed),
        gte(projectsTable.closedAt, new Date(Date.UTC(year, 0, 1))),
        lt(projectsTable.closedAt, new Date(Date.UTC(year + 1, 0, 1))),
      ),
    )
    .orderBy(asc(projectsTable.closedAt), asc(projectsTable.id))
    .limit(limit);
  return rows.flatMap((r) => (r.closedAt ? [r.closedAt] : []));
}

export interface WarrantyProject {
  id: number;
  uuid: string;
  name: string;
  streetName: string;
  postalCode: string;
  city: string;
  closedAt: Date;
  /** The installed units (flag 1), in the order they were scanned. */
  units: { name: string; type: string; size: string; variant: string; serialNumber: string }[];
}

/**
 * One of the caller's company's projects for its warranty certificate: 404 when not the company's, 409 unless closed.
 * Only accepted units (flag 1) are listed: an unknown or rejected serial is no installed product of the maker.
 */
export async function warrantyProject(db: Tx, scope: Scope, uuid: string): Promise<WarrantyProject> {
  const project = await findProject(db, scope, uuid);
  if (!project) throw new NotFoundError();
  if (project.status !== projectStatus.closed || !project.closedAt)
    throw new ConflictError('A warranty certificate exists only for a closed project.', ['certificates.warrantyNotClosed']);
  const scans = await scansOf(db, scope, [project.id]);
  return {
    id: project.id,
    uuid: project.uuid,
    name: project.name,
    streetName: project.streetName,
    postalCode: project.postalCode,
    city: project.city,
    closedAt: project.closedAt,
    units: scans
      .filter((s) => s.scan.flag === scanFlag.ok)
      .map((s) => ({
        name: s.name ?? '',
        type: s.type ?? '',
        size: s.size ?? '',
        variant: s.variant ?? '',
        serialNumber: s.scan.serialNumber,
      })),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// Staff: the review queue and decisions (review.ts; the staff console calls these)

export { companyProjects } from './staff.ts';
export { decideReview, reviewDetail, reviewQueue, type DecisionOutcome, type ReviewDetailRow, type ReviewRow } from './review.ts';
