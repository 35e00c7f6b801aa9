// Content as the staff console edits it (issue 16 Catalogue and content): every region's items with filters, whatever
// their state, one item, and the writes. Members read the same rows with no cache in between (GET /v1/content), so a
// published item shows on their home and news at the next request.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { ContentType } from '@club/contract/content';
import type { ContentState, StaffContent } from '@club/contract/staff-catalogue';
import type { Tx } from '../../db/client.ts';
import { toImage } from './queries.ts';
import { contentImagesTable as images, contentItemsTable as items } from './tables.ts';

export type ContentRow = typeof items.$inferSelect;

export interface StaffContentFilter {
  type?: ContentType | undefined;
  region?: number | undefined;
  language?: number | undefined;
  state?: ContentState | undefined;
  q?: string | undefined;
  page: number;
  limit: number;
}

function stateWhere(state: ContentState, now: Date): SQL | undefined {
  switch (state) {
    case 'off':
      return eq(items.isActive, false);
    case 'scheduled':
      return and(eq(items.isActive, true), gt(items.publishedFrom, now));
    case 'ended':
      return and(eq(items.isActive, true), isNotNull(items.publishedUntil), lte(items.publishedUntil, now));
    case 'live':
      return and(eq(items.isActive, true), lte(items.publishedFrom, now), or(isNull(items.publishedUntil), gt(items.publishedUntil, now)));
  }
}

function stateOf(r: ContentRow, now: Date): ContentState {
  if (!r.isActive) return 'off';
  if (r.publishedFrom.getTime() > now.getTime()) return 'scheduled';
  if (r.publishedUntil && r.publishedUntil.getTime() <= now.getTime()) return 'ended';
  return 'live';
}

async function assemble(db: Tx, rows: ContentRow[], now: Date): Promise<StaffContent[]> {
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
      region_id: r.regionsId,
      language_id: r.languagesId,
      target_role: r.targetRole === 1 || r.targetRole === 2 ? r.targetRole : null,
      is_active: r.isActive,
      sticky: r.sticky,
      position: r.position,
      content: r.body,
      media: main ? toImage(main) : null,
      other_images: own.filter((p) => p.position > 0).map(toImage),
      published_from: r.publishedFrom.toISOString(),
      published_until: r.publishedUntil?.toISOString() ?? null,
      state: stateOf(r, now),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

/** One page of items of any region, newest publish date first. */
export async function staffContentList(db: Tx, f: StaffContentFilter, now: Date): Promise<{ data: StaffContent[]; total: number }> {
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    f.type ? eq(items.type, f.type) : undefined,
    f.region ? eq(items.regionsId, f.region) : undefined,
    f.language ? eq(items.languagesId, f.language) : undefined,
    f.state ? stateWhere(f.state, now) : undefined,
    like ? ilike(sql`${items.body} ->> 'title'`, like) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(items)
      .where(where)
      .orderBy(desc(items.publishedFrom), desc(items.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(items).where(where),
  ]);
  return { data: await assemble(db, rows, now), total: Number(total?.n ?? 0) };
}

export async function contentRow(db: Tx, uuid: string, lock = false): Promise<ContentRow | null> {
  const query = db.select().from(items).where(eq(items.uuid, uuid)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function staffContentItem(db: Tx, row: ContentRow, now: Date): Promise<StaffContent> {
  const [item] = await assemble(db, [row], now);
  if (!item) throw new Error('content item vanished');
  return item;
}

export async function updateContentRow(db: Tx, id: number, set: Partial<typeof items.$inferInsert>): Promise<ContentRow> {
  const [row] = await db.update(items).set(set).where(eq(items.id, id)).returning();
  if (!row) throw new Error('content item vanished');
  return row;
}

/** Adds a picture after the item's last one (the first becomes the main picture, position 0). */
export async function appendContentImage(
  db: Tx,
  contentId: number,
  image: { s: string; m: string; l: string; width: number; height: number; alt: string },
): Promise<void> {
  const [last] = await db
    .select({ n: max(images.position) })
    .from(images)
    .where(eq(images.contentId, contentId));
  const position = last?.n === null || last?.n === undefined ? 0 : last.n + 1;
  await db.insert(images).values({ ...image, contentId, position });
}

export async function removeContentImage(
  db: Tx,
  contentId: number,
  imageUuid: string,
): Promise<{ s: string; m: string | null; l: string } | null> {
  const [row] = await db
    .delete(images)
    .where(and(eq(images.contentId, contentId), eq(images.uuid, imageUuid)))
    .returning({ s: images.s, m: images.m, l: images.l });
  return row ?? null;
}
