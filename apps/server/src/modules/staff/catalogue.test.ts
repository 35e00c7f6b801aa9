// The console's catalogue, content and regional settings (issue 16 "Catalogue and content"): the content role edits
// products and content, every other role is refused (403), bad input lists every problem per field, the database
// holds the change with an audit row, and the member's own API shows it at the next request.
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@club/contract/staff';
import { auditLogTable, contentItemsTable, shopProductImagesTable, shopVariantsTable } from '../../db/schema.ts';
import { build, type TestApp } from '../../test/app.ts';
import { createShopProduct, signedInOwner } from '../../test/factories.ts';

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
  return { t, admin, staffWith };
}

async function auditRows(t: TestApp, action: string) {
  return t.db.select().from(auditLogTable).where(eq(auditLogTable.action, action)).orderBy(desc(auditLogTable.id));
}

function form(data: Buffer, filename = 'picture.png') {
  const boundary = `----club${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1e6fd9' } })
    .png()
    .toBuffer();

describe('catalogue (content role)', () => {
  it('lists products with filters and paging; other roles get 403; installers 401', async () => {
    const { t, staffWith } = await setup();
    const content = await staffWith(['content']);
    await createShopProduct(t.db, { name: 'Drill PL', regionsId: 1, vendor: 'COMPACT' });
    await createShopProduct(t.db, { name: 'Fuel HU', regionsId: 4, type: 'voucher', vendor: 'FUEL' });
    await createShopProduct(t.db, { name: 'Gift HU', regionsId: 4, type: 'voucher', vendor: 'GIFT' });

    const hu = await t.app.inject({ method: 'GET', url: '/admin/api/catalogue/products?region=4&limit=1', headers: content });
    expect(hu.statusCode, hu.body).toBe(200);
    expect(hu.json().meta).toMatchObject({ total: 2, last_page: 2 });
    expect(hu.json().data).toHaveLength(1);
    const fuel = await t.app.inject({ method: 'GET', url: '/admin/api/catalogue/products?region=4&vendor=FUEL', headers: content });
    expect(fuel.json().data.map((p: { name: string }) => p.name)).toEqual(['Fuel HU']);
    const goods = await t.app.inject({ method: 'GET', url: '/admin/api/catalogue/products?type=product&q=drill', headers: content });
    expect(goods.json().data.map((p: { name: string }) => p.name)).toEqual(['Drill PL']);
    const bad = await t.app.inject({ method: 'GET', url: '/admin/api/catalogue/products?type=car&vendor=X&page=0', headers: content });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['page', 'type', 'vendor']);

    for (const role of ['review', 'fulfilment', 'support'] as const) {
      const other = await staffWith([role]);
      expect((await t.app.inject({ method: 'GET', url: '/admin/api/catalogue/products', headers: other })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/admin/api/content', headers: other })).statusCode).toBe(403);
    }
    const member = await signedInOwner(t);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/catalogue/products', headers: member.headers })).statusCode).toBe(401);
  });

  it('edits name, description, active flag, price and stock: the DB holds it, the audit keeps before/after, the member’s shop shows it', async () => {
    const { t, staffWith } = await setup();
    const content = await staffWith(['content']);
    const { product, variants } = await createShopProduct(t.db, { name: 'Old name', variants: [{ price: 100, stock: 5 }] });
    const variant = variants[0];
    if (!variant) throw new Error('no variant');
    const member = await signedInOwner(t);

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/catalogue/products/${product.uuid}`,
      headers: content,
      payload: { name: 'New name', description: 'Better.', variants: [{ uuid: variant.uuid, price: 250, stock: 7 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New name', description: 'Better.', prices: { min: 250, max: 250 }, stock: 7 });
    const [row] = await t.db.select().from(shopVariantsTable).where(eq(shopVariantsTable.id, variant.id));
    expect(row).toMatchObject({ price: 250, stock: 7 });
    const [entry] = await auditRows(t, 'product.update');
    expect(entry).toMatchObject({ staffRole: 'content', entityId: product.uuid });
    expect(entry?.before).toMatchObject({ name: 'Old name', variants: [{ price: 100, stock: 5 }] });
    expect(entry?.after).toMatchObject({ name: 'New name', variants: [{ price: 250, stock: 7 }] });

    const shop = await t.app.inject({ method: 'GET', url: `/v2/shop/products/${product.uuid}`, headers: member.headers });
    expect(shop.json()).toMatchObject({ name: 'New name', prices: { min: 250 } });

    // Deactivated: gone from the member's list.
    await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/catalogue/products/${product.uuid}`,
      headers: content,
      payload: { active: false },
    });
    const list = await t.app.inject({ method: 'GET', url: '/v2/shop/products', headers: member.headers });
    expect(list.json().data.map((p: { uuid: string }) => p.uuid)).not.toContain(product.uuid);
  });

  it('bad input: 400 listing every problem per field, nothing changed, no audit row; unknown product 404', async () => {
    const { t, staffWith } = await setup();
    const content = await staffWith(['content']);
    const { product, variants } = await createShopProduct(t.db, { variants: [{ price: 100, stock: 5 }] });
    const other = await createShopProduct(t.db);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/catalogue/products/${product.uuid}`,
      headers: content,
      payload: { name: ' ', active: 'yes', variants: [{ uuid: variants[0]?.uuid, price: -1, stock: 1.5 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      name: ['validation.required'],
      active: ['validation.invalid'],
      'variants.0.price': ['validation.min'],
      'variants.0.stock': ['validation.invalid'],
    });
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/catalogue/products/${product.uuid}`,
      headers: content,
      payload: { variants: [{ uuid: other.variants[0]?.uuid, price: 1 }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ 'variants.0.uuid': ['validation.notThisProduct'] });
    const [row] = await t.db.select().from(shopVariantsTable).where(eq(shopVariantsTable.productsId, product.id));
    expect(row).toMatchObject({ price: 100, stock: 5 });
    expect(await auditRows(t, 'product.update')).toHaveLength(0);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/catalogue/products/00000000-0000-4000-8000-000000000000',
      headers: content,
      payload: { name: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('uploads a product picture through the storage adapter (two sizes, served publicly), refuses a non-image, removes it', async () => {
    const { t, staffWith } = await setup();
    const content = await staffWith(['content']);
    const { product } = await createShopProduct(t.db);
    const empty = form(Buffer.alloc(0));
    const up = await t.app.inject({
      method: 'POST',
      url: `/admin/api/catalogue/products/${product.uuid}/images`,
      headers: { ...content, ...empty.headers },
      payload: empty.payload,
    });
    // An empty file part is refused.
    expect(up.statusCode).toBe(400);

    const body = form(await png(1200, 900));
    const ok = await t.app.inject({
      method: 'POST',
      url: `/admin/api/catalogue/products/${product.uuid}/images`,
      headers: { ...content, ...body.headers },
      payload: body.payload,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const image = ok.json().images.list.at(-1) as { xs: string; l: string; position: number };
    expect(image.xs).toMatch(/^\/media\/catalogue\/[0-9a-f-]{36}\.png$/);
    const large = await t.app.inject({ method: 'GET', url: image.l });
    expect(large.statusCode).toBe(200);
    expect(large.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(large.rawPayload).metadata()).width).toBe(800);
    expect((await sharp((await t.app.inject({ method: 'GET', url: image.xs })).rawPayload).metadata()).width).toBe(160);
    expect(await auditRows(t, 'product.image_add')).toHaveLength(1);

    const text = form(Buffer.from('<html>not a picture</html>'), 'x.png');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/admin/api/catalogue/products/${product.uuid}/images`,
      headers: { ...content, ...text.headers },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(415);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/admin/api/catalogue/products/${product.uuid}/images/${image.position}`,
      headers: content,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.db.select().from(shopProductImagesTable).where(eq(shopProductImagesTable.productsId, product.id))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: image.l })).statusCode).toBe(404);
  });
});

describe('content (content role)', () => {
  const news = (over: Record<string, unknown> = {}) => ({
    type: 'news',
    region_id: 1,
    content: { title: 'Spring promotion', excerpt: 'Double points in April.', text: [{ type: 'paragraph', text: 'Details.' }] },
    ...over,
  });

  it('publishing a news item shows it in the member’s news at once; unpublishing hides it; both audited', async () => {
    const { t, staffWith } = await setup();
    const content = await staffWith(['content']);
    const member = await signedInOwner(t);
    const created = await t.app.inject({ method: 'POST', url: '/admin/api/content', headers: content, payload: news({ sticky: true }) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ state: 'live', language_id: 2, sticky: true, target_role: null });
    const uuid = created.json().uuid as string;
    const [row] = await t.db.select().from(contentItemsTable).where(eq(contentItemsTable.uuid, uuid));
    expect(row).toMatchObject({ regionsId: 1, type: 'news', isActive: true });
    expect(await auditRows(t, 'content.create')).toHaveLength(1);

    const seen = await t.app.inject({ method: 'GET', url: '/v1/content?content_types=news', headers: member.headers });
    expect(seen.json().data.map((c: { content: { title: string } }) => c.content.title)).toContain('Spring promotion');

    const off = await t.app.inject({ method: 'PATCH', url: `/admin/api/content/${uuid}`, headers: content, payload: { is_active: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().state).toBe('off');
    const [entry] = await auditRows(t, 'content.unpublish');
    expect(entry).toMatchObject({ entityId: uuid, staffRole: 'content' });
    expect(entry?.before).toMatchObject({ is_active: true });
    const gone = await t.app.inject({ method: 'GET', url: `/v1/content/${uuid}`, headers: member.headers });
    expect(gone.statusCode).toBe(404);

    const list = await t.app.inject({ method: 'GET', url: '/admin/api/content?state=off&type=news&region=1', headers: content });
    expect(list.json().data.map((c: { uuid: string }) => c.uuid)).toEqual([uuid]);
  });

  it('a future window is scheduled (not shown yet); target role 2 hides it from the standard club; edits keep the window valid', async () => {
    const { t, staffWith } = await setup();
    const content = await staffWith(['content']);
    const member = await signedInOwner(t);
    const later = new Date(t.clock.now.getTime() + 86_400_000).toISOString();
    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/admin/api/content',
      headers: content,
      payload: news({ published_from: later }),
    });
    expect(scheduled.json().state).toBe('scheduled');
    const decor = await t.app.inject({ method: 'POST', url: '/admin/api/content', headers: content, payload: news({ target_role: 2 }) });
    const seen = await t.app.inject({ method: 'GET', url: '/v1/content?content_types=news', headers: member.headers });
    expect(seen.json().data).toHaveLength(0);
    const earlier = new Date(t.clock.now.getTime() - 10 * 86_400_000).toISOString();
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/admin/api/content/${decor.json().uuid}`,
      headers: content,
      payload: { published_until: earlier },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ published_until: ['validation.windowOrder'] });
    t.clock.advance(2 * 86_400_000);
    const now = await t.app.inject({ method: 'GET', url: '/v1/content?content_types=news', headers: member.headers });
    expect(now.json().data.map((c: { uuid: string }) => c.uuid)).toEqual([scheduled.json().uuid]);
  });

  it('bad input: 400 listing every problem per field; nothing stored', async () => {
    const { t, staffWith } = await setup();
    const content = await staffWith(['content']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/content',
      headers: content,
      payload: {
        type: 'poster',
        region_id: 99,
        target_role: 3,
        content: { title: '', youtube: 'nope', link: { href: 'javascript:alert(1)', label: 'x' } },
        published_from: '2026-05-01T00:00:00Z',
        published_until: '2026-04-01T00:00:00Z',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(
      ['content.link.href', 'content.title', 'content.youtube', 'region_id', 'target_role', 'type'].sort(),
    );
    expect(await t.db.select().from(contentItemsTable)).toHaveLength(0);
    expect(await auditRows(t, 'content.create')).toHaveLength(0);
  });

  it('a content picture: the first is the main picture (480, 960 and 1600 px), each copy served and removed with it', async () => {
    const { t, staffWith } = await setup();
    const content = await staffWith(['content']);
    const created = await t.app.inject({ method: 'POST', url: '/admin/api/content', headers: content, payload: news() });
    const body = form(await png(2000, 1000));
    const up = await t.app.inject({
      method: 'POST',
      url: `/admin/api/content/${created.json().uuid}/images`,
      headers: { ...content, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const media = up.json().media as { s: string; m: string; l: string };
    expect(up.json().media).toMatchObject({ width: 1600, height: 800 });
    const widthOf = async (url: string) => (await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata()).width;
    expect([await widthOf(media.s), await widthOf(media.m), await widthOf(media.l)]).toEqual([480, 960, 1600]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/admin/api/content/${created.json().uuid}/images/${up.json().media.uuid}`,
      headers: content,
    });
    expect(removed.json().media).toBeNull();
    expect(await auditRows(t, 'content.image_remove')).toHaveLength(1);
    for (const url of [media.s, media.m, media.l]) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('regional settings (admin)', () => {
  it('admins see what /v1/config serves; the content role is refused', async () => {
    const { t, admin, staffWith } = await setup();
    const member = await signedInOwner(t);
    const res = await t.app.inject({ method: 'GET', url: '/admin/api/regions/1/config', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const portal = await t.app.inject({ method: 'GET', url: '/v1/config', headers: member.headers });
    // The member's answer carries translated texts in their language and English only; staff see every language.
    expect(res.json().regional_settings.flags).toEqual(portal.json().regional_settings.flags);
    const points = (b: { slug: string; points: number }[]) => b.map((x) => [x.slug, x.points]);
    expect(points(res.json().behaviours)).toEqual(points(portal.json().behaviours));
    expect(res.json().tiers.map((x: { brackets: unknown }) => x.brackets)).toEqual(
      portal.json().tiers.map((x: { brackets: unknown }) => x.brackets),
    );
    const content = await staffWith(['content']);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/regions/1/config', headers: content })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/regions/17/config', headers: admin })).statusCode).toBe(400);
  });

  it('admins edit switches and behaviour points: validated, audited, and /v1/config and /v1/config/public show it at once', async () => {
    const { t, admin, staffWith } = await setup();
    const member = await signedInOwner(t);
    // Signed in first: a sign-in moves the test clock past the public copy's 30 s life.
    const content = await staffWith(['content']);
    const before = await t.app.inject({ method: 'GET', url: '/admin/api/regions/1/config', headers: admin });
    const welcome = (before.json().behaviours as { uuid: string; slug: string; points: number }[]).find((b) => b.slug === 'welcome-points');
    if (!welcome) throw new Error('no welcome behaviour');
    const other = await t.app.inject({ method: 'GET', url: '/admin/api/regions/4/config', headers: admin });
    const foreign = (other.json().behaviours as { uuid: string }[])[0]?.uuid;
    // The public answer is cached in memory: read it once so a stale copy would show.
    const publicBefore = await t.app.inject({ method: 'GET', url: '/v1/config/public?lang=en' });
    expect(publicBefore.json().regions.find((r: { id: number }) => r.id === 1).welcome_points).toBe(welcome.points);

    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/regions/1/config',
      headers: admin,
      payload: { flags: { points_expiry_years: 99, club_card: 'no' }, behaviours: [{ uuid: welcome.uuid, points: -5 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      'flags.points_expiry_years': ['validation.max'],
      'flags.club_card': ['validation.invalid'],
      'behaviours.0.points': ['validation.min'],
    });
    const wrongRegion = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/regions/1/config',
      headers: admin,
      payload: { behaviours: [{ uuid: foreign, points: 5 }] },
    });
    expect(wrongRegion.json().fields).toEqual({ 'behaviours.0.uuid': ['validation.notThisRegion'] });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/admin/api/regions/1/config',
          headers: content,
          payload: { flags: { club_card: false } },
        })
      ).statusCode,
    ).toBe(403);
    expect(await auditRows(t, 'region.update')).toHaveLength(0);

    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/admin/api/regions/1/config',
      headers: admin,
      payload: {
        flags: { marketing_shop: false, points_expiry_years: 3 },
        behaviours: [{ uuid: welcome.uuid, points: welcome.points + 7 }],
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const portal = await t.app.inject({ method: 'GET', url: '/v1/config', headers: member.headers });
    expect(portal.json().regional_settings.flags).toMatchObject({ marketing_shop: false, points_expiry_years: 3, club_card: true });
    expect(portal.json().behaviours.find((b: { slug: string }) => b.slug === 'welcome-points').points).toBe(welcome.points + 7);
    const publicAfter = await t.app.inject({ method: 'GET', url: '/v1/config/public?lang=en' });
    expect(publicAfter.json().regions.find((r: { id: number }) => r.id === 1).welcome_points).toBe(welcome.points + 7);
    expect(publicAfter.json().regional_settings.find((r: { region_id: number }) => r.region_id === 1).flags.marketing_shop).toBe(false);
    const [entry] = await auditRows(t, 'region.update');
    expect(entry).toMatchObject({ staffRole: 'admin', entityId: '1' });
    expect(entry?.after).toMatchObject({ flags: { points_expiry_years: 3 } });
  });
});
