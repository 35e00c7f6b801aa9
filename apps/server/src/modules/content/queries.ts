// Reads and writes of content. Content belongs to a region (and is written in one language), not to a company: every
// read takes the caller's region, language and club (target role) and puts them in its WHERE clause, together with
// "active and published now", so an item of another region, another club or outside its window is simply not found.
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Content, ContentBody, ContentImage, ContentOption, ContentType } from '@club/contract/content';
import type { Tx } from '../../db/client.ts';
import { contentImagesTable as images, contentItemsTable as items } from './tables.ts';

type ItemRow = typeof items.$inferSelect;
type ImageRow = typeof images.$inferSelect;

/** Who is reading: the region and language of the items and the club (1 standard, 2 decor). */
export interface Audience {
  regionId: number;
  languageId: number;
  targetRole: 1 | 2;
  now: Date;
}

function visibleTo(a: Audience): SQL | undefined {
  return and(
    eq(items.regionsId, a.regionId),
    eq(items.languagesId, a.languageId),
    eq(items.isActive, true),
    lte(items.publishedFrom, a.now),
    or(isNull(items.publishedUntil), gt(items.publishedUntil, a.now)),
    or(isNull(items.targetRole), eq(items.targetRole, a.targetRole)),
  );
}

/** A stored picture as the contract names it (members' reads and the staff console's). */
export function toImage(i: ImageRow): ContentImage {
  return { uuid: i.uuid, s: i.s, m: i.m, l: i.l, width: i.width, height: i.height, alt: i.alt };
}

async function assemble(db: Tx, rows: ItemRow[]): Promise<Content[]> {
  if (rows.length === 0) return [];
  const pics = await db
    .select()
    .from(images)
    .where(
      inArray(
        images.contentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(images.position));
  return rows.map((r) => {
    const own = pics.filter((p) => p.contentId === r.id);
    const main = own.find((p) => p.position === 0);
    return {
      uuid: r.uuid,
      type: r.type,
      content: r.body,
      media: main ? toImage(main) : null,
      other_images: own.filter((p) => p.position > 0).map(toImage),
      sticky: r.sticky,
      target_role: r.targetRole === 1 || r.targetRole === 2 ? r.targetRole : null,
      published_at: r.publishedFrom.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

/** Whether the region has any active item in the language (else the region's own language is read). */
export async function hasContentIn(db: Tx, regionId: number, languageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.regionsId, regionId), eq(items.languagesId, languageId), eq(items.isActive, true)))
    .limit(1);
  return row !== undefined;
}

export interface ContentFilter {
  types: readonly ContentType[];
  options: readonly ContentOption[];
  page: number;
  limit: number;
}

/** One page of what the audience may see now: lower `position` first, then newest first. */
export async function listContent(db: Tx, a: Audience, f: ContentFilter): Promise<{ data: Content[]; total: number }> {
  const where = and(
    visibleTo(a),
    f.types.length ? inArray(items.type, [...f.types]) : undefined,
    f.options.includes('sticky') ? eq(items.sticky, true) : undefined,
    f.options.includes('not_sticky') ? eq(items.sticky, false) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(items)
      .where(where)
      .orderBy(asc(items.position), desc(items.publishedFrom), desc(items.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(items).where(where),
  ]);
  return { data: await assemble(db, rows), total: Number(total?.n ?? 0) };
}

/** One item the audience may see now (any language of the region: a shared link keeps working), or null. */
export async function findContent(db: Tx, a: Omit<Audience, 'languageId'>, uuid: string): Promise<Content | null> {
  const rows = await db
    .select()
    .from(items)
    .where(
      and(
        eq(items.uuid, uuid),
        eq(items.regionsId, a.regionId),
        eq(items.isActive, true),
        lte(items.publishedFrom, a.now),
        or(isNull(items.publishedUntil), gt(items.publishedUntil, a.now)),
        or(isNull(items.targetRole), eq(items.targetRole, a.targetRole)),
      ),
    )
    .limit(1);
  const [item] = await assemble(db, rows);
  return item ?? null;
}

export interface NewContentImage {
  s: string;
  m: string | null;
  l: string;
  width: number;
  height: number;
  alt: string;
}
export interface NewContent {
  regionsId: number;
  languagesId: number;
  type: ContentType;
  targetRole?: 1 | 2 | null;
  isActive?: boolean;
  sticky?: boolean;
  position?: number;
  body: ContentBody;
  publishedFrom?: Date;
  publishedUntil?: Date | null;
  /** The first is the main picture (position 0), the rest the gallery. */
  images?: NewContentImage[];
}

export async function insertContent(db: Tx, input: NewContent): Promise<ItemRow> {
  const { images: pics = [], ...values } = input;
  const [row] = await db.insert(items).values(values).returning();
  if (!row) throw new Error('content not inserted');
  if (pics.length) await db.insert(images).values(pics.map((p, position) => ({ ...p, contentId: row.id, position })));
  return row;
}

export async function countContent(db: Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(items);
  return Number(row?.n ?? 0);
}
