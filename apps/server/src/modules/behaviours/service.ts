// Behaviour bonuses: points a company earns once for doing something. `award` is the only writer: it records the
// behaviour for the company (the primary key makes it once) and credits the ledger in the caller's transaction.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Translated } from '@club/contract/config';
import type { Tx } from '../../db/client.ts';
import { behavioursTable } from '../reference/tables.ts';
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

/** The region's behaviours among `slugs` that the company has not earned yet and that are worth points. */
export async function pendingBehaviours(
  db: Tx,
  company: { id: number; regionsId: number },
  slugs: readonly string[],
  language: string,
): Promise<PendingBehaviour[]> {
  if (slugs.length === 0) return [];
  const [rows, earned] = await Promise.all([
    db
      .select()
      .from(behavioursTable)
      .where(and(eq(behavioursTable.regionsId, company.regionsId), inArray(behavioursTable.slug, [...slugs]))),
    db
      .select({ slug: companyBehavioursTable.slug })
      .from(companyBehavioursTable)
      .where(and(eq(companyBehavioursTable.companiesId, company.id), inArray(companyBehavioursTable.slug, [...slugs]))),
  ]);
  const done = new Set(earned.map((e) => e.slug));
  return slugs.flatMap((slug) => {
    const b = rows.find((r) => r.slug === slug);
    return b && b.points > 0 && !done.has(slug) ? [{ slug, name: translatedText(b.name, language), points: b.points }] : [];
  });
}

export interface AwardInput {
  company: { id: number; regionsId: number };
  slug: string;
  userId?: number | null;
  projectId?: number | null;
  projectUuid?: string | null;
  now: Date;
}

/** Awards the behaviour once per company; answers the points credited (0 when already earned or worth nothing). */
export async function award(tx: Tx, input: AwardInput): Promise<number> {
  const [behaviour] = await tx
    .select({ points: behavioursTable.points })
    .from(behavioursTable)
    .where(and(eq(behavioursTable.regionsId, input.company.regionsId), eq(behavioursTable.slug, input.slug)));
  if (!behaviour || behaviour.points <= 0) return 0;
  const [row] = await tx
    .insert(companyBehavioursTable)
    .values({ companiesId: input.company.id, slug: input.slug, points: behaviour.points, earnedAt: input.now })
    .onConflictDoNothing()
    .returning({ slug: companyBehavioursTable.slug });
  if (!row) return 0;
  await credit(tx, {
    companyId: input.company.id,
    amount: behaviour.points,
    kind: 'behaviour',
    idempotencyKey: `behaviour:${input.slug}`,
    reason: input.slug,
    userId: input.userId ?? null,
    projectId: input.projectId ?? null,
    projectUuid: input.projectUuid ?? null,
    now: input.now,
  });
  return behaviour.points;
}

/** One page of the region's behaviours with when the company earned each. */
export async function listBehaviours(db: Tx, companyId: number, regionId: number, language: string, page: number, limit: number) {
  const [rows, [total], earned] = await Promise.all([
    db
      .select()
      .from(behavioursTable)
      .where(eq(behavioursTable.regionsId, regionId))
      .orderBy(asc(behavioursTable.slug))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(behavioursTable).where(eq(behavioursTable.regionsId, regionId)),
    db.select().from(companyBehavioursTable).where(eq(companyBehavioursTable.companiesId, companyId)),
  ]);
  return {
    total: Number(total?.n ?? 0),
    data: rows.map((b) => ({
      uuid: b.uuid,
      slug: b.slug,
      name: translatedText(b.name, language),
      description: translatedText(b.description, language),
      icon: b.icon,
      points: b.points,
      earned_at: earned.find((e) => e.slug === b.slug)?.earnedAt.toISOString() ?? null,
    })),
  };
}
