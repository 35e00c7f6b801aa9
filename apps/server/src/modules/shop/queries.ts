// Reads and writes of the catalogue. Catalogue data belongs to a region, not a company: every read takes the caller's
// region and puts it in its WHERE clause, so another region's product is simply not found. The writes the orders
// module needs (stock taken under row locks, voucher codes claimed with SKIP LOCKED) take a transaction.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  isNull,
  notInArray,
  sql,
  type Column,
  type SQL,
  type Table,
} from 'drizzle-orm';
import type { Category, CartItem, Product, ProductSort, ProductType } from '@club/contract/shop';
import type { Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../lib/prepared.ts';
import {
  shopCategoriesTable as cats,
  shopProductCategoriesTable as links,
  shopProductImagesTable as images,
  shopProductsTable as products,
  shopVariantsTable as variants,
  voucherCodesTable as codes,
} from './tables.ts';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof variants.$inferSelect;
export type CategoryRow = typeof cats.$inferSelect;
type ImageRow = typeof images.$inferSelect;

function imagesOf(rows: Pick<ImageRow, 'position' | 'xs' | 'l'>[]): Product['images'] {
  const list = rows.sort((a, b) => a.position - b.position).map((i) => ({ position: i.position, xs: i.xs, l: i.l }));
  return { list, thumbnail: list[0]?.xs ?? null };
}

function toVariant(v: Pick<VariantRow, 'uuid' | 'guid' | 'stock' | 'price' | 'sku' | 'title' | 'attrs'>): Product['variants'][number] {
  return { uuid: v.uuid, guid: v.guid, stock: v.stock, price: v.price, sku: v.sku, title: v.title, attrs: v.attrs };
}

/** `column = any($name::int[])`: one statement for any number of ids (`inArray` writes a parameter per id). */
const anyOf = (column: Column, name: string) => sql`${column} = any(${sql.placeholder(name)}::int[])`;

/**
 * The shop's hot reads as prepared statements, built once per database handle (lib/prepared.ts): building them with
 * drizzle was most of the app's CPU on a catalogue page (issue 10, decision 0143). The list has one statement per
 * shape (sort, with a type or not, with categories or not), built when first asked for.
 */
const shopPrepared = preparedPerDb((db: Tx) => ({
  variants: db
    .select()
    .from(variants)
    .where(anyOf(variants.productsId, 'ids'))
    .orderBy(asc(variants.position), asc(variants.id))
    .prepare('shop_variants_of'),
  images: db.select().from(images).where(anyOf(images.productsId, 'ids')).prepare('shop_images_of'),
  categories: db
    .select({ productsId: links.productsId, id: cats.id, uuid: cats.uuid, name: cats.name, slug: cats.slug, position: cats.position })
    .from(links)
    .innerJoin(cats, and(eq(cats.id, links.categoriesId), eq(cats.active, true)))
    .where(anyOf(links.productsId, 'ids'))
    .orderBy(asc(cats.position), asc(cats.id))
    .prepare('shop_categories_of'),
  cart: db
    .select({ v: variants, p: products })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productsId))
    .where(and(sql`${variants.uuid} = any(${sql.placeholder('uuids')}::uuid[])`, eq(products.regionsId, sql.placeholder('regionId'))))
    .prepare('shop_cart_items'),
  lists: new Map<string, ReturnType<typeof prepareList>>(),
}));

/** Loads variants, images and categories of the given products in three queries and builds the answers. */
export async function assemble(db: Tx, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const p = shopPrepared(db);
  const [vs, is, cs] = await Promise.all([p.variants.execute({ ids }), p.images.execute({ ids }), p.categories.execute({ ids })]);
  return rows.map((p) =>
    toProduct(
      p,
      vs.filter((v) => v.productsId === p.id),
      is.filter((i) => i.productsId === p.id),
      cs.filter((c) => c.productsId === p.id),
    ),
  );
}

/** A product's answer from its row, its variants (in order), its images and its active categories (in order). */
function toProduct(
  p: ProductRow,
  own: Pick<VariantRow, 'uuid' | 'guid' | 'stock' | 'price' | 'sku' | 'title' | 'attrs'>[],
  pictures: Pick<ImageRow, 'position' | 'xs' | 'l'>[],
  categories: Pick<CategoryRow, 'id' | 'uuid' | 'name' | 'slug'>[],
): Product {
  const prices = own.map((v) => v.price);
  return {
    uuid: p.uuid,
    name: p.name,
    type: p.type,
    vendor: p.vendor,
    description: p.description,
    sku: p.sku,
    images: imagesOf(pictures),
    prices: { min: prices.length ? Math.min(...prices) : 0, max: prices.length ? Math.max(...prices) : 0 },
    stock: own.reduce((sum, v) => sum + v.stock, 0),
    active: p.active,
    is_visible: p.isVisible,
    region_id: p.regionsId,
    categories: categories.map((c) => ({ id: c.id, uuid: c.uuid, name: c.name, slug: c.slug })),
    variants: own.map(toVariant),
    settings: p.settings,
  };
}

const minPrice = sql<number>`(select min(${variants.price}) from ${variants} where ${variants.productsId} = ${products.id})`;
const orderings: Record<ProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  name: [asc(products.name), asc(products.id)],
  price_asc: [sql`${minPrice} asc nulls last`, asc(products.id)],
  price_desc: [sql`${minPrice} desc nulls last`, asc(products.id)],
};

export interface ListFilter {
  categories: number[];
  active: boolean;
  isVisible: boolean;
  type?: ProductType;
  sort: ProductSort;
  page: number;
  limit: number;
}

/**
 * Types the general shop leaves out: the club card and its top-ups have their own page (/shop/club-card) and are
 * listed only when asked for by `type`.
 */
export const ownPageTypes: readonly ProductType[] = ['card', 'card_topup'];

/**
 * One page of the region's products (newest first by default) and the total. Without `type`, every type but the
 * club card ones. A category id stands for its slug: the products of every category of the region with that slug
 * (the category list shows a slug once, whichever product types it groups).
 */
export async function listProducts(db: Tx, regionId: number, f: ListFilter): Promise<{ data: Product[]; total: number }> {
  const withType = f.type !== undefined;
  const withCategories = f.categories.length > 0;
  const lists = shopPrepared(db).lists;
  const shape = `${f.sort}_${withType ? 'type' : 'shop'}_${withCategories ? 'categories' : 'all'}`;
  let list = lists.get(shape);
  if (!list) {
    list = prepareList(db, shape, f.sort, withType, withCategories);
    lists.set(shape, list);
  }
  const params = { regionId, active: f.active, isVisible: f.isVisible, type: f.type ?? '', categories: f.categories };
  const found = await list.page.execute({ ...params, limit: f.limit, offset: (f.page - 1) * f.limit });
  const first = found[0];
  if (!first) {
    const [counted] = await list.count.execute(params);
    return { data: [], total: Number(counted?.n ?? 0) };
  }
  return {
    data: found.map(({ total: _total, variants: vs, images: is, categories: cs, ...row }) =>
      toProduct(
        row,
        vs.map(([uuid, guid, stock, price, sku, title, attrs]) => ({ uuid, guid, stock, price, sku, title, attrs })),
        is.map(([position, xs, l]) => ({ position, xs, l })),
        cs.map(([id, uuid, name, slug]) => ({ id, uuid, name, slug })),
      ),
    ),
    total: Number(first.total),
  };
}

/** `"table"."column"`: a column named in full inside a selected expression (drizzle writes those unqualified). */
const full = (table: Table, column: Column) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`;

/**
 * A page's product rows, each with its variants, images and active categories as JSON arrays and the list's total, in
 * one statement: one round trip and one pooled connection per page instead of five (issue 10, decision 0143).
 */
function listColumns(where: SQL | undefined) {
  const productId = full(products, products.id);
  return {
    ...getTableColumns(products),
    total: sql<string>`(select count(*) from ${products} where ${where})`,
    variants: sql<
      [string, string, number, number, string, string, VariantRow['attrs']][]
    >`(select coalesce(json_agg(json_build_array(${full(variants, variants.uuid)}, ${full(variants, variants.guid)}, ${full(variants, variants.stock)}, ${full(variants, variants.price)}, ${full(variants, variants.sku)}, ${full(variants, variants.title)}, ${full(variants, variants.attrs)}) order by ${full(variants, variants.position)}, ${full(variants, variants.id)}), '[]'::json)
      from ${variants} where ${full(variants, variants.productsId)} = ${productId})`,
    images: sql<
      [number, string, string][]
    >`(select coalesce(json_agg(json_build_array(${full(images, images.position)}, ${full(images, images.xs)}, ${full(images, images.l)})), '[]'::json)
      from ${images} where ${full(images, images.productsId)} = ${productId})`,
    categories: sql<
      [number, string, string, string][]
    >`(select coalesce(json_agg(json_build_array(${full(cats, cats.id)}, ${full(cats, cats.uuid)}, ${full(cats, cats.name)}, ${full(cats, cats.slug)}) order by ${full(cats, cats.position)}, ${full(cats, cats.id)}), '[]'::json)
      from ${links} join ${cats} on ${full(cats, cats.id)} = ${full(links, links.categoriesId)} and ${full(cats, cats.active)}
      where ${full(links, links.productsId)} = ${productId})`,
  };
}

/** One shape of the catalogue list: its page and its count, with the region, flags, type and categories as parameters. */
function prepareList(db: Tx, shape: string, sort: ProductSort, withType: boolean, withCategories: boolean) {
  const regionId = sql.placeholder('regionId');
  // A category id stands for its slug: the region's active categories of that slug (one per product type).
  const sameSlug = db
    .select({ id: cats.id })
    .from(cats)
    .where(
      and(
        eq(cats.regionsId, regionId),
        eq(cats.active, true),
        inArray(
          cats.slug,
          db
            .select({ slug: cats.slug })
            .from(cats)
            .where(and(eq(cats.regionsId, regionId), anyOf(cats.id, 'categories'))),
        ),
      ),
    );
  const where = and(
    eq(products.regionsId, regionId),
    eq(products.active, sql.placeholder('active')),
    eq(products.isVisible, sql.placeholder('isVisible')),
    withType ? eq(products.type, sql.placeholder('type')) : notInArray(products.type, [...ownPageTypes]),
    withCategories
      ? inArray(products.id, db.select({ id: links.productsId }).from(links).where(inArray(links.categoriesId, sameSlug)))
      : undefined,
  );
  return {
    page: db
      .select(listColumns(where))
      .from(products)
      .where(where)
      .orderBy(...orderings[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`shop_products_${shape}`),
    count: db.select({ n: count() }).from(products).where(where).prepare(`shop_products_count_${shape}`),
  };
}

/** A product of the region by uuid (inactive and hidden ones too: the page shows a notice), or null. */
export async function findProduct(db: Tx, regionId: number, uuid: string): Promise<Product | null> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.uuid, uuid), eq(products.regionsId, regionId)))
    .limit(1);
  const [p] = await assemble(db, rows);
  return p ?? null;
}

/** The region's active, visible products of one type (club cards or top-up amounts), cheapest first. */
export async function productsOfType(db: Tx, regionId: number, type: ProductType, limit: number): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.regionsId, regionId), eq(products.type, type), eq(products.active, true), eq(products.isVisible, true)))
    .orderBy(...orderings.price_asc)
    .limit(limit);
  return assemble(db, rows);
}

/**
 * The region's categories with their count of active, visible products; empty ones left out. With `type`, the
 * categories of that type. Without, the general shop's: no club card types, and each slug once (a category created
 * for two product types is one entry, with the first one's id and the products of both; listProducts reads an id as
 * its slug).
 */
export async function listCategories(db: Tx, regionId: number, type?: ProductType): Promise<Category[]> {
  const rows = await categoryRows(db, regionId, type);
  if (type) return rows;
  const bySlug = new Map<string, Category>();
  for (const r of rows) {
    const known = bySlug.get(r.slug);
    if (known) known.products_count += r.products_count;
    else bySlug.set(r.slug, { ...r });
  }
  return [...bySlug.values()];
}

async function categoryRows(db: Tx, regionId: number, type?: ProductType): Promise<Category[]> {
  const rows = await db
    .select({
      id: cats.id,
      uuid: cats.uuid,
      name: cats.name,
      slug: cats.slug,
      type: cats.type,
      region_id: cats.regionsId,
      products_count: sql<number>`count(${products.id})::int`,
    })
    .from(cats)
    .innerJoin(links, eq(links.categoriesId, cats.id))
    .innerJoin(products, and(eq(products.id, links.productsId), eq(products.active, true), eq(products.isVisible, true)))
    .where(and(eq(cats.regionsId, regionId), eq(cats.active, true), type ? eq(cats.type, type) : notInArray(cats.type, [...ownPageTypes])))
    .groupBy(cats.id)
    .orderBy(asc(cats.position), asc(cats.id));
  return rows.map((r) => ({ ...r, products_count: Number(r.products_count) }));
}

/** The requested variants that exist in the region, with their product (GET /v2/cart). */
export async function cartItems(db: Tx, regionId: number, uuids: string[]): Promise<CartItem[]> {
  if (uuids.length === 0) return [];
  const p = shopPrepared(db);
  const rows = await p.cart.execute({ uuids, regionId });
  const pics = rows.length ? await p.images.execute({ ids: [...new Set(rows.map((r) => r.p.id))] }) : [];
  return rows.map(({ v, p }) => ({
    product: {
      uuid: p.uuid,
      name: p.name,
      type: p.type,
      vendor: p.vendor,
      images: imagesOf(pics.filter((i) => i.productsId === p.id)),
      active: p.active,
      is_visible: p.isVisible,
    },
    variant: { uuid: v.uuid, guid: v.guid, stock: v.stock, price: v.price, sku: v.sku, title: v.title },
  }));
}

export interface LockedVariant {
  variant: VariantRow;
  product: ProductRow;
  image: string | null;
}

/**
 * The region's variants with these uuids, their rows locked FOR UPDATE until the transaction ends (in id order, so
 * two checkouts of the same items never deadlock). Another region's variant is not returned.
 */
export async function lockVariants(tx: Tx, regionId: number, uuids: string[]): Promise<LockedVariant[]> {
  if (uuids.length === 0) return [];
  const rows = await tx
    .select({ v: variants, p: products })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productsId))
    .where(and(inArray(variants.uuid, uuids), eq(products.regionsId, regionId)))
    .orderBy(asc(variants.id))
    .for('update', { of: variants });
  const ids = [...new Set(rows.map((r) => r.p.id))];
  const pics = ids.length
    ? await tx
        .select()
        .from(images)
        .where(and(inArray(images.productsId, ids), eq(images.position, 1)))
    : [];
  return rows.map(({ v, p }) => ({ variant: v, product: p, image: pics.find((i) => i.productsId === p.id)?.xs ?? null }));
}

/** Takes `quantity` units; false when fewer are left (never below 0: the WHERE and the CHECK both guard it). */
export async function takeStock(tx: Tx, variantId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(variants)
    .set({ stock: sql`${variants.stock} - ${quantity}` })
    .where(and(eq(variants.id, variantId), sql`${variants.stock} >= ${quantity}`))
    .returning({ id: variants.id });
  return rows.length === 1;
}

export async function returnStock(tx: Tx, variantId: number, quantity: number): Promise<void> {
  await tx
    .update(variants)
    .set({ stock: sql`${variants.stock} + ${quantity}` })
    .where(eq(variants.id, variantId));
}

export interface ClaimedCode {
  productId: number;
  number: string;
  password: string | null;
  expiresAt: Date | null;
}

/**
 * Gives an order `quantity` free codes of each wanted product (the oldest first), all or nothing: when any product's
 * pool has fewer free codes than wanted, nothing is claimed and the answer is null. SKIP LOCKED lets concurrent orders
 * take different codes instead of queueing on the same ones; `orders_id` is set once, never cleared. The answer lists
 * the codes in the order of `wants` (a product wanted twice gets distinct codes).
 */
export async function claimCodes(
  tx: Tx,
  wants: { productId: number; quantity: number }[],
  orderId: number,
  now: Date,
): Promise<ClaimedCode[] | null> {
  const chosen: { id: number; productId: number }[] = [];
  for (const want of wants) {
    if (want.quantity < 1) continue;
    const taken = chosen.map((c) => c.id);
    const free = await tx
      .select({ id: codes.id })
      .from(codes)
      .where(and(eq(codes.productsId, want.productId), isNull(codes.ordersId), taken.length ? notInArray(codes.id, taken) : undefined))
      .orderBy(asc(codes.id))
      .limit(want.quantity)
      .for('update', { skipLocked: true });
    if (free.length < want.quantity) return null;
    chosen.push(...free.map((f) => ({ id: f.id, productId: want.productId })));
  }
  if (chosen.length === 0) return [];
  const rows = await tx
    .update(codes)
    .set({ ordersId: orderId, claimedAt: now })
    .where(
      and(
        inArray(
          codes.id,
          chosen.map((c) => c.id),
        ),
        isNull(codes.ordersId),
      ),
    )
    .returning();
  // Every row was locked above, so all of them are updated; anything else is a broken invariant, not a busy pool.
  if (rows.length !== chosen.length) throw new Error('voucher codes changed under a row lock');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return chosen.map(({ id, productId }) => {
    const row = byId.get(id);
    if (!row) throw new Error('claimed code missing');
    return { productId, number: row.number, password: row.password, expiresAt: row.expiresAt };
  });
}

/** Adds codes to a product's pool; a number already in the pool is skipped. Answers how many were added. */
export async function addCodes(
  tx: Tx,
  productId: number,
  list: { number: string; password?: string | null; expiresAt?: Date | null }[],
): Promise<number> {
  if (list.length === 0) return 0;
  const rows = await tx
    .insert(codes)
    .values(list.map((c) => ({ productsId: productId, number: c.number, password: c.password ?? null, expiresAt: c.expiresAt ?? null })))
    .onConflictDoNothing()
    .returning({ id: codes.id });
  return rows.length;
}

export async function freeCodes(tx: Tx, productId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(codes)
    .where(and(eq(codes.productsId, productId), isNull(codes.ordersId)));
  return Number(row?.n ?? 0);
}

export interface NewProduct {
  regionsId: number;
  type: ProductType;
  vendor: ProductRow['vendor'];
  name: string;
  description: string;
  sku: string;
  active?: boolean;
  isVisible?: boolean;
  settings?: Record<string, unknown>;
  createdAt?: Date;
  categories: { type: ProductType; slug: string; name: string; position?: number }[];
  images: { xs: string; l: string }[];
  variants: { guid: string; sku: string; title: string; price: number; stock: number; attrs?: VariantRow['attrs'] }[];
}

/** Inserts a product with its variants, images and (found or created) categories. */
export async function insertProduct(tx: Tx, input: NewProduct): Promise<{ product: ProductRow; variants: VariantRow[] }> {
  const [product] = await tx
    .insert(products)
    .values({
      regionsId: input.regionsId,
      type: input.type,
      vendor: input.vendor,
      name: input.name,
      description: input.description,
      sku: input.sku,
      active: input.active ?? true,
      isVisible: input.isVisible ?? true,
      settings: input.settings ?? {},
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  if (!product) throw new Error('product insert returned nothing');
  for (const c of input.categories) {
    await tx
      .insert(cats)
      .values({ regionsId: input.regionsId, type: c.type, slug: c.slug, name: c.name, position: c.position ?? 0 })
      .onConflictDoNothing();
    const [cat] = await tx
      .select({ id: cats.id })
      .from(cats)
      .where(and(eq(cats.regionsId, input.regionsId), eq(cats.type, c.type), eq(cats.slug, c.slug)));
    if (cat) await tx.insert(links).values({ productsId: product.id, categoriesId: cat.id }).onConflictDoNothing();
  }
  if (input.images.length)
    await tx.insert(images).values(input.images.map((i, n) => ({ productsId: product.id, position: n + 1, xs: i.xs, l: i.l })));
  const vs = input.variants.length
    ? await tx
        .insert(variants)
        .values(input.variants.map((v, n) => ({ ...v, attrs: v.attrs ?? [], productsId: product.id, position: n })))
        .returning()
    : [];
  return { product, variants: vs };
}

/** Staff and tests: set a variant's stock or price. */
export async function updateVariant(tx: Tx, uuid: string, set: { stock?: number; price?: number }): Promise<VariantRow | null> {
  const [row] = await tx.update(variants).set(set).where(eq(variants.uuid, uuid)).returning();
  return row ?? null;
}

export async function setProductFlags(tx: Tx, uuid: string, set: { active?: boolean; isVisible?: boolean }): Promise<void> {
  await tx.update(products).set(set).where(eq(products.uuid, uuid));
}

export async function countProducts(db: Tx, regionId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(regionId ? eq(products.regionsId, regionId) : undefined);
  return Number(row?.n ?? 0);
}
