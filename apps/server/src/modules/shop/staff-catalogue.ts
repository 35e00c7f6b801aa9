// The catalogue as the staff console edits it (issue 16 Catalogue and content): every region's products with filters,
// one product, and the writes — name, description, flags, variant prices and stock, images. Staff work across
// regions, so these take no region scope; the console's routes allow only the `content` role (and admins).
// Members read the same rows with no cache in between, so a change shows in the shop at the next request.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { Product, ProductType } from '@club/contract/shop';
import type { Vendor } from '@club/contract/constants';
import type { Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../lib/prepared.ts';
import { assemble, type ProductRow, type VariantRow } from './queries.ts';
import {
  shopCategoriesTable as cats,
  shopProductCategoriesTable as links,
  shopProductImagesTable as images,
  shopProductsTable as products,
  shopVariantsTable as variants,
  shopVendorMinimumsTable as minimums,
} from './tables.ts';

export interface StaffProductFilter {
  region?: number | undefined;
  type?: ProductType | undefined;
  vendor?: Vendor | undefined;
  category?: number | undefined;
  q?: string | undefined;
  page: number;
  limit: number;
}

/** One page of products of any region, by region then newest first, with variants, images and categories. */
export async function staffProducts(db: Tx, f: StaffProductFilter): Promise<{ data: Product[]; total: number }> {
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    f.region ? eq(products.regionsId, f.region) : undefined,
    f.type ? eq(products.type, f.type) : undefined,
    f.vendor ? eq(products.vendor, f.vendor) : undefined,
    f.category
      ? inArray(products.id, db.select({ id: links.productsId }).from(links).where(eq(links.categoriesId, f.category)))
      : undefined,
    like ? or(ilike(products.name, like), ilike(products.sku, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.regionsId), desc(products.createdAt), desc(products.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { data: await assemble(db, rows), total: Number(total?.n ?? 0) };
}

export async function staffProductRow(db: Tx, uuid: string, lock = false): Promise<ProductRow | null> {
  const query = db.select().from(products).where(eq(products.uuid, uuid)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function staffProduct(db: Tx, row: ProductRow): Promise<Product> {
  const [p] = await assemble(db, [row]);
  if (!p) throw new Error('product vanished');
  return p;
}

export async function productVariants(db: Tx, productId: number): Promise<VariantRow[]> {
  return db.select().from(variants).where(eq(variants.productsId, productId)).orderBy(asc(variants.id)).for('update');
}

export async function updateProductFields(
  db: Tx,
  productId: number,
  set: { name?: string; description?: string; active?: boolean; isVisible?: boolean },
): Promise<void> {
  if (Object.keys(set).length) await db.update(products).set(set).where(eq(products.id, productId));
}

export async function setVariantFields(db: Tx, variantId: number, set: { price?: number; stock?: number }): Promise<void> {
  if (Object.keys(set).length) await db.update(variants).set(set).where(eq(variants.id, variantId));
}

const categoryColumns = {
  id: cats.id,
  name: cats.name,
  slug: cats.slug,
  type: cats.type,
  region_id: cats.regionsId,
  position: cats.position,
  active: cats.active,
  products: sql<number>`(select count(*)::int from ${links} where ${links.categoriesId} = ${cats.id})`,
};

/** Every region's categories (or one region's), active or not, by region and position, with their product counts. */
export async function staffCategories(db: Tx, region?: number) {
  const rows = await db
    .select(categoryColumns)
    .from(cats)
    .where(region ? eq(cats.regionsId, region) : undefined)
    .orderBy(asc(cats.regionsId), asc(cats.type), asc(cats.position), asc(cats.id));
  return rows.map((r) => ({ ...r, products: Number(r.products) }));
}

export type StaffCategoryRow = Awaited<ReturnType<typeof staffCategories>>[number];

/** One category by id (locked with `lock`), or null. */
export async function staffCategory(db: Tx, id: number, lock = false): Promise<StaffCategoryRow | null> {
  const query = db.select(categoryColumns).from(cats).where(eq(cats.id, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: cats }) : await query;
  return row ? { ...row, products: Number(row.products) } : null;
}

/** Is the slug used by another category of the region and type? */
export async function categorySlugTaken(db: Tx, f: { regionId: number; type: ProductType; slug: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: cats.id })
    .from(cats)
    .where(and(eq(cats.regionsId, f.regionId), eq(cats.type, f.type), eq(cats.slug, f.slug)))
    .limit(1);
  return !!row;
}

export async function insertCategory(
  db: Tx,
  input: { regionId: number; type: ProductType; slug: string; name: string; position: number },
): Promise<number> {
  const [row] = await db
    .insert(cats)
    .values({ regionsId: input.regionId, type: input.type, slug: input.slug, name: input.name, position: input.position })
    .returning({ id: cats.id });
  if (!row) throw new Error('category insert returned nothing');
  return row.id;
}

export async function updateCategory(db: Tx, id: number, set: { name?: string; position?: number; active?: boolean }): Promise<void> {
  if (Object.keys(set).length) await db.update(cats).set(set).where(eq(cats.id, id));
}

/** The given categories' region, type and state (for checking a new product's categories). */
export async function categoriesByIds(db: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: cats.id, regionId: cats.regionsId, type: cats.type, active: cats.active })
    .from(cats)
    .where(inArray(cats.id, [...ids]));
}

/** Is the SKU used by a product of the region (product SKUs are unique per region)? */
export async function productSkuTaken(db: Tx, regionId: number, sku: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.regionsId, regionId), eq(products.sku, sku)))
    .limit(1);
  return !!row;
}

/** Is the SKU used by a variant of any product of the region (other than `exceptVariant`)? */
export async function variantSkuTaken(db: Tx, regionId: number, sku: string): Promise<boolean> {
  const [row] = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productsId))
    .where(and(eq(products.regionsId, regionId), eq(variants.sku, sku)))
    .limit(1);
  return !!row;
}

/** A new product without variants, linked to the given categories (checked by the caller). */
export async function insertStaffProduct(
  db: Tx,
  input: {
    regionId: number;
    type: ProductType;
    vendor: Vendor;
    name: string;
    description: string;
    sku: string;
    active: boolean;
    isVisible: boolean;
    categoryIds: readonly number[];
    now: Date;
  },
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({
      regionsId: input.regionId,
      type: input.type,
      vendor: input.vendor,
      name: input.name,
      description: input.description,
      sku: input.sku,
      active: input.active,
      isVisible: input.isVisible,
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error('product insert returned nothing');
  if (input.categoryIds.length)
    await db.insert(links).values([...new Set(input.categoryIds)].map((categoriesId) => ({ productsId: row.id, categoriesId })));
  return row;
}

/**
 * The attribute the console's variants carry their values under (one "option" attribute; the seed's sizes use their
 * own). Members' pages show `attrValueName`.
 */
const consoleAttribute = '5b0d7c55-3f1e-4c3a-9d6e-6a0f4c1e2b01';

/** Adds a variant after the product's last one (its vendor id is the SKU). */
export async function insertVariant(
  db: Tx,
  productId: number,
  v: { sku: string; title: string; price: number; stock: number; attributes: readonly string[] },
): Promise<VariantRow> {
  const [last] = await db
    .select({ n: max(variants.position) })
    .from(variants)
    .where(eq(variants.productsId, productId));
  const [row] = await db
    .insert(variants)
    .values({
      productsId: productId,
      guid: v.sku,
      sku: v.sku,
      title: v.title,
      price: v.price,
      stock: v.stock,
      position: (last?.n ?? -1) + 1,
      attrs: v.attributes.map((name) => ({ attrUuid: consoleAttribute, attrValueUuid: randomUUID(), attrValueName: name })),
    })
    .returning();
  if (!row) throw new Error('variant insert returned nothing');
  return row;
}

// Vendors' minimum order per region ----------------------------------------------------------------------------------

/** The minimums staff have set for the region, by vendor (vendors without a row use the default). */
export async function customMinimums(db: Tx, regionId: number): Promise<Map<Vendor, number>> {
  const rows = await minimumsPrepared(db).execute({ regionId });
  return new Map(rows.map((r) => [r.vendor, r.points]));
}

/** Read with every cart refresh and checkout: prepared once per database handle (lib/prepared.ts, decision 0143). */
const minimumsPrepared = preparedPerDb((db: Tx) =>
  db
    .select({ vendor: minimums.vendor, points: minimums.points })
    .from(minimums)
    .where(eq(minimums.regionsId, sql.placeholder('regionId')))
    .prepare('shop_vendor_minimums_of_region'),
);

/** Sets a vendor's minimum in the region (insert or replace). */
export async function setMinimum(db: Tx, input: { regionId: number; vendor: Vendor; points: number; now: Date }): Promise<void> {
  await db
    .insert(minimums)
    .values({ regionsId: input.regionId, vendor: input.vendor, points: input.points, updatedAt: input.now })
    .onConflictDoUpdate({ target: [minimums.regionsId, minimums.vendor], set: { points: input.points, updatedAt: input.now } });
}

/** Adds a picture after the product's last one; answers its position. */
export async function appendProductImage(db: Tx, productId: number, image: { xs: string; l: string }): Promise<number> {
  const [last] = await db
    .select({ n: max(images.position) })
    .from(images)
    .where(eq(images.productsId, productId));
  const position = (last?.n ?? 0) + 1;
  await db.insert(images).values({ productsId: productId, position, xs: image.xs, l: image.l });
  return position;
}

export async function removeProductImage(db: Tx, productId: number, position: number): Promise<{ xs: string; l: string } | null> {
  const [row] = await db
    .delete(images)
    .where(and(eq(images.productsId, productId), eq(images.position, position)))
    .returning({ xs: images.xs, l: images.l });
  return row ?? null;
}
