// Reads of the points ledger. Each answers from the account row and indexes, never by scanning a company's history.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CompanyPointsSummary, PointsHistory } from '@club/contract/points';
import { pageMeta } from '@club/contract/common';
import type { Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../lib/prepared.ts';
import type { Scope } from '../../lib/scope.ts';
import { t } from '../../lib/i18n.ts';
import { projectCounters, projectCountersSql } from '../projects/service.ts';
import { yearScansSql } from '../tiers/service.ts';
import { pointAccountsTable, pointEntriesTable, pointLotsTable, pointReservationsTable } from './tables.ts';

/** The end of the current calendar year (UTC): lots due by then are the summary's `to_expire`. */
export function yearEnd(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1));
}

/**
 * The company summary. `to_expire` is what is unspent in lots due by the end of the current year (including lots
 * already due that the job has not reached yet): an indexed sum over the company's few open lots.
 * The projects module adds its own counters (projects, scans, points.in_prog and points.lost): see the summary route.
 */
export async function pointsSummary(db: Tx, scope: Pick<Scope, 'companyId'>, now: Date): Promise<CompanyPointsSummary> {
  const { companyId } = scope;
  const [row] = await prepared(db).summary.execute({ companyId, yearEnd: yearEnd(now).toISOString() });
  return {
    company_points: row?.balance ?? 0,
    points: { completed: row?.projectPoints ?? 0, in_prog: 0, lost: 0, to_expire: Number(row?.toExpire ?? 0) },
    projects: { completed: 0, in_prog: 0, lost: 0 },
    scans: { current_year: 0, completed: 0 },
  };
}

/**
 * GET /v1/company/points/{uuid}'s whole answer in one prepared statement (decision 0105): the account row, the indexed
 * sum of the open lots due by the end of the year, and — as scalar subqueries the projects and tiers modules provide —
 * the project counters and this year's scans. Every part reads one company's row(s) by key, so the cost does not grow
 * with the ledger, the projects or the scans. (It used to be four statements in three round trips, three of them
 * built and planned on every request.)
 */
export async function companySummary(db: Tx, scope: Pick<Scope, 'companyId'>, now: Date): Promise<CompanyPointsSummary> {
  const [row] = await prepared(db).companySummary.execute({
    companyId: scope.companyId,
    yearEnd: yearEnd(now).toISOString(),
    year: now.getUTCFullYear(),
  });
  const projects = projectCounters(row?.projects);
  return {
    company_points: row?.balance ?? 0,
    points: {
      completed: row?.projectPoints ?? 0,
      in_prog: projects.points.in_prog,
      lost: projects.points.lost,
      to_expire: Number(row?.toExpire ?? 0),
    },
    projects: projects.projects,
    scans: { current_year: Number(row?.yearScans ?? 0), completed: projects.scansCompleted },
  };
}

/** The hot reads, built once per database handle (building a query costs more CPU than PostgreSQL answering it). */
function prepare(db: Tx) {
  const companyId = sql.placeholder('companyId');
  const openLotsDue = sql<string | number>`(select coalesce(sum(${pointLotsTable.remaining}), 0) from ${pointLotsTable}
          where ${pointLotsTable.companiesId} = ${companyId} and ${pointLotsTable.remaining} > 0
          and ${pointLotsTable.expiresAt} <= ${sql.placeholder('yearEnd')}::timestamptz)`;
  return {
    companySummary: db
      .select({
        balance: pointAccountsTable.balance,
        projectPoints: pointAccountsTable.projectPoints,
        toExpire: openLotsDue,
        projects: projectCountersSql(companyId),
        yearScans: yearScansSql(companyId, sql`${sql.placeholder('year')}::int`),
      })
      .from(sql`(select 1) as one`)
      .leftJoin(pointAccountsTable, eq(pointAccountsTable.companiesId, companyId))
      .prepare('points_company_summary'),
    // One round trip: the account row and the indexed sum of the company's open lots due this year.
    summary: db
      .select({
        balance: pointAccountsTable.balance,
        projectPoints: pointAccountsTable.projectPoints,
        toExpire: openLotsDue,
      })
      .from(sql`(select 1) as one`)
      .leftJoin(pointAccountsTable, eq(pointAccountsTable.companiesId, companyId))
      .prepare('points_summary'),
    // The total rides along with the rows (the account's entry counter, not a count(*)).
    history: db
      .select({
        uuid: pointEntriesTable.uuid,
        kind: pointEntriesTable.kind,
        variation: pointEntriesTable.variation,
        points: pointEntriesTable.points,
        createdAt: pointEntriesTable.createdAt,
        orderNumber: pointEntriesTable.orderNumber,
        projectId: pointEntriesTable.projectId,
        projectUuid: pointEntriesTable.projectUuid,
        total: sql<number>`(select ${pointAccountsTable.entries} from ${pointAccountsTable} where ${pointAccountsTable.companiesId} = ${companyId})`,
      })
      .from(pointEntriesTable)
      .where(eq(pointEntriesTable.companiesId, companyId))
      .orderBy(desc(pointEntriesTable.createdAt), desc(pointEntriesTable.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('points_history'),
  };
}
const prepared = preparedPerDb(prepare);

/** Event names are formatted once per language and kind (ICU formatting per row would dominate the page's cost). */
const eventNames = new Map<string, string>();
function eventName(language: string, kind: string): string {
  const key = `${language}:${kind}`;
  let name = eventNames.get(key);
  if (name === undefined) {
    name = t(language, `points.event.${kind}`);
    eventNames.set(key, name);
  }
  return name;
}

/** One page of the company's history, newest first; the total comes from the account's entry counter. */
export async function pointsHistory(
  db: Tx,
  scope: Pick<Scope, 'companyId'>,
  input: { language: string; page: number; limit: number },
): Promise<PointsHistory> {
  const { companyId } = scope;
  const { language, page, limit } = input;
  const rows = await prepared(db).history.execute({ companyId, limit, offset: (page - 1) * limit });
  // The total rides along with the rows; only a page past the end needs a second look.
  let count = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0]) {
    const [account] = await db
      .select({ entries: pointAccountsTable.entries })
      .from(pointAccountsTable)
      .where(eq(pointAccountsTable.companiesId, companyId));
    count = account?.entries ?? 0;
  }
  return {
    data: rows.map((r) => ({
      uuid: r.uuid,
      event: eventName(language, r.kind),
      variation: r.variation,
      points: r.points,
      created_at: r.createdAt.toISOString(),
      options: {
        order: r.orderNumber !== null ? { order_number: r.orderNumber } : null,
        project: r.projectUuid !== null && r.projectId !== null ? { uuid: r.projectUuid, id: r.projectId } : null,
      },
    })),
    meta: pageMeta(page, limit, count),
  };
}

export interface LedgerState {
  balance: number;
  reserved: number;
  entries: number;
  /** Computed the slow way, for audits and tests: these must equal the counters above. */
  sumOfEntries: number;
  countOfEntries: number;
  sumOfRemainingLots: number;
  sumOfHeldReservations: number;
}

/** The account's counters beside the same numbers recomputed from the rows (an audit; scans the company's rows). */
export async function ledgerState(db: Tx, companyId: number): Promise<LedgerState> {
  const [[account], [entries], [lots], [held]] = await Promise.all([
    db.select().from(pointAccountsTable).where(eq(pointAccountsTable.companiesId, companyId)),
    db
      .select({ sum: sql<string | number | null>`sum(${pointEntriesTable.amount})`, count: sql<string | number>`count(*)` })
      .from(pointEntriesTable)
      .where(eq(pointEntriesTable.companiesId, companyId)),
    db
      .select({ sum: sql<string | number | null>`sum(${pointLotsTable.remaining})` })
      .from(pointLotsTable)
      .where(eq(pointLotsTable.companiesId, companyId)),
    db
      .select({ sum: sql<string | number | null>`sum(${pointReservationsTable.amount})` })
      .from(pointReservationsTable)
      .where(and(eq(pointReservationsTable.companiesId, companyId), eq(pointReservationsTable.status, 'held'))),
  ]);
  return {
    balance: account?.balance ?? 0,
    reserved: account?.reserved ?? 0,
    entries: account?.entries ?? 0,
    sumOfEntries: Number(entries?.sum ?? 0),
    countOfEntries: Number(entries?.count ?? 0),
    sumOfRemainingLots: Number(lots?.sum ?? 0),
    sumOfHeldReservations: Number(held?.sum ?? 0),
  };
}

/** Spendable balances of several companies (the staff console's company list); a company with no account has 0. */
export async function balancesOf(db: Tx, companyIds: number[]): Promise<Map<number, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: pointAccountsTable.companiesId, balance: pointAccountsTable.balance })
    .from(pointAccountsTable)
    .where(sql`${pointAccountsTable.companiesId} in ${companyIds}`);
  return new Map(rows.map((r) => [r.id, r.balance]));
}
