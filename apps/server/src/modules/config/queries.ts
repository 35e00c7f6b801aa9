// Reads of reference data for the config endpoints.
import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { basePointsTable, behavioursTable, regionalSettingsTable, regionsTable, tiersTable, languagesTable } from '../reference/tables.ts';
import type { RegionalSettings, Translated } from '@club/contract/config';
import { formatPhone } from '@club/contract/phone-display';

/**
 * A region's settings as the portal shows them: the footer's support phones grouped the way the region writes them
 * (`+359 80 010 0200`), here rather than in the browser, whose first load would otherwise fetch the grouping rules
 * (libphonenumber, ~29 kB gzip) for one line of the footer (issue 10).
 */
function shown(row: typeof regionalSettingsTable.$inferSelect): RegionalSettings {
  const { footer } = row.settings;
  const phone = (f: typeof footer.standard) => ({ ...f, support_phone: formatPhone(f.support_phone, row.regionsId) });
  return { region_id: row.regionsId, ...row.settings, footer: { standard: phone(footer.standard), decor: phone(footer.decor) } };
}

export async function listRegionalSettings(db: Tx): Promise<RegionalSettings[]> {
  const rows = await db.select().from(regionalSettingsTable).orderBy(asc(regionalSettingsTable.regionsId));
  return rows.map(shown);
}

export async function regionalSettings(db: Tx, regionId: number): Promise<RegionalSettings | null> {
  const [row] = await db.select().from(regionalSettingsTable).where(eq(regionalSettingsTable.regionsId, regionId));
  return row ? shown(row) : null;
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

/** The region's base points for one product group; null when the region's table does not list it. */
export async function regionBasePoints(db: Tx, regionId: number, group: string): Promise<number | null> {
  const [row] = await db
    .select({ points: basePointsTable.points })
    .from(basePointsTable)
    .where(and(eq(basePointsTable.regionsId, regionId), eq(basePointsTable.productGroup, group)));
  return row?.points ?? null;
}

/** The region's tier definitions, by category. */
export async function regionTiers(db: Tx, regionId: number) {
  return db.select().from(tiersTable).where(eq(tiersTable.regionsId, regionId)).orderBy(asc(tiersTable.tierCategory));
}

/** The region's behaviours (all, or those with the given slugs), by slug. */
export async function regionBehaviours(db: Tx, regionId: number, slugs?: readonly string[]) {
  return db
    .select()
    .from(behavioursTable)
    .where(and(eq(behavioursTable.regionsId, regionId), slugs ? inArray(behavioursTable.slug, [...slugs]) : undefined))
    .orderBy(asc(behavioursTable.slug));
}

/**
 * The brackets of the region's tier of `category` as a scalar subquery, for another module's one-statement read
 * (decision 0140): null when the region has no such tier.
 */
export function regionTierBracketsSql(
  regionId: SQLWrapper,
  category: number,
): SQL<{ level: number; from: number; to: number; points: number }[] | null> {
  const t = tiersTable;
  return sql`(select ${t.brackets} from ${t} where ${t.regionsId} = ${regionId} and ${t.tierCategory} = ${category})`;
}

/**
 * The region's behaviours among `slugs` worth points, as a scalar subquery of `[slug, name, points]` triples (null when
 * none), for another module's one-statement read (decision 0140). `excluded` filters out the slugs a caller has earned.
 */
export function regionBehavioursSql(
  regionId: SQLWrapper,
  slugs: readonly string[],
  excluded: (slug: SQLWrapper) => SQL,
): SQL<[string, Translated, number][] | null> {
  const b = behavioursTable;
  return sql`(select json_agg(json_build_array(${b.slug}, ${b.name}, ${b.points})) from ${b}
    where ${b.regionsId} = ${regionId} and ${inArray(b.slug, [...slugs])} and ${b.points} > 0 and not ${excluded(b.slug)})`;
}
