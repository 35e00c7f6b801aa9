// Reads of reference data for the config endpoints.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { basePointsTable, behavioursTable, regionalSettingsTable, regionsTable, tiersTable, languagesTable } from '../reference/tables.ts';
import type { RegionalSettings } from '@club/contract/config';

export async function listRegionalSettings(db: Tx): Promise<RegionalSettings[]> {
  const rows = await db.select().from(regionalSettingsTable).orderBy(asc(regionalSettingsTable.regionsId));
  return rows.map((r) => ({ region_id: r.regionsId, ...r.settings }));
}

export async function regionalSettings(db: Tx, regionId: number): Promise<RegionalSettings | null> {
  const [row] = await db.select().from(regionalSettingsTable).where(eq(regionalSettingsTable.regionsId, regionId));
  return row ? { region_id: row.regionsId, ...row.settings } : null;
}

export async function listRegions(db: Tx) {
  const rows = await db
    .select({ region: regionsTable, language: languagesTable.code })
    .from(regionsTable)
    .innerJoin(languagesTable, eq(languagesTable.id, regionsTable.languagesId))
    .orderBy(asc(regionsTable.id));
  const welcome = await db.select().from(behavioursTable).where(eq(behavioursTable.slug, 'welcome-points'));
  return rows.map(({ region, language }) => ({
    id: region.id,
    code: region.code,
    slug: region.slug,
    name: region.name,
    calling_code: region.callingCode,
    language,
    currency: region.currency,
    welcome_points: welcome.find((w) => w.regionsId === region.id)?.points ?? 0,
  }));
}

export async function listLanguages(db: Tx) {
  return db.select().from(languagesTable).orderBy(asc(languagesTable.id));
}

export async function regionConfig(db: Tx, regionId: number) {
  const [behaviours, tiers, base] = await Promise.all([
    db.select().from(behavioursTable).where(eq(behavioursTable.regionsId, regionId)),
    db.select().from(tiersTable).where(eq(tiersTable.regionsId, regionId)),
    db.select().from(basePointsTable).where(eq(basePointsTable.regionsId, regionId)).orderBy(asc(basePointsTable.position)),
  ]);
  return {
    behaviours: behaviours.map((b) => ({
      uuid: b.uuid,
      slug: b.slug,
      region_id: b.regionsId,
      name: b.name,
      description: b.description,
      icon: b.icon,
      points: b.points,
    })),
    tiers: tiers.map((t) => ({
      id: t.id,
      tier_category: t.tierCategory,
      region_id: t.regionsId,
      brackets: t.brackets,
      reset_at: `${new Date().getUTCFullYear() + 1}-01-01T00:00:00.000Z`,
    })),
    base_points: base.map((b) => ({
      region_id: b.regionsId,
      product_group: b.productGroup,
      points: b.points,
      show_for_decor: b.showForDecor,
    })),
  };
}

/** The region's welcome points (behaviour slug `welcome-points`); 0 when the region has none. */
export async function welcomePoints(db: Tx, regionId: number): Promise<number> {
  const [row] = await db
    .select({ points: behavioursTable.points })
    .from(behavioursTable)
    .where(and(eq(behavioursTable.regionsId, regionId), eq(behavioursTable.slug, 'welcome-points')))
    .limit(1);
  return row?.points ?? 0;
}

/** Only the region's `flags.points_expiry_years` (the settings document is large; the ledger reads this per credit). */
export async function expiryYearsFlag(db: Tx, regionId: number): Promise<number | null> {
  const [row] = await db
    .select({ years: sql<number | null>`(${regionalSettingsTable.settings} -> 'flags' ->> 'points_expiry_years')::int` })
    .from(regionalSettingsTable)
    .where(eq(regionalSettingsTable.regionsId, regionId));
  return row?.years ?? null;
}
