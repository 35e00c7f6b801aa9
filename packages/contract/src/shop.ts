// The shop's catalogue and the cart refresh (spec working areas §2 Shop/Cart, §3 Shop product/Cart, §4 Cart, §7, §9).
// GET /v2/shop/products?categories=&limit=&page=&sort=&active=&is_visible= · GET /v2/shop/products/{uuid}
// GET /v2/shop/products/cards?limit=&region_id=&type= · GET /v1/shop/categories?region_id=&type= · GET /v2/cart?uuids=
// Every answer holds only the caller's region's products: another region's uuid answers 404 (or is `missing` in the cart).
import { z } from 'zod';
import { pageMetaSchema } from './common.ts';
import { pageSizes, vendors, type Vendor } from './constants.ts';

// The cart's and the product page's rules, without zod (the pages run them with their own code).
export {
  isOrderable,
  minimumOrderOther,
  quantityBounds,
  refreshStoredCart,
  showsStockCount,
  vendorMinimum,
  type CartChange,
} from './shop-rules.ts';

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
