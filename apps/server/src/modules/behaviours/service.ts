// The behaviours module's public surface: bonuses a company earns once for doing something (decision 0032). `award` is
// the only writer: it records the behaviour for the company (the primary key makes it once) and credits the ledger in
// the caller's transaction. The behaviours themselves are reference data of the config module.
import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Translated } from '@club/contract/config';
import { behaviourSlugs, type BehaviourItem } from '@club/contract/behaviours';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import type { Scope } from '../../lib/scope.ts';
import { regionBehaviours, regionBehavioursSql } from '../config/service.ts';
import { credit } from '../points/service.ts';
import { companyBehavioursTable } from './tables.ts';

export interface PendingBehaviour {
  slug: string;
  name: string;
  points: number;
}

export function translatedText(text: Translated, language: string): string {
  return text[language] ?? text.en;
}

/** The region's behaviours among `slugs` that the company has not earned yet and that are worth points, in `slugs` order. */
export async function pendingBehaviours(
  db: Tx,
  scope: Scope,
  input: { regionsId: number; slugs: readonly string[]; language: string },
): Promise<PendingBehaviour[]> {
  if (input.slugs.length === 0) return [];
  const [rows, earned] = await Promise.all([
    regionBehaviours(db, input.regionsId, input.slugs),
    db
      .select({ slug: companyBehavioursTable.slug })
      .from(companyBehavioursTable)
      .where(and(eq(companyBehavioursTable.companiesId, scope.companyId), inArray(companyBehavioursTable.slug, [...input.slugs]))),
  ]);
  const done = new Set(earned.map((e) => e.slug));
  return input.slugs.flatMap((slug) => {
    const b = rows.find((r) => r.slug === slug);
    return b && b.points > 0 && !done.has(slug) ? [{ slug, name: translatedText(b.name, input.language), points: b.points }] : [];
  });
}

/**
 * `pendingBehaviours` as a scalar subquery for another module's one-statement read (decision 0140): the region's
 * behaviours among `slugs` worth points that the company has not earned; read it with
 * `pendingFromSql`.
 */
export function pendingBehavioursSql(companyId: SQLWrapper, regionId: SQLWrapper, slugs: readonly string[]): SQL<PendingSqlRow[] | null> {
  const e = companyBehavioursTable;
  return regionBehavioursSql(
    regionId,
    slugs,
    (slug) => sql`exists (select 1 from ${e} where ${e.companiesId} = ${companyId} and ${e.slug} = ${slug})`,
  );
}
export type PendingSqlRow = [string, Translated, number];

/** What `pendingBehavioursSql` answered, as `pendingBehaviours` answers it: in `slugs` order, named in `language`. */
export function pendingFromSql(rows: PendingSqlRow[] | null, slugs: readonly string[], language: string): PendingBehaviour[] {
  return slugs.flatMap((slug) => {
    const row = rows?.find((r) => r[0] === slug);
    return row ? [{ slug, name: translatedText(row[1], language), points: row[2] }] : [];
  });
}

export interface AwardInput {
  regionsId: number;
  slug: string;
  projectId?: number | null;
  projectUuid?: string | null;
  now: Date;
}

/** Awards the behaviour once per company; answers the points credited (0 when already earned or worth nothing). */
export async function award(tx: Tx, scope: Scope, input: AwardInput): Promise<number> {
  const [behaviour] = await regionBehaviours(tx, input.regionsId, [input.slug]);
  if (!behaviour || behaviour.points <= 0) return 0;
  const [row] = await tx
    .insert(companyBehavioursTable)
    .values({ companiesId: scope.companyId, slug: input.slug, points: behaviour.points, earnedAt: input.now })
    .onConflictDoNothing()
    .returning({ slug: companyBehavioursTable.slug });
  if (!row) return 0;
  await credit(tx, {
    companyId: scope.companyId,
    amount: behaviour.points,
    kind: 'behaviour',
    idempotencyKey: `behaviour:${input.slug}`,
    reason: input.slug,
    userId: scope.userId,
    projectId: input.projectId ?? null,
    projectUuid: input.projectUuid ?? null,
    now: input.now,
  });
  return behaviour.points;
}

/** The "profile complete" bonus; the company module calls it when an edit leaves the profile complete. */
export async function awardProfileComplete(tx: Tx, scope: Scope, input: { regionsId: number; now: Date }): Promise<number> {
  return award(tx, scope, { regionsId: input.regionsId, slug: behaviourSlugs.profileComplete, now: input.now });
}

/** GET /v1/behaviour: one page of the region's behaviours with when the caller's company earned each. */
export async function listBehaviours(
  ctx: Ctx,
  scope: Scope,
  input: { regionId: number; language: string; page: number; limit: number },
): Promise<{ data: BehaviourItem[]; total: number }> {
  const [rows, earned] = await Promise.all([
    regionBehaviours(ctx.db, input.regionId),
    ctx.db.select().from(companyBehavioursTable).where(eq(companyBehavioursTable.companiesId, scope.companyId)),
  ]);
  const page = rows.slice((input.page - 1) * input.limit, input.page * input.limit);
  return {
    total: rows.length,
    data: page.map((b) => ({
      uuid: b.uuid,
      slug: b.slug,
      name: translatedText(b.name, input.language),
      description: translatedText(b.description, input.language),
      icon: b.icon,
      points: b.points,
      earned_at: earned.find((e) => e.slug === b.slug)?.earnedAt.toISOString() ?? null,
    })),
  };
}
