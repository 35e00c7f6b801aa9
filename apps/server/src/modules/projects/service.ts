// Projects, scans and the survey (DESIGN §6, §9). Every write runs in one transaction that also keeps the company's
// counters (project_stats, company_tier_years), so the points summary never scans history. Locks are always taken in
// one order — project row, product unit, tier year, behaviours, point account (inside the points service), counters —
// so concurrent writers of one company wait for each other instead of deadlocking.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { behaviourSlugs } from '@club/contract/behaviours';
import { isDecor, projectStatus, scanFlag } from '@club/contract/constants';
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
import type { Db, Tx } from '../../db/client.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { tById } from '../../lib/i18n.ts';
import { award, pendingBehaviours, type PendingBehaviour } from '../behaviours/service.ts';
import { notify } from '../notifications/service.ts';
import { credit } from '../points/service.ts';
import { claimUnit, findUnit, releaseUnit } from '../product-units/queries.ts';
import { addToYear, lockYear, unitBrackets, yearCounts } from '../tiers/queries.ts';
import { usersTable } from '../company/tables.ts';
import { projectPoints, type ProjectPoints } from './points.ts';
import {
  basePointsFor,
  changeStats,
  companyOf,
  findProject,
  findScan,
  languageOfUser,
  lockProject,
  scanWithUnit,
  scansOf,
  statsOf,
  type ProjectRow,
  type ScanRow,
  type ScanWithUnit,
  type Scope,
} from './queries.ts';
import { projectsTable, scansTable } from './tables.ts';

const dayMs = 86_400_000;
const inTransaction = <T>(db: Tx, fn: (tx: Tx) => Promise<T>): Promise<T> => (db as Db).transaction((tx) => fn(tx));

/** Behaviours the survey earns, and those closing a project earns (each once per company). */
const surveySlugs = [behaviourSlugs.projectSurvey] as const;
const closeSlugs = [behaviourSlugs.firstProject] as const;

// ---------------------------------------------------------------------------------------------------------------------
// What a project earns

export interface PointsContext {
  brackets: { level: number; from: number; to: number; points: number }[] | null;
  unitsThisYear: number;
  surveyBehaviours: PendingBehaviour[];
  closeBehaviours: PendingBehaviour[];
}

/** Everything `projectPoints` needs besides the scans, read in the caller's transaction. */
export async function pointsContext(db: Tx, scope: Scope, language: string, now: Date, unitsThisYear?: number): Promise<PointsContext> {
  const company = await companyOf(db, scope);
  const decor = company.isDecor || isDecor(scope.role);
  const [brackets, year, surveyBehaviours, closeBehaviours] = await Promise.all([
    decor ? null : unitBrackets(db, company.regionsId),
    unitsThisYear === undefined ? yearCounts(db, scope.companyId, now.getUTCFullYear()) : { units: unitsThisYear },
    pendingBehaviours(db, company, surveySlugs, language),
    pendingBehaviours(db, company, closeSlugs, language),
  ]);
  return { brackets, unitsThisYear: year.units, surveyBehaviours, closeBehaviours };
}

function pointsOf(project: ProjectRow, scans: ScanWithUnit[], ctx: PointsContext): ProjectPoints {
  return projectPoints({
    units: scans.map((s) => ({ key: s.scan.uuid, flag: s.scan.flag, base: s.scan.basePoints })),
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

export function toScan(s: ScanWithUnit, points: ProjectPoints | null): Scan {
  const unit = points?.units.find((u) => u.key === s.scan.uuid);
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
    points: unit?.points ?? 0,
    max_points: unit?.maxPoints ?? 0,
    survey: s.scan.survey,
  };
}

function listItem(project: ProjectRow, scans: ScanWithUnit[], points: ProjectPoints, now: Date): ProjectListItem {
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
    products_count: scans.length,
    has_survey: project.survey !== null,
    lead: null,
  };
}

function toProject(project: ProjectRow, scans: ScanWithUnit[], points: ProjectPoints, now: Date): Project {
  const live = project.status === projectStatus.open || project.status === projectStatus.inReview;
  return {
    ...listItem(project, scans, points, now),
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

export async function projectDetail(db: Tx, scope: Scope, uuid: string, now: Date): Promise<Project> {
  const project = await findProject(db, scope, uuid);
  if (!project) throw new NotFoundError();
  const language = languageCode(await languageOfUser(db, scope.userId));
  const [scans, ctx] = await Promise.all([scansOf(db, scope, [project.id]), pointsContext(db, scope, language, now)]);
  return toProject(project, scans, pointsOf(project, scans, ctx), now);
}

export async function projectList(db: Tx, scope: Scope, rows: ProjectRow[], now: Date): Promise<ProjectListItem[]> {
  if (rows.length === 0) return [];
  const language = languageCode(await languageOfUser(db, scope.userId));
  const [scans, ctx] = await Promise.all([
    scansOf(
      db,
      scope,
      rows.map((r) => r.id),
    ),
    pointsContext(db, scope, language, now),
  ]);
  return rows.map((p) => {
    const own = scans.filter((s) => s.scan.projectsId === p.id);
    return listItem(p, own, pointsOf(p, own, ctx), now);
  });
}

/** The scans of one project as GET /v1/product lists them (with what each unit earns while the project is live). */
export async function projectScans(db: Tx, scope: Scope, project: ProjectRow, now: Date): Promise<Scan[]> {
  const language = languageCode(await languageOfUser(db, scope.userId));
  const [scans, ctx] = await Promise.all([scansOf(db, scope, [project.id]), pointsContext(db, scope, language, now)]);
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

export async function createProject(db: Tx, scope: Scope, input: CreateProjectInput, now: Date): Promise<Project> {
  const languagesId = await languageOfUser(db, scope.userId);
  const project = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(projectsTable)
      .values({
        companiesId: scope.companyId,
        usersId: scope.userId,
        name: input.name || tById(languagesId, 'projects.defaultName'),
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
  return projectDetail(db, scope, project.uuid, now);
}

/** Deletes a project that has no scans (open or lost); a project with scans answers 409. */
export async function deleteProject(db: Tx, scope: Scope, uuid: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const project = await lockProject(tx, scope, uuid);
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
export async function addScan(
  db: Tx,
  scope: Scope,
  projectUuid: string,
  input: AddScanInput,
  now: Date,
): Promise<{ scan: Scan; replayed: boolean }> {
  const attempt = async () =>
    inTransaction(db, async (tx) => {
      const project = await lockProject(tx, scope, projectUuid);
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
      const company = await companyOf(tx, scope);
      const base = unit ? await basePointsFor(tx, company.regionsId, unit.productGroup) : 0;
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
      await addToYear(tx, scope.companyId, now.getUTCFullYear(), { scans: 1 });
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
  const project = await findProject(db, scope, projectUuid);
  const row = await scanWithUnit(db, scope, result.scanId);
  if (!project || !row) throw new NotFoundError();
  const scans = await projectScans(db, scope, project, now);
  const scan = scans.find((s) => s.uuid === row.scan.uuid) ?? toScan(row, null);
  return { scan, replayed: result.replayed };
}

/** Deletes a scan of an open project, freeing its unit for whoever scans it next. */
export async function deleteScan(db: Tx, scope: Scope, uuid: string, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const found = await findScan(tx, scope, uuid);
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
    await addToYear(tx, scope.companyId, scan.createdAt.getUTCFullYear(), { scans: -1 });
    if (scan.flag === scanFlag.ok) await changeStats(tx, scope.companyId, { pointsInProg: -scan.basePoints });
  });
}

/**
 * Submits the project survey: closed (2) with the project's points credited at once, or in review (5) when any scan has
 * flag 2. The bonus for filling a survey is credited either way. Submitting twice (even at once) credits once: the
 * project row is locked and a submitted survey answers 409; the ledger keys (`project:<uuid>`) are a second guard.
 */
export async function submitSurvey(db: Tx, scope: Scope, uuid: string, response: string, now: Date): Promise<ProjectSurveyResult> {
  const { fields, answers } = projectSurveyProblems(response);
  if (Object.keys(fields).length > 0 || !answers)
    throw new BadRequestError('The given data was invalid.', Object.values(fields).flat(), fields);
  const languagesId = await languageOfUser(db, scope.userId);
  const language = languageCode(languagesId);

  const outcome = await inTransaction(db, async (tx) => {
    const project = await lockProject(tx, scope, uuid);
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

    const year = await lockYear(tx, scope.companyId, now.getUTCFullYear());
    const ctx = await pointsContext(tx, scope, language, now, year.units);
    const points = pointsOf(project, scans, ctx);
    const status = points.closes ? projectStatus.closed : projectStatus.inReview;
    const survey: SurveyItem[] = answers.map((a) => ({
      uuid: randomUUID(),
      question_id: a.question_id,
      answer_id: a.answer_id ?? null,
      value: a.value ?? null,
    }));
    const company = await companyOf(tx, scope);
    const link = { userId: scope.userId, projectId: project.id, projectUuid: project.uuid, now };

    let credited = 0;
    for (const b of points.behaviours) credited += await award(tx, { company, slug: b.slug, ...link });
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
      await addToYear(tx, scope.companyId, year.year, { units: earning.length });
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
    const [user] = await tx.select().from(usersTable).where(eq(usersTable.id, scope.userId));
    if (user) {
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
export async function markLostProjects(db: Tx, now: Date, batch = 200): Promise<number> {
  const due = new Date(now.getTime() - projectLostAfterDays * dayMs);
  let lost = 0;
  for (;;) {
    const done = await inTransaction(db, async (tx) => {
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

export async function projectSummary(db: Tx, companyId: number, now: Date) {
  const [stats, year] = await Promise.all([statsOf(db, companyId), yearCounts(db, companyId, now.getUTCFullYear())]);
  return {
    points: { in_prog: stats?.pointsInProg ?? 0, lost: stats?.pointsLost ?? 0 },
    projects: { completed: stats?.projectsCompleted ?? 0, in_prog: stats?.projectsInProg ?? 0, lost: stats?.projectsLost ?? 0 },
    scans: { current_year: year.scans, completed: stats?.scansCompleted ?? 0 },
  };
}

export type { ScanRow };
