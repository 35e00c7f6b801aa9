// The tiers module's public surface: the region's tier definitions (from the config module) and a company's years in
// them. The year row is the lock that serialises a company's project closings, so the running numbers of units in the
// year (which decide each unit's bracket) never overlap (decision 0031).
import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isDecor } from '@club/contract/constants';
import { bracketFor, type TierDefinition, type TierHistoryItem } from '@club/contract/tiers';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { regionTierBracketsSql, regionTiers } from '../config/service.ts';
import { companyTierYearsTable } from './tables.ts';

/** The tier category whose brackets give the per-unit bonus. */
export const unitTierCategory = 1;

export type Bracket = { level: number; from: number; to: number; points: number };

/** Next 1 January 00:00 UTC: when every company's tier count starts again. */
export function resetAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1));
}

/** Who asks, with what decides whether tiers apply: decor companies and decor roles have none. */
export interface TierCaller {
  regionsId: number;
  isDecor: boolean;
}
const noTiers = (scope: Scope, caller: TierCaller) => caller.isDecor || isDecor(scope.role);

/** GET /v2/tiers: the region's tier definitions (none for decor callers). */
export async function listTiers(ctx: Ctx, scope: Scope, input: { caller: TierCaller; regionId: number }): Promise<TierDefinition[]> {
  if (noTiers(scope, input.caller)) return [];
  const rows = await regionTiers(ctx.db, input.regionId);
  const reset = resetAt(ctx.now()).toISOString();
  return rows.map((t) => ({
    id: t.id,
    tier_category: t.tierCategory,
    brackets: [...t.brackets].sort((a, b) => a.level - b.level),
    reset_at: reset,
  }));
}

/** The unit tier's brackets of the region, lowest first; null when the region has none. */
export async function unitBrackets(db: Tx, regionId: number): Promise<Bracket[] | null> {
  const row = (await regionTiers(db, regionId)).find((t) => t.tierCategory === unitTierCategory);
  return row ? [...row.brackets].sort((a, b) => a.level - b.level) : null;
}

type YearRow = typeof companyTierYearsTable.$inferSelect;

/** The company's row for `year`, created when missing and locked until the transaction ends. */
export async function lockYear(tx: Tx, scope: Scope, year: number): Promise<YearRow> {
  await tx.insert(companyTierYearsTable).values({ companiesId: scope.companyId, year }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(companyTierYearsTable)
    .where(and(eq(companyTierYearsTable.companiesId, scope.companyId), eq(companyTierYearsTable.year, year)))
    .for('update');
  if (!row) throw new Error('tier year row missing after insert');
  return row;
}

/** Adds to the company's counts of `year` (creating the row), in the caller's transaction. */
export async function addToYear(tx: Tx, scope: Scope, year: number, change: { units?: number; scans?: number }): Promise<void> {
  const t = companyTierYearsTable;
  const add = () =>
    tx
      .update(t)
      .set({ units: sql`${t.units} + ${change.units ?? 0}`, scans: sql`${t.scans} + ${change.scans ?? 0}` })
      .where(and(eq(t.companiesId, scope.companyId), eq(t.year, year)))
      .returning({ year: t.year });
  // Update first (the year's row exists after its first change: one statement); without a row, insert it, then update.
  // Not an upsert: PostgreSQL checks the proposed row's CHECKs before it sees the conflict, so a negative change could
  // never go through one.
  if ((await add()).length > 0) return;
  await tx.insert(t).values({ companiesId: scope.companyId, year }).onConflictDoNothing();
  await add();
}

/**
 * The company's scans added in `year`, as a scalar subquery for another module's one-statement read (the points
 * summary, decision 0105): null when the company has no row for the year.
 */
export function yearScansSql(companyId: SQLWrapper, year: SQLWrapper): SQL<number | null> {
  const t = companyTierYearsTable;
  return sql<number | null>`(select ${t.scans} from ${t} where ${t.companiesId} = ${companyId} and ${t.year} = ${year})`;
}

/** The company's units counted in `year` as a scalar subquery (null without a row), like `yearScansSql`. */
export function yearUnitsSql(companyId: SQLWrapper, year: SQLWrapper): SQL<number | null> {
  const t = companyTierYearsTable;
  return sql<number | null>`(select ${t.units} from ${t} where ${t.companiesId} = ${companyId} and ${t.year} = ${year})`;
}

/** The region's unit-tier brackets as a scalar subquery; read it with `bracketsFromSql` (decision 0140). */
export function unitBracketsSql(regionId: SQLWrapper): SQL<Bracket[] | null> {
  return regionTierBracketsSql(regionId, unitTierCategory);
}

/** What `unitBracketsSql` answered, as `tierContext` gives it: lowest first, null when tiers do not apply to the caller. */
export function bracketsFromSql(brackets: Bracket[] | null, scope: Scope, caller: TierCaller): Bracket[] | null {
  if (noTiers(scope, caller) || !brackets) return null;
  return [...brackets].sort((a, b) => a.level - b.level);
}

export async function yearCounts(db: Tx, scope: Scope, year: number): Promise<{ units: number; scans: number }> {
  const [row] = await db
    .select({ units: companyTierYearsTable.units, scans: companyTierYearsTable.scans })
    .from(companyTierYearsTable)
    .where(and(eq(companyTierYearsTable.companiesId, scope.companyId), eq(companyTierYearsTable.year, year)));
  return { units: row?.units ?? 0, scans: row?.scans ?? 0 };
}

/** What computing a project's tier bonus needs: the brackets (null when tiers do not apply) and this year's count. */
export async function tierContext(
  db: Tx,
  scope: Scope,
  caller: TierCaller,
  year: number,
): Promise<{ brackets: Bracket[] | null; units: number }> {
  const [brackets, counts] = await Promise.all([
    noTiers(scope, caller) ? null : unitBrackets(db, caller.regionsId),
    yearCounts(db, scope, year),
  ]);
  return { brackets, units: counts.units };
}

/**
 * GET /v2/tiers/history: one item per year the caller's company counted units in, newest first; the current year is
 * always there. Another company's id is not found; decor callers have none.
 */
export async function tierHistory(ctx: Ctx, scope: Scope, input: { caller: TierCaller; companyId: number }): Promise<TierHistoryItem[]> {
  if (input.companyId !== scope.companyId) throw new NotFoundError();
  if (noTiers(scope, input.caller)) return [];
  const [definitions, years] = await Promise.all([
    regionTiers(ctx.db, input.caller.regionsId),
    ctx.db
      .select()
      .from(companyTierYearsTable)
      .where(eq(companyTierYearsTable.companiesId, scope.companyId))
      .orderBy(desc(companyTierYearsTable.year)),
  ]);
  const definition = definitions.find((d) => d.tierCategory === unitTierCategory);
  if (!definition) return [];
  const brackets = [...definition.brackets].sort((a, b) => a.level - b.level);
  const current = ctx.now().getUTCFullYear();
  const rows = years.some((y) => y.year === current) ? years : [{ year: current, units: 0 }, ...years];
  return rows.flatMap((y) => {
    const bracket = bracketFor(brackets, y.units);
    if (!bracket) return [];
    const next = brackets.find((b) => b.level > bracket.level);
    return [
      {
        id: y.year,
        year: y.year,
        tier_definition: { id: definition.id, tier_category: definition.tierCategory },
        tier_bracket: { level: bracket.level, from: bracket.from, to: bracket.to, points: bracket.points },
        progress: y.units,
        next_bracket_points: next?.points ?? null,
        next_bracket_from: next?.from ?? null,
      },
    ];
  });
}
