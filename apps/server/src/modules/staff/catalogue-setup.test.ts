// What decision 0115 adds to the console's catalogue: creating products and variants, categories, vendors' minimums
// and tier brackets. Each route refuses the wrong roles (403), lists every problem of bad input (400), answers 404 for
// an unknown target, writes an audit row, and the members' own API (shop, categories, checkout, tiers) shows the
// change at the next request.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@club/contract/staff';
import type { StaffCategory, StaffProduct, VendorMinimums } from '@club/contract/staff-catalogue';
import { auditLogTable, shopCategoriesTable, shopVariantsTable } from '../../db/schema.ts';
import { build, type TestApp } from '../../test/app.ts';
import { createShopProduct, customer, givePoints, signedInOwner } from '../../test/factories.ts';

const ADMIN = 'boss@club.example';

async function staffSignIn(t: TestApp, email: string): Promise<{ authorization: string }> {
  await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { email } });
  const code = /\b(\d{5})\b/.exec(t.mails.filter((m) => m.to === email).at(-1)?.subject ?? '')?.[1];
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/login/verify', payload: { email, code } });
  expect(res.statusCode, res.body).toBe(200);
  t.clock.advance(61_000);
  return { authorization: `Bearer ${res.json().token}` };
}

async function setup() {
  const t = await build({ config: { adminEmails: [ADMIN] } });
  const admin = await staffSignIn(t, ADMIN);
  const staffWith = async (roles: StaffRole[]) => {
    const email = `${roles.join('-')}-${Math.random().toString(36).slice(2, 8)}@club.example`;
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/staff', headers: admin, payload: { email, name: 'S', roles } });
    expect(res.statusCode, res.body).toBe(201);
    return staffSignIn(t, email);
  };
  return { t, admin, staffWith, content: await staffWith(['content']) };
}

async function auditRows(t: TestApp, action: string) {
  return t.db.select().from(auditLogTable).where(eq(auditLogTable.action, action)).orderBy(desc(auditLogTable.id));
}

type Headers = { authorization: string };
const send = (t: TestApp, headers: Headers, method: 'POST' | 'PATCH' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const zero = '00000000-0000-4000-8000-000000000000';

describe('new products and variants (content role)', () => {
  it('creates a product with a variant; members of its region see it in the shop, others do not; both writes audited', async () => {
    const { t, content } = await setup();
    const cat = await send(t, content, 'POST', '/admin/api/catalogue/categories', {
      region_id: 1,
      type: 'product',
      name: 'Narzędzia ręczne',
    });
    expect(cat.statusCode, cat.body).toBe(201);
    const category = cat.json<StaffCategory>();
    expect(category).toMatchObject({ slug: 'narzedzia-reczne', active: true, products: 0, region_id: 1 });

    const created = await send(t, content, 'POST', '/admin/api/catalogue/products', {
      region_id: 1,
      type: 'product',
      vendor: 'COMPACT',
      name: 'Poziomica laserowa',
      description: 'Zielona wiązka.',
      sku: 'PL-LEVEL-9',
      category_ids: [category.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<StaffProduct>();
    expect(product).toMatchObject({ name: 'Poziomica laserowa', region_id: 1, active: true, is_visible: true, variants: [] });
    expect(product.categories.map((c) => c.id)).toEqual([category.id]);

    const variant = await send(t, content, 'POST', `/admin/api/catalogue/products/${product.uuid}/variants`, {
      sku: 'PL-LEVEL-9-G',
      title: 'Zielona',
      price: 240,
      stock: 12,
      attributes: ['zielona'],
    });
    expect(variant.statusCode, variant.body).toBe(201);
    expect(variant.json<StaffProduct>()).toMatchObject({ prices: { min: 240, max: 240 }, stock: 12 });
    const [row] = await t.db.select().from(shopVariantsTable).where(eq(shopVariantsTable.sku, 'PL-LEVEL-9-G'));
    expect(row).toMatchObject({ title: 'Zielona', price: 240, stock: 12, guid: 'PL-LEVEL-9-G' });
    expect(row?.attrs.map((a) => a.attrValueName)).toEqual(['zielona']);

    const [createdRow] = await auditRows(t, 'product.create');
    expect(createdRow).toMatchObject({ staffRole: 'content', entityId: product.uuid });
    expect(createdRow?.after).toMatchObject({ name: 'Poziomica laserowa', sku: 'PL-LEVEL-9', region_id: 1, categories: [category.id] });
    const [variantRow] = await auditRows(t, 'product.variant_add');
    expect(variantRow?.after).toMatchObject({ sku: 'PL-LEVEL-9-G', price: 240, stock: 12 });

    const pl = await signedInOwner(t);
    const shop = await send(t, pl.headers as Headers, 'GET', '/v2/shop/products');
    const mine = shop.json<{ data: StaffProduct[] }>().data.find((p) => p.uuid === product.uuid);
    expect(mine).toMatchObject({ name: 'Poziomica laserowa', prices: { min: 240 } });
    const byCategory = await send(t, pl.headers as Headers, 'GET', `/v2/shop/products?categories=${category.id}`);
    expect(byCategory.json<{ data: StaffProduct[] }>().data.map((p) => p.uuid)).toEqual([product.uuid]);

    const hu = await signedInOwner(t, { company: { regionsId: 4 } });
    const huShop = await send(t, hu.headers as Headers, 'GET', '/v2/shop/products?limit=100');
    expect(huShop.json<{ data: StaffProduct[] }>().data.map((p) => p.uuid)).not.toContain(product.uuid);
    expect((await send(t, hu.headers as Headers, 'GET', `/v2/shop/products/${product.uuid}`)).statusCode).toBe(404);
  });

  it('bad input: 400 listing every problem per field, nothing written; unknown product 404', async () => {
    const { t, content } = await setup();
    const shape = await send(t, content, 'POST', '/admin/api/catalogue/products', {
      region_id: 99,
      type: 'card',
      vendor: 'ACME',
      name: ' ',
      sku: 'has space',
      active: 'yes',
      category_ids: ['x'],
    });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().fields).toEqual({
      region_id: ['validation.invalid'],
      type: ['validation.invalid'],
      vendor: ['validation.invalid'],
      name: ['validation.required'],
      sku: ['validation.sku'],
      active: ['validation.invalid'],
      'category_ids.0': ['validation.invalid'],
    });

    // What only the database knows, all at once: vendor for the type, SKU taken, categories of another region, of
    // another type, deactivated, listed twice.
    await createShopProduct(t.db, { regionsId: 1, sku: 'PL-TAKEN' });
    const [hu] = await t.db.insert(shopCategoriesTable).values({ regionsId: 4, type: 'product', slug: 'x', name: 'X' }).returning();
    const [vouchers] = await t.db.insert(shopCategoriesTable).values({ regionsId: 1, type: 'voucher', slug: 'v', name: 'V' }).returning();
    const [off] = await t.db
      .insert(shopCategoriesTable)
      .values({ regionsId: 1, type: 'product', slug: 'off', name: 'Off', active: false })
      .returning();
    const [ok] = await t.db.insert(shopCategoriesTable).values({ regionsId: 1, type: 'product', slug: 'ok', name: 'Ok' }).returning();
    const facts = await send(t, content, 'POST', '/admin/api/catalogue/products', {
      region_id: 1,
      type: 'product',
      vendor: 'FUEL',
      name: 'Drill',
      sku: 'PL-TAKEN',
      category_ids: [hu?.id, vouchers?.id, off?.id, ok?.id, ok?.id],
    });
    expect(facts.statusCode).toBe(400);
    expect(facts.json().fields).toEqual({
      vendor: ['validation.vendorType'],
      sku: ['validation.taken'],
      'category_ids.0': ['validation.categoryRegion'],
      'category_ids.1': ['validation.categoryType'],
      'category_ids.2': ['validation.categoryInactive'],
      'category_ids.4': ['validation.duplicate'],
    });
    expect(await auditRows(t, 'product.create')).toHaveLength(0);

    const { product } = await createShopProduct(t.db, { regionsId: 1, variants: [{ sku: 'PL-V-TAKEN' }] });
    const variant = await send(t, content, 'POST', `/admin/api/catalogue/products/${product.uuid}/variants`, {
      sku: '',
      price: -1,
      stock: 1.5,
      attributes: ['a', 'b', 'c', 'd', 'e', 'f'],
    });
    expect(variant.statusCode).toBe(400);
    expect(variant.json().fields).toEqual({
      sku: ['validation.required', 'validation.sku'],
      price: ['validation.min'],
      stock: ['validation.invalid'],
      attributes: ['validation.max'],
    });
    const taken = await send(t, content, 'POST', `/admin/api/catalogue/products/${product.uuid}/variants`, {
      sku: 'PL-V-TAKEN',
      price: 1,
      stock: 1,
      attributes: ['XL', 'xl'],
    });
    expect(taken.json().fields).toEqual({ sku: ['validation.taken'], 'attributes.1': ['validation.duplicate'] });
    const missing = await send(t, content, 'POST', `/admin/api/catalogue/products/${zero}/variants`, { sku: 'A', price: 1, stock: 1 });
    expect(missing.statusCode).toBe(404);
    expect(await auditRows(t, 'product.variant_add')).toHaveLength(0);
  });
});

describe('categories (content role)', () => {
  it('lists, creates, renames; deactivating one with products hides it from members, its products stay; audited', async () => {
    const { t, content } = await setup();
    const { product } = await createShopProduct(t.db, {
      regionsId: 1,
      name: 'Gloves',
      categories: [{ type: 'product', slug: 'seasonal', name: 'Sezonowe' }],
    });
    const list = await send(t, content, 'GET', '/admin/api/catalogue/categories?region=1');
    const seasonal = list.json<{ data: StaffCategory[] }>().data.find((c) => c.slug === 'seasonal');
    expect(seasonal).toMatchObject({ name: 'Sezonowe', active: true, products: 1, type: 'product' });
    if (!seasonal) throw new Error('no category');

    const dup = await send(t, content, 'POST', '/admin/api/catalogue/categories', { region_id: 1, type: 'product', name: 'Seasonal' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fields).toEqual({ name: ['validation.taken'] });
    // The same slug for another type or region is fine.
    const other = await send(t, content, 'POST', '/admin/api/catalogue/categories', { region_id: 4, type: 'product', name: 'Seasonal' });
    expect(other.statusCode, other.body).toBe(201);

    const renamed = await send(t, content, 'PATCH', `/admin/api/catalogue/categories/${seasonal.id}`, { name: 'Zimowe', position: 3 });
    expect(renamed.json<StaffCategory>()).toMatchObject({ name: 'Zimowe', position: 3, slug: 'seasonal', active: true });
    expect((await auditRows(t, 'category.update'))[0]).toMatchObject({ before: { name: 'Sezonowe' }, after: { name: 'Zimowe' } });

    const member = await signedInOwner(t);
    const cats = async () =>
      (await send(t, member.headers as Headers, 'GET', '/v1/shop/categories')).json<{ data: { id: number; name: string }[] }>().data;
    expect((await cats()).map((c) => c.name)).toContain('Zimowe');

    const off = await send(t, content, 'PATCH', `/admin/api/catalogue/categories/${seasonal.id}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<StaffCategory>()).toMatchObject({ active: false, products: 1 });
    const [entry] = await auditRows(t, 'category.deactivate');
    expect(entry).toMatchObject({
      staffRole: 'content',
      entityId: String(seasonal.id),
      before: { active: true, products: 1 },
      after: { active: false },
    });

    expect((await cats()).map((c) => c.name)).not.toContain('Zimowe');
    const all = await send(t, member.headers as Headers, 'GET', '/v2/shop/products?limit=100');
    const gloves = all.json<{ data: StaffProduct[] }>().data.find((p) => p.uuid === product.uuid);
    expect(gloves?.categories).toEqual([]);
    const filtered = await send(t, member.headers as Headers, 'GET', `/v2/shop/products?categories=${seasonal.id}`);
    expect(filtered.json<{ data: StaffProduct[] }>().data).toEqual([]);

    const back = await send(t, content, 'PATCH', `/admin/api/catalogue/categories/${seasonal.id}`, { active: true });
    expect(back.json<StaffCategory>().active).toBe(true);
    expect((await cats()).map((c) => c.name)).toContain('Zimowe');
  });

  it('bad input lists every problem; unknown category 404', async () => {
    const { t, content } = await setup();
    const bad = await send(t, content, 'POST', '/admin/api/catalogue/categories', {
      region_id: 0,
      type: 'cars',
      name: '',
      slug: 'Not A Slug',
      position: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      region_id: ['validation.invalid'],
      type: ['validation.invalid'],
      name: ['validation.required'],
      slug: ['validation.slug'],
      position: ['validation.min'],
    });
    const [cat] = await t.db.insert(shopCategoriesTable).values({ regionsId: 1, type: 'product', slug: 's', name: 'S' }).returning();
    const badPatch = await send(t, content, 'PATCH', `/admin/api/catalogue/categories/${cat?.id}`, { name: ' ', active: 'no' });
    expect(badPatch.json().fields).toEqual({ name: ['validation.required'], active: ['validation.invalid'] });
    expect((await send(t, content, 'PATCH', '/admin/api/catalogue/categories/999999', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('vendors’ minimum order per region', () => {
  it('content edits a minimum; checkout and the cart use it at the next request; audited', async () => {
    const { t, content } = await setup();
    const before = await send(t, content, 'GET', '/admin/api/regions/1/minimums');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<VendorMinimums>().data.find((m) => m.vendor === 'COMPACT')).toEqual({
      vendor: 'COMPACT',
      points: 128,
      default: 128,
      custom: false,
    });

    const member = await signedInOwner(t);
    await givePoints(t.db, member.company.id, 5000);
    const { variants } = await createShopProduct(t.db, { regionsId: 1, variants: [{ price: 150, stock: 50 }] });
    const uuid = variants[0]?.uuid ?? '';
    const order = () =>
      send(t, member.headers as Headers, 'POST', '/v2/orders', { type: 'cart', order: [{ uuid, quantity: 1 }], customer });

    const raised = await send(t, content, 'PUT', '/admin/api/regions/1/minimums', { minimums: [{ vendor: 'COMPACT', points: 300 }] });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json<VendorMinimums>().data.find((m) => m.vendor === 'COMPACT')).toMatchObject({ points: 300, custom: true });
    const refused = await order();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'orders.0': ['order.belowMinimum'] });
    const cart = await send(t, member.headers as Headers, 'GET', `/v2/cart?uuids=${uuid}`);
    expect(cart.json().minimums).toMatchObject({ COMPACT: 300, GIFT: 0 });

    await send(t, content, 'PUT', '/admin/api/regions/1/minimums', { minimums: [{ vendor: 'COMPACT', points: 100 }] });
    const placed = await order();
    expect(placed.statusCode, placed.body).toBe(201);
    const [entry] = await auditRows(t, 'minimum.update');
    expect(entry).toMatchObject({ staffRole: 'content', entityId: '1', before: { COMPACT: 300 }, after: { COMPACT: 100 } });

    // Another region keeps its own.
    const hu = await send(t, content, 'GET', '/admin/api/regions/4/minimums');
    expect(hu.json<VendorMinimums>().data.find((m) => m.vendor === 'COMPACT')).toMatchObject({ custom: false });
  });

  it('bad input lists every problem, nothing saved; an unknown region is refused', async () => {
    const { t, content } = await setup();
    const bad = await send(t, content, 'PUT', '/admin/api/regions/1/minimums', {
      minimums: [
        { vendor: 'ACME', points: 1 },
        { vendor: 'GIFT', points: -5 },
        { vendor: 'FUEL', points: 2.5 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'minimums.0.vendor': ['validation.invalid'],
      'minimums.1.points': ['validation.min'],
      'minimums.2.points': ['validation.invalid'],
    });
    const twice = await send(t, content, 'PUT', '/admin/api/regions/1/minimums', {
      minimums: [
        { vendor: 'GIFT', points: 1 },
        { vendor: 'GIFT', points: 2 },
      ],
    });
    expect(twice.json().fields).toEqual({ 'minimums.1.vendor': ['validation.duplicate'] });
    expect(await auditRows(t, 'minimum.update')).toHaveLength(0);
    expect((await send(t, content, 'GET', '/admin/api/regions/99/minimums')).statusCode).toBe(400);
  });
});

describe('tier brackets (admins)', () => {
  const brackets = [
    { from: 0, to: 49, points: 0 },
    { from: 50, to: 199, points: 2 },
    { from: 200, to: 999_999, points: 5 },
  ];

  it('an admin replaces the brackets; /v2/tiers and /v1/config show them at once (no cache in between); audited', async () => {
    const { t, admin } = await setup();
    const member = await signedInOwner(t);
    const tiers = async () =>
      (await send(t, member.headers as Headers, 'GET', '/v2/tiers?region_id=1')).json<{
        data: { tier_category: number; brackets: { level: number; from: number; to: number; points: number }[] }[];
      }>().data;
    expect((await tiers())[0]?.brackets).toHaveLength(4);

    const res = await send(t, admin, 'PUT', '/admin/api/regions/1/tiers/1', { brackets });
    expect(res.statusCode, res.body).toBe(200);
    expect((await tiers())[0]?.brackets.map(({ level, from, to, points }) => ({ level, from, to, points }))).toEqual([
      { level: 1, from: 0, to: 49, points: 0 },
      { level: 2, from: 50, to: 199, points: 2 },
      { level: 3, from: 200, to: 999_999, points: 5 },
    ]);
    const config = await send(t, member.headers as Headers, 'GET', '/v1/config');
    expect(config.json().tiers[0].brackets).toHaveLength(3);
    const [entry] = await auditRows(t, 'tier.update');
    expect(entry).toMatchObject({ staffRole: 'admin', entityId: '1:1' });
    expect(entry?.before).toHaveLength(4);
    expect(entry?.after).toEqual([
      { level: 1, from: 0, to: 49, points: 0 },
      { level: 2, from: 50, to: 199, points: 2 },
      { level: 3, from: 200, to: 999_999, points: 5 },
    ]);
  });

  it('refuses gaps, overlaps, descending, a start above 0 and negative points, listing every problem; 403 for content; 404', async () => {
    const { t, admin, content, staffWith } = await setup();
    const shape = await send(t, admin, 'PUT', '/admin/api/regions/1/tiers/1', {
      brackets: [
        { from: -1, to: 9, points: -2 },
        { from: 10, to: 'x', points: 1.5 },
      ],
    });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().fields).toEqual({
      'brackets.0.from': ['validation.min'],
      'brackets.0.points': ['validation.min'],
      'brackets.1.to': ['validation.invalid'],
      'brackets.1.points': ['validation.invalid'],
    });
    const order = await send(t, admin, 'PUT', '/admin/api/regions/1/tiers/1', {
      brackets: [
        { from: 5, to: 49, points: 0 },
        { from: 60, to: 99, points: 1 },
        { from: 90, to: 80, points: 2 },
      ],
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().fields).toEqual({
      'brackets.0.from': ['validation.bracketStart'],
      'brackets.1.from': ['validation.bracketGap'],
      'brackets.2.to': ['validation.bracketOrder'],
      'brackets.2.from': ['validation.bracketOverlap'],
    });
    expect(await auditRows(t, 'tier.update')).toHaveLength(0);

    expect((await send(t, content, 'PUT', '/admin/api/regions/1/tiers/1', { brackets })).statusCode).toBe(403);
    expect((await send(t, admin, 'PUT', '/admin/api/regions/1/tiers/9', { brackets })).statusCode).toBe(404);
    expect((await send(t, await staffWith(['review']), 'PUT', '/admin/api/regions/1/tiers/1', { brackets })).statusCode).toBe(403);
  });
});

describe('roles', () => {
  it('review, fulfilment and support are refused every new catalogue route (403); installers 401', async () => {
    const { t, staffWith } = await setup();
    // Valid bodies: Fastify checks the body before the role, so an invalid one would answer 400 first.
    const calls: [method: 'POST' | 'PATCH' | 'PUT' | 'GET', url: string, body?: object][] = [
      ['POST', '/admin/api/catalogue/products', { region_id: 1, type: 'product', vendor: 'COMPACT', name: 'N', sku: 'S' }],
      ['POST', `/admin/api/catalogue/products/${zero}/variants`, { sku: 'S', price: 1, stock: 1 }],
      ['POST', '/admin/api/catalogue/categories', { region_id: 1, type: 'product', name: 'N' }],
      ['PATCH', '/admin/api/catalogue/categories/1', { name: 'N' }],
      ['GET', '/admin/api/regions/1/minimums'],
      ['PUT', '/admin/api/regions/1/minimums', { minimums: [{ vendor: 'COMPACT', points: 1 }] }],
      ['PUT', '/admin/api/regions/1/tiers/1', { brackets: [{ from: 0, to: 9, points: 0 }] }],
    ];
    for (const role of ['review', 'fulfilment', 'support'] as const) {
      const other = await staffWith([role]);
      for (const [method, url, body] of calls) expect((await send(t, other, method, url, body)).statusCode, `${role} ${url}`).toBe(403);
    }
    const member = await signedInOwner(t);
    for (const [method, url, body] of calls) expect((await send(t, member.headers as Headers, method, url, body)).statusCode).toBe(401);
    expect(await auditRows(t, 'product.create')).toHaveLength(0);
    expect(await auditRows(t, 'tier.update')).toHaveLength(0);
  });
});
