// The staff's side of projects in review (DESIGN §9 Survey and points): the queue, one project with its scans and the
// company's history, and the decision — per scan accept (1) or reject (3), then close (2, crediting the accepted units
// through the same `projectPoints` and ledger calls as the survey) or lost (3). Staff act on any company's project, so
// these reads are not company-scoped; the staff console's role check (review) guards them. Exported by service.ts.
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { projectStatus, scanFlag } from '@club/contract/constants';
import type { DecisionBody, ReviewQuery } from '@club/contract/staff';
import { transaction, type Tx } from '../../db/client.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { award } from '../behaviours/service.ts';
import { activeOwners, findMember } from '../company/service.ts';
import { recordEvent } from '../integration/service.ts';
import { notify } from '../notifications/service.ts';
import { credit } from '../points/service.ts';
import { addToYear, lockYear } from '../tiers/service.ts';
import { integrationProject } from './integration.ts';
import { projectPoints } from './points.ts';
import { changeStats, claimUnit, releaseUnit, scansOf, type ProjectRow, type ProjectScope } from './queries.ts';
import type { ProjectsCtx } from './service.ts';
import { pointsContext } from './service.ts';
import { productUnitsTable, projectsTable, scansTable } from './tables.ts';

export interface ReviewRow {
  project: ProjectRow;
  scansTotal: number;
  scansInReview: number;
}

/** Projects in review (5), oldest survey first by default, with their scan counts. */
export async function reviewQueue(db: Tx, query: ReviewQuery & { companyIds?: number[] }): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = and(
    eq(projectsTable.status, projectStatus.inReview),
    query.companyIds ? inArray(projectsTable.companiesId, query.companyIds.length ? query.companyIds : [0]) : undefined,
  );
  const col = query.sort === 'created_at' ? projectsTable.createdAt : projectsTable.surveyedAt;
  const order = query.dir === 'desc' ? [desc(col), desc(projectsTable.id)] : [asc(col), asc(projectsTable.id)];
  const [projects, [total]] = await Promise.all([
    db
      .select()
      .from(projectsTable)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(projectsTable).where(where),
  ]);
  const ids = projects.map((p) => p.id);
  const counts = ids.length
    ? await db
        .select({
          projectsId: scansTable.projectsId,
          total: count(),
          inReview: sql<number>`count(*) filter (where ${scansTable.flag} = ${scanFlag.inReview})`.mapWith(Number),
        })
        .from(scansTable)
        .where(inArray(scansTable.projectsId, ids))
        .groupBy(scansTable.projectsId)
    : [];
  const byId = new Map(counts.map((c) => [c.projectsId, c]));
  return {
    rows: projects.map((project) => ({
      project,
      scansTotal: byId.get(project.id)?.total ?? 0,
      scansInReview: byId.get(project.id)?.inReview ?? 0,
    })),
    total: total?.n ?? 0,
  };
}

export interface ReviewScanRow {
  uuid: string;
  serialNumber: string;
  name: string | null;
  productGroup: string | null;
  flag: number;
  reason: string | null;
  basePoints: number;
  createdAt: Date;
  /** The scan that holds this serial elsewhere (another project, maybe another company). */
  claimedBy: { companiesId: number; scannedAt: Date } | null;
}

export interface ReviewDetailRow extends ReviewRow {
  scans: ReviewScanRow[];
  history: {
    projectsClosed: number;
    projectsLost: number;
    projectsInReview: number;
    scansTotal: number;
    scansFlagged: number;
    scansRejected: number;
  };
  /** Other companies holding units this company scanned (any of its projects), with how many serials each: the staff
   *  service compares their regions with the company's ("serials from another region"). */
  serialHolders: { companiesId: number; serials: number }[];
}

export async function reviewDetail(db: Tx, uuid: string): Promise<ReviewDetailRow> {
  const [project] = await db.select().from(projectsTable).where(eq(projectsTable.uuid, uuid));
  if (!project) throw new NotFoundError();
  const scans = await scansOf(db, { companyId: project.companiesId, userId: 0, role: 0 }, [project.id]);
  // Who holds the serials these scans could not claim.
  const unitIds = scans.flatMap((s) => (s.scan.productUnitsId !== null ? [s.scan.productUnitsId] : []));
  const holders = unitIds.length
    ? await db
        .select({
          unitId: productUnitsTable.id,
          scanId: scansTable.id,
          companiesId: scansTable.companiesId,
          createdAt: scansTable.createdAt,
        })
        .from(productUnitsTable)
        .innerJoin(scansTable, eq(scansTable.id, productUnitsTable.claimedScanId))
        .where(inArray(productUnitsTable.id, unitIds))
    : [];
  const holderOf = new Map(holders.map((h) => [h.unitId, h]));
  // Product units carry no region of their own (DESIGN §9 Product units): a unit this company scanned that another
  // company earns on is the trace of a serial used elsewhere; the holders' regions tell whether it came from abroad.
  const holder = alias(scansTable, 'holder');
  const [projectCounts, scanCounts, serialHolders] = await Promise.all([
    db
      .select({ status: projectsTable.status, n: count() })
      .from(projectsTable)
      .where(eq(projectsTable.companiesId, project.companiesId))
      .groupBy(projectsTable.status),
    db
      .select({ flag: scansTable.flag, n: count() })
      .from(scansTable)
      .where(eq(scansTable.companiesId, project.companiesId))
      .groupBy(scansTable.flag),
    db
      .select({ companiesId: holder.companiesId, serials: sql<number>`count(distinct ${scansTable.serialNumber})`.mapWith(Number) })
      .from(scansTable)
      .innerJoin(productUnitsTable, eq(productUnitsTable.id, scansTable.productUnitsId))
      .innerJoin(holder, eq(holder.id, productUnitsTable.claimedScanId))
      .where(and(eq(scansTable.companiesId, project.companiesId), ne(holder.companiesId, project.companiesId)))
      .groupBy(holder.companiesId),
  ]);
  const pc = (s: number) => projectCounts.find((c) => c.status === s)?.n ?? 0;
  const sc = (f: number) => scanCounts.find((c) => c.flag === f)?.n ?? 0;
  return {
    project,
    scansTotal: scans.length,
    scansInReview: scans.filter((s) => s.scan.flag === scanFlag.inReview).length,
    scans: scans.map((s) => {
      const holder = s.scan.productUnitsId !== null ? holderOf.get(s.scan.productUnitsId) : undefined;
      return {
        uuid: s.scan.uuid,
        serialNumber: s.scan.serialNumber,
        name: s.name,
        productGroup: s.productGroup,
        flag: s.scan.flag,
        reason: s.scan.reason ?? null,
        basePoints: s.scan.basePoints,
        createdAt: s.scan.createdAt,
        claimedBy: holder && holder.scanId !== s.scan.id ? { companiesId: holder.companiesId, scannedAt: holder.createdAt } : null,
      };
    }),
    history: {
      projectsClosed: pc(projectStatus.closed),
      projectsLost: pc(projectStatus.lost),
      projectsInReview: pc(projectStatus.inReview),
      scansTotal: scanCounts.reduce((s, c) => s + c.n, 0),
      scansFlagged: sc(scanFlag.inReview),
      scansRejected: sc(scanFlag.rejected),
    },
    serialHolders,
  };
}

export interface DecisionOutcome {
  status: number;
  points: number;
  companyId: number;
  before: { status: number; scans: { uuid: string; flag: number }[] };
  after: { status: number; scans: { uuid: string; flag: number }[]; credited: number };
}

/** The company's scope for crediting: the project's author, or an active owner when the author is gone. */
async function companyScope(tx: Tx, project: ProjectRow): Promise<ProjectScope> {
  let member = project.usersId !== null ? await findMember(tx, { userId: project.usersId }) : null;
  if (!member) {
    const [owner] = await activeOwners(tx, project.companiesId);
    member = owner ? await findMember(tx, { userId: owner.id }) : null;
  }
  if (!member) throw new ConflictError('The company of this project has no active user to credit.');
  return {
    companyId: project.companiesId,
    userId: member.user.id,
    role: member.user.role,
    regionsId: member.company.regionsId,
    isDecor: member.company.isDecor,
    languagesId: member.user.languagesId,
  };
}

/**
 * POST /admin/api/projects/{uuid}/decision. Only a project in review (5); every scan still in review (flag 2) must be
 * decided before closing. Accepting a scan claims its unit (a serial another scan earns → 409); rejecting frees a unit
 * it held. Closing credits the accepted units with `projectPoints` and the ledger keys of the survey
 * (`project:<uuid>`, `project:<uuid>:tier`), so a repeated decision never credits twice. The installer is notified.
 */
export async function decideReview(ctx: ProjectsCtx, input: { uuid: string; body: DecisionBody }): Promise<DecisionOutcome> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const [project] = await tx.select().from(projectsTable).where(eq(projectsTable.uuid, input.uuid)).for('update');
    if (!project) throw new NotFoundError();
    if (project.status !== projectStatus.inReview)
      throw new ConflictError('Only a project in review can be decided.', ['staff.review.notInReview']);
    const scope = await companyScope(tx, project);
    const rows = await tx.select().from(scansTable).where(eq(scansTable.projectsId, project.id)).orderBy(asc(scansTable.id));
    const before = { status: project.status, scans: rows.map((s) => ({ uuid: s.uuid, flag: s.flag })) };
    const decisions = new Map((input.body.scans ?? []).map((d) => [d.uuid, d.flag]));
    for (const uuid of decisions.keys())
      if (!rows.some((s) => s.uuid === uuid))
        throw new BadRequestError('A decided scan is not a scan of this project.', ['staff.review.unknownScan']);

    let inProgDelta = 0;
    for (const scan of rows) {
      const flag = decisions.get(scan.uuid);
      if (flag === undefined || flag === scan.flag) continue;
      if (flag === scanFlag.ok) {
        if (scan.productUnitsId !== null && !(await claimUnit(tx, scan.productUnitsId, scan.id))) {
          const [unit] = await tx.select().from(productUnitsTable).where(eq(productUnitsTable.id, scan.productUnitsId));
          if (unit?.claimedScanId !== scan.id)
            throw new ConflictError(`Serial ${scan.serialNumber} already earned on another scan; it cannot be accepted.`, [
              'staff.review.serialTaken',
            ]);
        }
        if (scan.flag !== scanFlag.ok) inProgDelta += scan.basePoints;
      } else {
        if (scan.productUnitsId !== null) await releaseUnit(tx, scan.productUnitsId, scan.id);
        if (scan.flag === scanFlag.ok) inProgDelta -= scan.basePoints;
      }
      await tx.update(scansTable).set({ flag }).where(eq(scansTable.id, scan.id));
    }
    if (inProgDelta !== 0) await changeStats(tx, project.companiesId, { pointsInProg: inProgDelta });

    const decided = await scansOf(tx, scope, [project.id]);
    const after = decided.map((s) => ({ uuid: s.scan.uuid, flag: s.scan.flag }));
    const earning = decided.filter((s) => s.scan.flag === scanFlag.ok);
    const earningBase = earning.reduce((s, e) => s + e.scan.basePoints, 0);
    const user = { id: scope.userId, companiesId: scope.companyId, languagesId: scope.languagesId };
    const values = { name: project.name, street: project.streetName };

    if (input.body.status === projectStatus.lost) {
      await tx.update(projectsTable).set({ status: projectStatus.lost }).where(eq(projectsTable.id, project.id));
      await changeStats(tx, project.companiesId, {
        projectsInProg: -1,
        projectsLost: 1,
        pointsInProg: -earningBase,
        pointsLost: earningBase,
      });
      await notify(tx, {
        user,
        type: 'warning',
        kind: 'project_lost',
        messageKey: 'projects.notification.reviewLost',
        values,
        link: `/projects/${project.uuid}`,
      });
      return {
        status: projectStatus.lost,
        points: 0,
        companyId: project.companiesId,
        before,
        after: { status: projectStatus.lost, scans: after, credited: 0 },
      };
    }

    if (decided.some((s) => s.scan.flag === scanFlag.inReview))
      throw new BadRequestError('Accept or reject every scan in review before closing the project.', ['staff.review.undecided']);
    const year = await lockYear(tx, scope, now.getUTCFullYear());
    const context = await pointsContext(tx, scope, now, year.units);
    const points = projectPoints({
      units: decided.map((s) => ({ key: s.scan.uuid, flag: s.scan.flag, base: s.scan.basePoints })),
      brackets: context.brackets,
      unitsThisYear: context.unitsThisYear,
      surveyBehaviours: context.surveyBehaviours,
      closeBehaviours: context.closeBehaviours,
      surveyDone: project.survey !== null,
    });
    const link = { userId: scope.userId, projectId: project.id, projectUuid: project.uuid, now };
    let credited = project.creditedPoints;
    for (const b of points.behaviours)
      credited += await award(tx, scope, {
        regionsId: scope.regionsId,
        slug: b.slug,
        projectId: project.id,
        projectUuid: project.uuid,
        now,
      });
    let earned = 0;
    if (points.base > 0) {
      await credit(tx, {
        companyId: scope.companyId,
        amount: points.base,
        kind: 'project',
        idempotencyKey: `project:${project.uuid}`,
        ...link,
      });
      earned += points.base;
    }
    if (points.tierBonus > 0) {
      await credit(tx, {
        companyId: scope.companyId,
        amount: points.tierBonus,
        kind: 'tier_bonus',
        idempotencyKey: `project:${project.uuid}:tier`,
        ...link,
      });
      earned += points.tierBonus;
    }
    credited += earned;
    await addToYear(tx, scope, year.year, { units: earning.length });
    await changeStats(tx, project.companiesId, {
      projectsInProg: -1,
      projectsCompleted: 1,
      pointsInProg: -earningBase,
      scansCompleted: earning.length,
    });
    await tx
      .update(projectsTable)
      .set({ status: projectStatus.closed, creditedPoints: credited, closedAt: now, lastActivityAt: now })
      .where(eq(projectsTable.id, project.id));
    // Each accepted unit keeps what it earned, as when a survey closes a project, and the CRM hears of the closing.
    for (const u of points.units)
      if (u.points > 0)
        await tx
          .update(scansTable)
          .set({ earnedPoints: u.points })
          .where(and(eq(scansTable.uuid, u.key), eq(scansTable.companiesId, project.companiesId)));
    await recordEvent(tx, { type: 'project.closed', data: await integrationProject(tx, project.id), now });
    await notify(tx, {
      user,
      type: 'info',
      kind: 'project_closed',
      messageKey: 'projects.notification.reviewClosed',
      values: { ...values, points: credited - project.creditedPoints },
      link: `/projects/${project.uuid}`,
    });
    return {
      status: projectStatus.closed,
      points: credited - project.creditedPoints,
      companyId: project.companiesId,
      before,
      after: { status: projectStatus.closed, scans: after, credited: credited - project.creditedPoints },
    };
  });
}
