// Contract-shaped shop data for tests: products with variants, categories, and a fake shop server for stubFetch.
import type { Vendor } from '@club/contract/constants';
import type { CartRefresh, Category, Product, ProductType, Variant } from '@club/contract/shop';
import type { StubHandler } from '../../../test/stub-fetch';
import { pointsSummaryRoute } from '../../../test/fixtures';

let n = 0;
const next = () => (++n).toString(16).padStart(12, '0');
export const testUuid = () => `00000000-0000-4000-8000-${next()}`;

export function variantFixture(over: Partial<Variant> = {}): Variant {
  const uuid = over.uuid ?? testUuid();
  return { uuid, guid: `G-${uuid.slice(-4)}`, stock: 10, price: 50, sku: `SKU-${uuid.slice(-4)}`, title: 'Standard', attrs: [], ...over };
}

export function productFixture(
  over: Partial<Omit<Product, 'variants'>> & { variants?: Partial<Variant>[]; vendor?: Vendor; type?: ProductType } = {},
): Product {
  const { variants: vs, ...rest } = over;
  const variants = (vs ?? [{}]).map((v) => variantFixture(v));
  const prices = variants.map((v) => v.price);
  return {
    uuid: testUuid(),
    name: 'Aluminium ladder 3 m',
    type: 'product',
    vendor: 'COMPACT',
    description: 'A sturdy ladder.\n\nCarries 150 kg.',
    sku: 'LAD-3',
    images: { list: [], thumbnail: null },
    prices: { min: Math.min(...prices), max: Math.max(...prices) },
    stock: variants.reduce((s, v) => s + v.stock, 0),
    active: true,
    is_visible: true,
    region_id: 1,
    categories: [],
    variants,
    settings: {},
    ...rest,
  };
}

/** A product's first variant (every fixture has one). */
export function variantOf(product: Product): Variant {
  const v = product.variants[0];
  if (!v) throw new Error('a product fixture without variants');
  return v;
}

export function categoryFixture(over: Partial<Category> = {}): Category {
  return { id: 1, uuid: testUuid(), name: 'Tools', slug: 'tools', type: 'product', region_id: 1, products_count: 3, ...over };
}

/** The answers of a shop whose catalogue is `products` (GET products, product, categories and the cart refresh). */
export function shopRoutes(products: Product[], categories: Category[] = []): Record<string, StubHandler> {
  return {
    'GET /v2/shop/products': (req) => {
      const page = Number(req.query.get('page') ?? 1);
      const limit = Number(req.query.get('limit') ?? 21);
      const wanted = (req.query.get('categories') ?? '').split(',').filter(Boolean).map(Number);
      const list = products.filter((p) => p.active && p.is_visible && (!wanted.length || p.categories.some((c) => wanted.includes(c.id))));
      return {
        body: {
          data: list.slice((page - 1) * limit, page * limit),
          meta: { current_page: page, last_page: Math.max(1, Math.ceil(list.length / limit)), per_page: limit, total: list.length },
        },
      };
    },
    'GET /v2/shop/products/:uuid': (req) => {
      const p = products.find((x) => x.uuid === req.params.uuid);
      return p ? { body: p } : { status: 404, body: { message: 'Not found.', errors: ['Not found.'], code: 'not_found' } };
    },
    'GET /v1/shop/categories': () => ({ body: { data: categories } }),
    'GET /v2/cart': (req) => {
      const uuids = (req.query.get('uuids') ?? '').split(',').filter(Boolean);
      const body: CartRefresh = { data: [], missing: [] };
      for (const u of uuids) {
        const p = products.find((x) => x.variants.some((v) => v.uuid === u));
        const v = p?.variants.find((x) => x.uuid === u);
        if (!p || !v) body.missing.push(u);
        else
          body.data.push({
            product: {
              uuid: p.uuid,
              name: p.name,
              type: p.type,
              vendor: p.vendor,
              images: p.images,
              active: p.active,
              is_visible: p.is_visible,
            },
            variant: { uuid: v.uuid, guid: v.guid, stock: v.stock, price: v.price, sku: v.sku, title: v.title },
          });
      }
      return { body };
    },
  };
}

/** The header's balance (the shared frame fixture's points summary). */
export const pointsRoute = pointsSummaryRoute;
