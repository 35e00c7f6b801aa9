// The catalogue as the staff console edits it (issue 16 Catalogue and content): every region's products with filters,
// one product, and the writes — name, description, flags, variant prices and stock, images. Staff work across
// regions, so these take no region scope; the console's routes allow only the `content` role (and admins).
// Members read the same rows with no cache in between, so a change shows in the shop at the next request.
import { and, asc, count, desc, eq, ilike, inArray, max, or } from 'drizzle-orm';
import type { Product, ProductType } from '@club/contract/shop';
import type { Vendor } from '@club/contract/constants';
import type { Tx } from '../../db/client.ts';
import { assemble, type ProductRow, type VariantRow } from './queries.ts';
import {
  shopCategoriesTable as cats,
  shopProductCategoriesTable as links,
  shopProductImagesTable as images,
  shopProductsTable as products,
  shopVariantsTable as variants,
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

/** Every region's categories (or one region's), by region and position. */
export async function staffCategories(db: Tx, region?: number) {
  return db
    .select({ id: cats.id, name: cats.name, slug: cats.slug, type: cats.type, region_id: cats.regionsId })
    .from(cats)
    .where(region ? eq(cats.regionsId, region) : undefined)
    .orderBy(asc(cats.regionsId), asc(cats.position), asc(cats.id));
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
