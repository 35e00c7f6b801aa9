// The shop's catalogue and the cart refresh (spec working areas §2 Shop/Cart, §3 Shop product/Cart, §4 Cart, §7, §9).
// GET /v2/shop/products?categories=&limit=&page=&sort=&active=&is_visible= · GET /v2/shop/products/{uuid}
// GET /v2/shop/products/cards?limit=&region_id=&type= · GET /v1/shop/categories?region_id=&type= · GET /v2/cart?uuids=
// Every answer holds only the caller's region's products: another region's uuid answers 404 (or is `missing` in the cart).
import { z } from 'zod';
import { pageMetaSchema } from './common.ts';
import { limits, minimumOrder, pageSizes, vendors, type Vendor } from './constants.ts';
import type { RegionCode } from './regions.ts';
import type { CartEntry, StoredCart } from './cart.ts';

/**
 * What a product is, which decides how it is ordered (the order `type`, DESIGN §9):
 * `product` goods in the cart (vendor COMPACT) · `voucher` fuel/gift codes (GIFT, FUEL; one product per checkout) ·
 * `marketing` print shop (MARKETING) · `card` the club card · `card_topup` a club card top-up (EDENRED, Poland).
 */
export const productTypes = ['product', 'voucher', 'marketing', 'card', 'card_topup'] as const;
export type ProductType = (typeof productTypes)[number];
export const productTypeSchema = z.enum(productTypes);
export const vendorSchema = z.enum(vendors);

/** One picture in two sizes: `xs` (list and cart, 160 px) and `l` (product page, 800 px). Paths served by the server. */
export const productImageSchema = z.object({ position: z.number().int(), xs: z.string(), l: z.string() });
/** `thumbnail` is the first image's `xs`, null when the product has no image (the page shows the placeholder icon). */
export const productImagesSchema = z.object({ list: z.array(productImageSchema), thumbnail: z.string().nullable() });
export type ProductImages = z.infer<typeof productImagesSchema>;

export const variantAttrSchema = z.object({ attrUuid: z.uuid(), attrValueUuid: z.uuid(), attrValueName: z.string() });

export const variantSchema = z.object({
  uuid: z.uuid(),
  /** The vendor's own id of the variant (kept on order lines as `variantGuid`). */
  guid: z.string(),
  /** Units left, never below 0. */
  stock: z.number().int().nonnegative(),
  /** Price of one unit in points. */
  price: z.number().int().nonnegative(),
  sku: z.string(),
  /** The variant's name for the cart line, e.g. "Size L" (the product name when it has one variant). */
  title: z.string(),
  attrs: z.array(variantAttrSchema),
});
export type Variant = z.infer<typeof variantSchema>;

export const categoryTypes = productTypes;
export const categorySchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  slug: z.string(),
  /** The product type it groups. */
  type: productTypeSchema,
  region_id: z.number().int(),
  /** Active, visible products in the category. */
  products_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryLinkSchema = categorySchema.pick({ id: true, uuid: true, name: true, slug: true });

export const productSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  type: productTypeSchema,
  vendor: vendorSchema,
  /** Plain text, paragraphs separated by blank lines. */
  description: z.string(),
  sku: z.string(),
  images: productImagesSchema,
  /** Lowest and highest variant price in points. */
  prices: z.object({ min: z.number().int(), max: z.number().int() }),
  /** Sum of the variants' stock; the sold-out tag shows when it is below 1. */
  stock: z.number().int().nonnegative(),
  active: z.boolean(),
  is_visible: z.boolean(),
  region_id: z.number().int(),
  categories: z.array(categoryLinkSchema),
  variants: z.array(variantSchema),
  /** Marketing products only: the configurator's subtype and fields (spec §3 Marketing product); {} otherwise. */
  settings: z.record(z.string(), z.unknown()),
});
export type Product = z.infer<typeof productSchema>;

export const productSorts = ['newest', 'name', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof productSorts)[number];

/** `?active=1`, `true`, `0`, `false`. */
const flagSchema = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** A comma list of category ids (`?categories=3,7`); empty means every category. */
const idListSchema = z
  .string()
  .max(1000)
  .regex(/^(\d{1,9})?(,\d{1,9})*$/, 'validation.invalid')
  .transform((v) => (v ? v.split(',').map(Number) : []));

export const productsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(pageSizes.shop),
  categories: idListSchema.optional(),
  sort: z.enum(productSorts).default('newest'),
  /** Defaults to active (true) and visible (true) products; `0` lists the inactive / hidden ones. */
  active: flagSchema.default(true),
  is_visible: flagSchema.default(true),
  type: productTypeSchema.optional(),
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

export const productListSchema = z.object({ data: z.array(productSchema), meta: pageMetaSchema });
export type ProductList = z.infer<typeof productListSchema>;

/** GET /v2/shop/products/cards: the club card products (`card`) or the top-up amounts (`card_topup`) of the caller's region. */
export const cardProductsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(pageSizes.topUpOptions),
  /** Accepted for the spec; the caller's own region is always used. */
  region_id: z.coerce.number().int().min(1).max(1000).optional(),
  type: z.enum(['card', 'card_topup']).default('card'),
});
export type CardProductsQuery = z.infer<typeof cardProductsQuerySchema>;
export const cardProductsSchema = z.object({ data: z.array(productSchema) });

/** GET /v1/shop/categories: the region's categories that hold at least one active, visible product; `type` narrows. */
export const categoriesQuerySchema = z.object({
  /** Accepted for the spec; the caller's own region is always used. */
  region_id: z.coerce.number().int().min(1).max(1000).optional(),
  type: productTypeSchema.optional(),
});
export type CategoriesQuery = z.infer<typeof categoriesQuerySchema>;
export const categoriesSchema = z.object({ data: z.array(categorySchema) });
export type Categories = z.infer<typeof categoriesSchema>;

/** GET /v2/cart?uuids=a,b — variant uuids (at most 200). */
export const cartQuerySchema = z.object({
  uuids: z
    .string()
    .max(200 * 37)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.uuid()).max(200)),
});
export type CartQuery = z.infer<typeof cartQuerySchema>;

/** What the cart keeps of a product beside each line (spec §3 Cart: product {uuid, type, images}). */
export const cartProductSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  type: productTypeSchema,
  vendor: vendorSchema,
  images: productImagesSchema,
  active: z.boolean(),
  is_visible: z.boolean(),
});
export const cartVariantSchema = variantSchema.pick({ uuid: true, guid: true, stock: true, price: true, sku: true, title: true });

/** One requested variant as the server has it now. */
export const cartItemSchema = z.object({ product: cartProductSchema, variant: cartVariantSchema });
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * The refresh answer: `data` the requested variants that still exist in the caller's region (with their current stock
 * and price; an inactive product or stock 0 is still listed, the cart removes it), `missing` the uuids that do not.
 */
export const cartRefreshSchema = z.object({ data: z.array(cartItemSchema), missing: z.array(z.uuid()) });
/** What the web reads of GET /v2/cart: the refresh and, from the server, each vendor's minimum order (cart-minimums.ts). */
export type CartRefresh = z.infer<typeof cartRefreshSchema> & { minimums?: Partial<Record<Vendor, number>> };

/** Can a cart line with this server state stay in the cart? (spec §4 Cart: sold-out or missing items are removed) */
export function isOrderable(item: CartItem): boolean {
  return item.product.active && item.variant.stock > 0;
}

/** The quantity picker's bounds (spec §5): min 1 when stock > 0 (else 0); max stock minus what is already in the cart. */
export function quantityBounds(stock: number, inCart: number): { min: number; max: number } {
  return { min: stock > 0 ? 1 : 0, max: Math.max(0, stock - inCart) };
}

/** Stock text rule (spec §9): over 100 shows a generic in-stock text, otherwise the count. */
export function showsStockCount(stock: number): boolean {
  return stock <= limits.stockShownAsGeneric;
}

/** The minimum order in points for a vendor in a region: only COMPACT has one (spec §9), everyone else 0. */
export function vendorMinimum(vendor: Vendor, region: RegionCode | string): number {
  if (vendor !== 'COMPACT') return 0;
  return (minimumOrder as Record<string, number>)[region] ?? minimumOrderOther;
}
/** "others 50": a region missing from the table. */
export const minimumOrderOther = 50;

/** One thing a cart refresh changed, shown to the user once. */
export interface CartChange {
  kind: 'removed' | 'capped' | 'price';
  vendor: Vendor;
  uuid: string;
  /** The line's title as the cart had it (for the message). */
  title: string;
  /** capped: the new quantity; price: the new unit price. */
  value?: number;
}

/**
 * Applies a refresh answer to the stored cart (spec §4 Cart): missing, inactive or sold-out lines are removed,
 * quantities capped to stock, prices and stock updated; a vendor without lines disappears. Pure: returns the new cart.
 */
export function refreshStoredCart(cart: StoredCart, refresh: CartRefresh): { cart: StoredCart; changes: CartChange[] } {
  const byUuid = new Map(refresh.data.map((i) => [i.variant.uuid, i]));
  const changes: CartChange[] = [];
  const entries: StoredCart['entries'] = {};
  for (const vendor of vendors) {
    const lines = cart.entries[vendor];
    if (!lines) continue;
    const kept: Record<string, CartEntry> = {};
    for (const [uuid, entry] of Object.entries(lines)) {
      const title = titleOf(entry) ?? uuid;
      const item = byUuid.get(uuid);
      if (!item || !isOrderable(item) || item.product.vendor !== vendor) {
        changes.push({ kind: 'removed', vendor, uuid, title });
        continue;
      }
      let quantity = entry.quantity;
      if (quantity > item.variant.stock) {
        quantity = item.variant.stock;
        changes.push({ kind: 'capped', vendor, uuid, title, value: quantity });
      }
      const oldPrice = priceOf(entry);
      if (oldPrice !== null && oldPrice !== item.variant.price)
        changes.push({ kind: 'price', vendor, uuid, title, value: item.variant.price });
      kept[uuid] = {
        ...entry,
        quantity,
        // What the shop kept beside these (anything else it stores) stays; the server's values win.
        product: {
          ...objectOf(entry['product']),
          uuid: item.product.uuid,
          name: item.product.name,
          type: item.product.type,
          images: item.product.images,
        },
        variant: { ...objectOf(entry['variant']), ...item.variant },
      };
    }
    if (Object.keys(kept).length) entries[vendor] = kept;
  }
  const present = new Set(Object.values(entries).flatMap((l) => Object.keys(l ?? {})));
  return { cart: { ...cart, entries, uuids: cart.uuids.filter((u) => present.has(u)) }, changes };
}

function objectOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
function titleOf(entry: Record<string, unknown>): string | null {
  const v = entry['variant'];
  if (v && typeof v === 'object' && 'title' in v && typeof v.title === 'string') return v.title;
  return null;
}
function priceOf(entry: Record<string, unknown>): number | null {
  const v = entry['variant'];
  if (v && typeof v === 'object' && 'price' in v && typeof v.price === 'number') return v.price;
  return null;
}
