// The region's tier definitions and a company's years in them. The year row is the lock that serialises a company's
// project closings, so the running numbers of units in the year (which decide each unit's bracket) never overlap.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { TierDefinition, TierHistoryItem } from '@club/contract/tiers';
import { bracketFor } from '@club/contract/tiers';
import type { Tx } from '../../db/client.ts';
import { tiersTable } from '../reference/tables.ts';
import { companyTierYearsTable } from './tables.ts';

/** The tier category whose brackets give the per-unit bonus. */
export const unitTierCategory = 1;

/** Next 1 January 00:00 UTC: when every company's tier count starts again. */
export function resetAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1));
}

export async function tierDefinitions(db: Tx, regionId: number, now: Date): Promise<TierDefinition[]> {
  const rows = await db.select().from(tiersTable).where(eq(tiersTable.regionsId, regionId)).orderBy(asc(tiersTable.tierCategory));
  return rows.map((t) => ({
    id: t.id,
    tier_category: t.tierCategory,
    brackets: [...t.brackets].sort((a, b) => a.level - b.level),
    reset_at: resetAt(now).toISOString(),
  }));
}

/** The brackets of the region's unit tier; null when the region has none. */
export async function unitBrackets(db: Tx, regionId: number) {
  const [row] = await db
    .select({ brackets: tiersTable.brackets })
    .from(tiersTable)
    .where(and(eq(tiersTable.regionsId, regionId), eq(tiersTable.tierCategory, unitTierCategory)));
  return row ? [...row.brackets].sort((a, b) => a.level - b.level) : null;
}

type YearRow = typeof companyTierYearsTable.$inferSelect;

/** The company's row for `year`, created when missing and locked until the transaction ends. */
export async function lockYear(tx: Tx, companyId: number, year: number): Promise<YearRow> {
  await tx.insert(companyTierYearsTable).values({ companiesId: companyId, year }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(companyTierYearsTable)
    .where(and(eq(companyTierYearsTable.companiesId, companyId), eq(companyTierYearsTable.year, year)))
    .for('update');
  if (!row) throw new Error('tier year row missing after insert');
  return row;
}

/** Adds to the company's counts of `year` (creating the row), in the caller's transaction. */
export async function addToYear(tx: Tx, companyId: number, year: number, change: { units?: number; scans?: number }): Promise<void> {
  // Insert-then-update: a negative change would fail an upsert's CHECK on the proposed row (see projects/queries.ts).
  await tx.insert(companyTierYearsTable).values({ companiesId: companyId, year }).onConflictDoNothing();
  await tx
    .update(companyTierYearsTable)
    .set({
      units: sql`${companyTierYearsTable.units} + ${change.units ?? 0}`,
      scans: sql`${companyTierYearsTable.scans} + ${change.scans ?? 0}`,
    })
    .where(and(eq(companyTierYearsTable.companiesId, companyId), eq(companyTierYearsTable.year, year)));
}

export async function yearCounts(db: Tx, companyId: number, year: number): Promise<{ units: number; scans: number }> {
  const [row] = await db
    .select({ units: companyTierYearsTable.units, scans: companyTierYearsTable.scans })
    .from(companyTierYearsTable)
    .where(and(eq(companyTierYearsTable.companiesId, companyId), eq(companyTierYearsTable.year, year)));
  return { units: row?.units ?? 0, scans: row?.scans ?? 0 };
}

/** One item per year the company counted units in, newest first; the current year is always there. */
export async function tierHistory(db: Tx, company: { id: number; regionsId: number }, now: Date): Promise<TierHistoryItem[]> {
  const [definitions, years] = await Promise.all([
    db
      .select()
      .from(tiersTable)
      .where(and(eq(tiersTable.regionsId, company.regionsId), eq(tiersTable.tierCategory, unitTierCategory))),
    db
      .select()
      .from(companyTierYearsTable)
      .where(eq(companyTierYearsTable.companiesId, company.id))
      .orderBy(desc(companyTierYearsTable.year)),
  ]);
  const definition = definitions[0];
  if (!definition) return [];
  const brackets = [...definition.brackets].sort((a, b) => a.level - b.level);
  const current = now.getUTCFullYear();
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
