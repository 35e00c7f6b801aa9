// The catalogue through the API: pages of 21, categories, sort, flags, only the caller's region; the product page;
// card products; categories; the cart refresh.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CartRefresh, Categories, Product, ProductList } from '@club/contract/shop';
import { build } from '../../test/app.ts';
import { createShopProduct, signedInOwner, createUser, signIn } from '../../test/factories.ts';
import { eq } from 'drizzle-orm';
import { setMinimum, updateVariant } from './service.ts';
import { shopProductsTable, shopVariantsTable } from './tables.ts';

describe('GET /v2/shop/products', () => {
  it('lists 21 of the caller’s region’s active, visible products per page, newest first, with meta', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    for (let i = 0; i < 23; i++) await createShopProduct(t.db, { name: `Drill ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    await createShopProduct(t.db, { name: 'Czech only', regionsId: 2 });
    await createShopProduct(t.db, { name: 'Inactive', active: false });
    await createShopProduct(t.db, { name: 'Hidden', isVisible: false });

    const first = await t.app.inject({ method: 'GET', url: '/v2/shop/products', headers: me.headers });
    expect(first.statusCode).toBe(200);
    const page1 = first.json<ProductList>();
    expect(page1.data).toHaveLength(21);
    expect(page1.meta).toMatchObject({ total: 23, last_page: 2, per_page: 21, current_page: 1 });
    expect(page1.data[0]?.name).toBe('Drill 22');
    const page2 = (await t.app.inject({ method: 'GET', url: '/v2/shop/products?page=2', headers: me.headers })).json<ProductList>();
    expect(page2.data.map((p) => p.name)).toEqual(['Drill 1', 'Drill 0']);
    const all = [...page1.data, ...page2.data].map((p) => p.name);
    expect(all).not.toContain('Czech only');
    expect(all).not.toContain('Inactive');
    expect(all).not.toContain('Hidden');

    const inactive = (await t.app.inject({ method: 'GET', url: '/v2/shop/products?active=0', headers: me.headers })).json<ProductList>();
    expect(inactive.data.map((p) => p.name)).toEqual(['Inactive']);
    const hidden = (
      await t.app.inject({ method: 'GET', url: '/v2/shop/products?is_visible=false', headers: me.headers })
    ).json<ProductList>();
    expect(hidden.data.map((p) => p.name)).toEqual(['Hidden']);
  });

  it('filters by categories and sorts by price and name; the answer carries variants, images, prices, stock', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    const tools = { type: 'product' as const, slug: 'tools', name: 'Tools' };
    const wear = { type: 'product' as const, slug: 'workwear', name: 'Workwear' };
    await createShopProduct(t.db, {
      name: 'Saw',
      categories: [tools],
      images: [{ xs: '/xs/saw.svg', l: '/l/saw.svg' }],
      variants: [
        { price: 50, stock: 3, title: 'Small' },
        { price: 80, stock: 0, title: 'Large', attrs: [{ attrUuid: randomUUID(), attrValueUuid: randomUUID(), attrValueName: 'L' }] },
      ],
    });
    await createShopProduct(t.db, { name: 'Axe', categories: [tools], variants: [{ price: 20, stock: 0 }] });
    await createShopProduct(t.db, { name: 'Jacket', categories: [wear], variants: [{ price: 90 }] });

    const cats = (await t.app.inject({ method: 'GET', url: '/v1/shop/categories?region_id=1', headers: me.headers })).json<Categories>();
    expect(cats.data.map((c) => [c.slug, c.products_count, c.type])).toEqual([
      ['tools', 2, 'product'],
      ['workwear', 1, 'product'],
    ]);
    const toolsId = cats.data.find((c) => c.slug === 'tools')?.id;

    const res = await t.app.inject({ method: 'GET', url: `/v2/shop/products?categories=${toolsId}&sort=price_asc`, headers: me.headers });
    const list = res.json<ProductList>();
    expect(list.data.map((p) => p.name)).toEqual(['Axe', 'Saw']);
    expect(list.meta.total).toBe(2);
    const saw = list.data[1];
    expect(saw).toMatchObject({
      prices: { min: 50, max: 80 },
      stock: 3,
      images: { list: [{ position: 1, xs: '/xs/saw.svg', l: '/l/saw.svg' }], thumbnail: '/xs/saw.svg' },
      categories: [{ slug: 'tools', name: 'Tools' }],
      vendor: 'COMPACT',
      type: 'product',
    });
    expect(saw?.variants.map((v) => [v.title, v.price, v.stock])).toEqual([
      ['Small', 50, 3],
      ['Large', 80, 0],
    ]);
    expect(saw?.variants[1]?.attrs[0]?.attrValueName).toBe('L');
    expect(list.data[0]).toMatchObject({ stock: 0, images: { list: [], thumbnail: null } });

    const byDesc = (
      await t.app.inject({ method: 'GET', url: '/v2/shop/products?sort=price_desc', headers: me.headers })
    ).json<ProductList>();
    expect(byDesc.data.map((p) => p.name)).toEqual(['Jacket', 'Saw', 'Axe']);
    const byName = (await t.app.inject({ method: 'GET', url: '/v2/shop/products?sort=name', headers: me.headers })).json<ProductList>();
    expect(byName.data.map((p) => p.name)).toEqual(['Axe', 'Jacket', 'Saw']);
  });

  it('answers 400 listing every bad parameter', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/shop/products?page=0&sort=cheapest&categories=a,b&active=maybe',
      headers: me.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: Record<string, string[]> }>().fields).sort()).toEqual(['active', 'categories', 'page', 'sort']);
  });
});

describe('the general shop and the club card', () => {
  it('leaves the club card and its top-ups out of the list and the categories; a category shared by two types shows once', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    const clubCard = { slug: 'club-card', name: 'Karta Klubowa' };
    const gifts = { slug: 'gift-cards', name: 'Gift cards' };
    await createShopProduct(t.db, { name: 'Club card', type: 'card', vendor: 'EDENRED', categories: [{ type: 'card', ...clubCard }] });
    await createShopProduct(t.db, {
      name: 'Top-up 100',
      type: 'card_topup',
      vendor: 'EDENRED',
      categories: [{ type: 'card_topup', ...clubCard }],
    });
    await createShopProduct(t.db, { name: 'Drill', categories: [{ type: 'product', slug: 'tools', name: 'Tools' }] });
    // One slug created for goods and for vouchers (the seed makes a category per product type).
    await createShopProduct(t.db, { name: 'Gift box', categories: [{ type: 'product', ...gifts }] });
    await createShopProduct(t.db, { name: 'Fuel 100', type: 'voucher', vendor: 'FUEL', categories: [{ type: 'voucher', ...gifts }] });

    const list = (await t.app.inject({ method: 'GET', url: '/v2/shop/products?limit=100', headers: me.headers })).json<ProductList>();
    expect(list.data.map((p) => p.name).sort()).toEqual(['Drill', 'Fuel 100', 'Gift box']);
    expect(list.meta.total).toBe(3);

    const cats = (await t.app.inject({ method: 'GET', url: '/v1/shop/categories?region_id=1', headers: me.headers })).json<Categories>();
    expect(cats.data.map((c) => [c.name, c.products_count])).toEqual([
      ['Tools', 1],
      ['Gift cards', 2],
    ]);
    // The one entry's id lists the products of both types.
    const giftId = cats.data.find((c) => c.slug === 'gift-cards')?.id;
    const giftList = (
      await t.app.inject({ method: 'GET', url: `/v2/shop/products?categories=${giftId}`, headers: me.headers })
    ).json<ProductList>();
    expect(giftList.data.map((p) => p.name).sort()).toEqual(['Fuel 100', 'Gift box']);
    expect(giftList.meta.total).toBe(2);
    // A page past the end is empty and still counts the filtered list.
    const pastEnd = (
      await t.app.inject({ method: 'GET', url: `/v2/shop/products?categories=${giftId}&page=2`, headers: me.headers })
    ).json<ProductList>();
    expect(pastEnd.data).toEqual([]);
    expect(pastEnd.meta.total).toBe(2);

    // The club card's own page still finds them by type.
    const cardCats = (
      await t.app.inject({ method: 'GET', url: '/v1/shop/categories?type=card_topup', headers: me.headers })
    ).json<Categories>();
    expect(cardCats.data.map((c) => [c.name, c.type])).toEqual([['Karta Klubowa', 'card_topup']]);
    const topUps = (
      await t.app.inject({ method: 'GET', url: '/v2/shop/products?type=card_topup', headers: me.headers })
    ).json<ProductList>();
    expect(topUps.data.map((p) => p.name)).toEqual(['Top-up 100']);
  });
});

describe('GET /v2/shop/products/{uuid}', () => {
  it('shows a product of the caller’s region, inactive ones too; another region’s is 404', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    const mine = await createShopProduct(t.db, { name: 'Ladder', active: false, description: 'Aluminium, 3 × 9 rungs.' });
    const theirs = await createShopProduct(t.db, { name: 'Žebřík', regionsId: 2 });
    const res = await t.app.inject({ method: 'GET', url: `/v2/shop/products/${mine.product.uuid}`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<Product>()).toMatchObject({ name: 'Ladder', active: false, is_visible: true, description: 'Aluminium, 3 × 9 rungs.' });
    const other = await t.app.inject({ method: 'GET', url: `/v2/shop/products/${theirs.product.uuid}`, headers: me.headers });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Žebřík');
    expect((await t.app.inject({ method: 'GET', url: `/v2/shop/products/${randomUUID()}`, headers: me.headers })).statusCode).toBe(404);
  });
});

describe('GET /v2/shop/products/cards', () => {
  it('lists the region’s card products or top-up amounts, cheapest first', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    await createShopProduct(t.db, { name: 'Club card', type: 'card', vendor: 'EDENRED', variants: [{ price: 0 }] });
    await createShopProduct(t.db, { name: 'Top-up 200', type: 'card_topup', vendor: 'EDENRED', variants: [{ price: 200 }] });
    await createShopProduct(t.db, { name: 'Top-up 50', type: 'card_topup', vendor: 'EDENRED', variants: [{ price: 50 }] });
    await createShopProduct(t.db, { name: 'Card CZ', type: 'card', vendor: 'EDENRED', regionsId: 2 });
    const cards = (await t.app.inject({ method: 'GET', url: '/v2/shop/products/cards', headers: me.headers })).json<{ data: Product[] }>();
    expect(cards.data.map((p) => p.name)).toEqual(['Club card']);
    const topUps = (
      await t.app.inject({ method: 'GET', url: '/v2/shop/products/cards?type=card_topup&limit=100&region_id=2', headers: me.headers })
    ).json<{
      data: Product[];
    }>();
    expect(topUps.data.map((p) => p.name)).toEqual(['Top-up 50', 'Top-up 200']);
  });
});

describe('GET /v2/cart', () => {
  it('answers the current stock and price of the requested variants and lists the others as missing', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    const drill = await createShopProduct(t.db, {
      name: 'Drill',
      images: [{ xs: '/d-xs.svg', l: '/d-l.svg' }],
      variants: [{ price: 100, stock: 5 }],
    });
    const gloves = await createShopProduct(t.db, { name: 'Gloves', active: false });
    const foreign = await createShopProduct(t.db, { name: 'Vrtačka', regionsId: 2 });
    const drillV = drill.variants[0]?.uuid ?? '';
    await updateVariant(t.db, drillV, { price: 120, stock: 2 });
    const unknown = randomUUID();
    const uuids = [unknown, drillV, gloves.variants[0]?.uuid, foreign.variants[0]?.uuid].join(',');
    const res = await t.app.inject({ method: 'GET', url: `/v2/cart?uuids=${uuids}`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json<CartRefresh>();
    expect(body.data.map((i) => [i.product.name, i.variant.price, i.variant.stock, i.product.active])).toEqual([
      ['Drill', 120, 2, true],
      ['Gloves', 100, 10, false],
    ]);
    expect(body.data[0]?.product).toMatchObject({ vendor: 'COMPACT', type: 'product', images: { thumbnail: '/d-xs.svg' } });
    expect(body.missing).toEqual([unknown, foreign.variants[0]?.uuid]);
    expect(res.body).not.toContain('Vrtačka');
  });

  it('answers 400 for a uuid that is not one; an installer (role 4) may browse', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    const installer = await createUser(t.db, me.company, { role: 4 });
    const session = await signIn(t, installer);
    expect((await t.app.inject({ method: 'GET', url: '/v2/cart?uuids=abc', headers: me.headers })).statusCode).toBe(400);
    // An empty cart still carries the region's minimums (Poland's COMPACT default, decision 0115).
    expect((await t.app.inject({ method: 'GET', url: '/v2/cart?uuids=', headers: session.headers })).json()).toEqual({
      data: [],
      missing: [],
      minimums: { COMPACT: 128, GIFT: 0, FUEL: 0, EDENRED: 0, MARKETING: 0 },
    });
    expect((await t.app.inject({ method: 'GET', url: '/v2/shop/products', headers: session.headers })).statusCode).toBe(200);
  });
});

describe('the catalogue kept per process (decision 0144)', () => {
  it('shows a change of price, stock, visibility and minimum order on the very next read, however it was written', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    const drill = await createShopProduct(t.db, {
      name: 'Drill',
      categories: [{ type: 'product', slug: 'tools', name: 'Tools' }],
      variants: [{ price: 100, stock: 5 }],
    });
    const v = drill.variants[0]?.uuid ?? '';
    const read = async () => {
      const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, headers: me.headers })).json<T>();
      const list = await get<ProductList>('/v2/shop/products');
      const product = await get<Product>(`/v2/shop/products/${drill.product.uuid}`);
      const cart = await get<CartRefresh>(`/v2/cart?uuids=${v}`);
      const cats = await get<Categories>('/v1/shop/categories');
      return {
        list: list.data.map((p) => [p.name, p.prices.min, p.stock]),
        product: [product.is_visible, product.variants[0]?.price, product.variants[0]?.stock],
        cart: cart.data.map((i) => [i.variant.price, i.variant.stock, i.product.is_visible]),
        minimum: cart.minimums?.COMPACT,
        categories: cats.data.map((c) => [c.slug, c.products_count]),
      };
    };
    const first = await read();
    expect(first).toEqual({
      list: [['Drill', 100, 5]],
      product: [true, 100, 5],
      cart: [[100, 5, true]],
      minimum: 128,
      categories: [['tools', 1]],
    });
    // Read twice: the second comes from the cache, and is the same.
    expect(await read()).toEqual(first);

    // A plain UPDATE, as a script would make it: the triggers are all the cache needs.
    await t.db.update(shopVariantsTable).set({ price: 130, stock: 2 }).where(eq(shopVariantsTable.uuid, v));
    expect(await read()).toMatchObject({ list: [['Drill', 130, 2]], product: [true, 130, 2], cart: [[130, 2, true]] });

    await t.db.update(shopProductsTable).set({ isVisible: false }).where(eq(shopProductsTable.id, drill.product.id));
    await setMinimum(t.db, { regionId: 1, vendor: 'COMPACT', points: 300, now: new Date() });
    expect(await read()).toEqual({ list: [], product: [false, 130, 2], cart: [[130, 2, false]], minimum: 300, categories: [] });
  });
});
