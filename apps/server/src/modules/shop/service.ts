// The shop module's public surface: the catalogue reads of the routes (`(ctx, scope, input)`; the caller's region comes
// with the input, from the authenticated caller's company row) and what the orders module needs inside its own
// transaction (`db` first): variants locked for an order, stock taken and given back, voucher codes claimed.
import { vendors, type Vendor } from '@club/contract/constants';
import { regionById } from '@club/contract/regions';
import {
  vendorMinimum,
  type ProductsQuery,
  type CardProductsQuery,
  type CategoriesQuery,
  type CartRefresh,
  type Categories,
  type Product,
  type ProductList,
} from '@club/contract/shop';
import { pageMeta } from '@club/contract/common';
import type { Ctx } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import * as q from './queries.ts';
import { customMinimums } from './staff-catalogue.ts';
import { cached, cachedMany } from './catalogue-cache.ts';

export type { LockedVariant, ClaimedCode, NewProduct, ProductRow, VariantRow } from './queries.ts';
export {
  lockVariants,
  takeStock,
  returnStock,
  claimCodes,
  addCodes as addVoucherCodes,
  freeCodes,
  updateVariant,
  setProductFlags,
} from './queries.ts';
export { countProducts } from './queries.ts';

/** The caller's region: catalogue reads are scoped by it as company data is scoped by the company. */
export interface RegionInput {
  regionId: number;
}

/**
 * GET /v2/shop/products: one page (21 by default) of the caller's region's products. The catalogue reads below are kept
 * per process until the catalogue changes (catalogue-cache.ts, decision 0144).
 */
export async function listProducts(ctx: Ctx, _scope: Scope, input: RegionInput & { query: ProductsQuery }): Promise<ProductList> {
  const { query } = input;
  const filter: q.ListFilter = {
    categories: [...(query.categories ?? [])].sort((a, b) => a - b),
    active: query.active,
    isVisible: query.is_visible,
    type: query.type,
    sort: query.sort,
    page: query.page,
    limit: query.limit,
  };
  const key = `list|${input.regionId}|${filter.categories.join(',')}|${filter.active}|${filter.isVisible}|${filter.type ?? ''}|${filter.sort}|${filter.page}|${filter.limit}`;
  const { data, total } = await cached(ctx.db, key, () => q.listProducts(ctx.db, input.regionId, filter));
  return { data, meta: pageMeta(query.page, query.limit, total) };
}

/** GET /v2/shop/products/{uuid}: 404 for a product of another region. */
export async function getProduct(ctx: Ctx, _scope: Scope, input: RegionInput & { uuid: string }): Promise<Product> {
  const product = await cached(ctx.db, `product|${input.regionId}|${input.uuid.toLowerCase()}`, () =>
    q.findProduct(ctx.db, input.regionId, input.uuid),
  );
  if (!product) throw new NotFoundError();
  return product;
}

/** GET /v2/shop/products/cards: the region's club card products or top-up amounts. */
export async function cardProducts(
  ctx: Ctx,
  _scope: Scope,
  input: RegionInput & { query: CardProductsQuery },
): Promise<{ data: Product[] }> {
  const { type, limit } = input.query;
  return {
    data: await cached(ctx.db, `cards|${input.regionId}|${type}|${limit}`, () => q.productsOfType(ctx.db, input.regionId, type, limit)),
  };
}

/** GET /v1/shop/categories. */
export async function listCategories(ctx: Ctx, _scope: Scope, input: RegionInput & { query: CategoriesQuery }): Promise<Categories> {
  const { type } = input.query;
  return { data: await cached(ctx.db, `categories|${input.regionId}|${type ?? ''}`, () => q.listCategories(ctx.db, input.regionId, type)) };
}

/** GET /v2/cart?uuids=: the current state of the requested variants; those not in the region are `missing`. */
export async function refreshCart(ctx: Ctx, _scope: Scope, input: RegionInput & { uuids: string[] }): Promise<CartRefresh> {
  // PostgreSQL answers uuids in lower case; the cache keys are too.
  const uuids = [...new Set(input.uuids.map((u) => u.toLowerCase()))];
  const loadItems = async (missing: string[]) =>
    new Map((await q.cartItems(ctx.db, input.regionId, missing)).map((item) => [item.variant.uuid, item]));
  // Side by side: the minimums do not depend on the items.
  const [items, minimums] = await Promise.all([
    cachedMany(ctx.db, `cart|${input.regionId}|`, uuids, loadItems),
    cached(ctx.db, `minimums|${input.regionId}`, () => minimumOrders(ctx.db, input.regionId)),
  ]);
  const data = uuids.flatMap((u) => items.get(u) ?? []);
  return { data, missing: input.uuids.filter((u) => !items.get(u.toLowerCase())), minimums };
}

export interface MinimumOrder {
  points: number;
  default: number;
  custom: boolean;
}

/**
 * Every vendor's minimum order in the region: what staff set (`shop_vendor_minimums`), else the club's default
 * (contract `vendorMinimum`). Checkout and the cart read it at each request, so an edit applies at once (0115).
 */
export async function regionMinimums(db: Tx, regionId: number): Promise<Record<Vendor, MinimumOrder>> {
  const custom = await customMinimums(db, regionId);
  const code = regionById(regionId)?.code ?? '';
  return Object.fromEntries(
    vendors.map((v) => {
      const fallback = vendorMinimum(v, code);
      const set = custom.get(v);
      return [v, { points: set ?? fallback, default: fallback, custom: set !== undefined }];
    }),
  ) as Record<Vendor, MinimumOrder>;
}

/** The minimum order in points per vendor of the region (what checkout enforces). */
export async function minimumOrders(db: Tx, regionId: number): Promise<Record<Vendor, number>> {
  const all = await regionMinimums(db, regionId);
  return Object.fromEntries(vendors.map((v) => [v, all[v].points])) as Record<Vendor, number>;
}

/** Adds a product (demo seed, tests; the staff console later). */
export async function createProduct(db: Tx, input: q.NewProduct): Promise<{ product: q.ProductRow; variants: q.VariantRow[] }> {
  return q.insertProduct(db, input);
}

// Staff console reads (staff.ts).
export { voucherPools, productByUuid, type VoucherPoolRow } from './staff.ts';

// The staff console's catalogue editing (staff-catalogue.ts).
export {
  appendProductImage,
  categoriesByIds,
  categorySlugTaken,
  insertCategory,
  insertStaffProduct,
  insertVariant,
  productSkuTaken,
  setMinimum,
  staffCategory,
  updateCategory,
  variantSkuTaken,
  type StaffCategoryRow,
  productVariants,
  removeProductImage,
  setVariantFields,
  staffCategories,
  staffProduct,
  staffProductRow,
  staffProducts,
  updateProductFields,
} from './staff-catalogue.ts';
