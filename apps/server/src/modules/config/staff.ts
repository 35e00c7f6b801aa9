// Staff edits of a region's reference data (issue 16, regional settings): the switches in the settings document and
// the behaviours' bonus points. The config module owns these tables; the staff console reaches them through
// service.ts, which clears the public configuration's in-memory copies once the change is committed.
import { and, eq } from 'drizzle-orm';
import type { RegionalSettings } from '@club/contract/config';
import type { Tx } from '../../db/client.ts';
import { behavioursTable, regionalSettingsTable, tiersTable } from '../reference/tables.ts';

export async function regionBehaviourUuids(db: Tx, regionId: number): Promise<Set<string>> {
  const rows = await db.select({ uuid: behavioursTable.uuid }).from(behavioursTable).where(eq(behavioursTable.regionsId, regionId));
  return new Set(rows.map((r) => r.uuid));
}

/** Merges `flags` into the region's settings document (row locked); false when the region has no settings. */
export async function updateRegionFlags(db: Tx, regionId: number, flags: Partial<RegionalSettings['flags']>, now: Date): Promise<boolean> {
  const [row] = await db.select().from(regionalSettingsTable).where(eq(regionalSettingsTable.regionsId, regionId)).for('update');
  if (!row) return false;
  await db
    .update(regionalSettingsTable)
    .set({ settings: { ...row.settings, flags: { ...row.settings.flags, ...flags } }, updatedAt: now })
    .where(eq(regionalSettingsTable.regionsId, regionId));
  return true;
}

export async function updateBehaviourPoints(db: Tx, regionId: number, uuid: string, points: number): Promise<void> {
  await db
    .update(behavioursTable)
    .set({ points })
    .where(and(eq(behavioursTable.uuid, uuid), eq(behavioursTable.regionsId, regionId)));
}

export type TierBracketRow = (typeof tiersTable.$inferSelect)['brackets'][number];

/** The region's tier definition of one category, row locked until the transaction ends; null when it has none. */
export async function lockTier(db: Tx, regionId: number, category: number): Promise<{ id: number; brackets: TierBracketRow[] } | null> {
  const [row] = await db
    .select({ id: tiersTable.id, brackets: tiersTable.brackets })
    .from(tiersTable)
    .where(and(eq(tiersTable.regionsId, regionId), eq(tiersTable.tierCategory, category)))
    .for('update');
  return row ?? null;
}

/** Replaces a tier definition's brackets (checked by the caller: contiguous from 0, ascending, points ≥ 0). */
export async function setTierBrackets(db: Tx, tierId: number, brackets: TierBracketRow[]): Promise<void> {
  await db.update(tiersTable).set({ brackets }).where(eq(tiersTable.id, tierId));
}
