// Reads and writes of product units. Units are the maker's catalogue, not company data: any company may scan any unit;
// which company earns it is decided by the claim (see tables.ts).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { UnitInput } from './catalogue.ts';
import { productUnitsTable } from './tables.ts';

export type ProductUnit = typeof productUnitsTable.$inferSelect;

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
