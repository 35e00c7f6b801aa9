// Placing orders through the API: one order per vendor, stock and points taken, every problem in one 400, owners only,
// Idempotency-Key replays, vouchers from the pool, the staff's status changes, and the company-scoped reads.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order, OrderList, PlacedOrders, PlaceMultiOrderInput, PlaceOrderInput } from '@club/contract/orders';
import type { Notification, NotificationList } from '@club/contract/notifications';
import { build, type TestApp } from '../../test/app.ts';
import { createShopProduct, createUser, givePoints, signIn, signedInOwner } from '../../test/factories.ts';
import { orderAlertsTable, ordersTable, pointAccountsTable, shopVariantsTable, voucherCodesTable } from '../../db/schema.ts';
import { ledgerState } from '../points/service.ts';
import { addVoucherCodes, updateVariant } from '../shop/service.ts';
import { changeOrderStatus, faults } from './service.ts';
import { testCtx } from '../../test/ctx.ts';

const customer = {
  email: '',
  phone: '',
  phone_region: 1,
  phone_number: '+48 512 345 678',
  name: 'Jan',
  surname: 'Kowalski',
  company_name: 'Dachy Kowalski',
  street: 'Marszałkowska',
  house_number: '10',
  city: 'Warszawa',
  postal_code: '00-590',
  country: 'PL',
  region: 1,
};

async function stockOf(t: TestApp, uuid: string): Promise<number> {
  const [row] = await t.db.select({ stock: shopVariantsTable.stock }).from(shopVariantsTable).where(eq(shopVariantsTable.uuid, uuid));
  return row?.stock ?? -1;
}
async function balanceOf(t: TestApp, companyId: number): Promise<{ balance: number; reserved: number }> {
  const [row] = await t.db.select().from(pointAccountsTable).where(eq(pointAccountsTable.companiesId, companyId));
  return { balance: row?.balance ?? 0, reserved: row?.reserved ?? 0 };
}
const variantOf = (p: { variants: { uuid: string }[] }) => p.variants[0]?.uuid ?? '';

async function setup(points = 1000) {
  const t = await build();
  const me = await signedInOwner(t);
  await givePoints(t.db, me.company.id, points);
  const drill = await createShopProduct(t.db, {
    name: 'Drill',
    images: [{ xs: '/drill-xs.svg', l: '/drill-l.svg' }],
    variants: [{ price: 150, stock: 5 }],
  });
  const flyers = await createShopProduct(t.db, {
    name: 'Flyers',
    type: 'marketing',
    vendor: 'MARKETING',
    variants: [{ price: 60, stock: 100 }],
  });
  const fuel = await createShopProduct(t.db, { name: 'Fuel 100', type: 'voucher', vendor: 'FUEL', variants: [{ price: 100, stock: 50 }] });
  return { t, me, drill, flyers, fuel };
}

const place = (t: TestApp, headers: Record<string, string>, payload: PlaceOrderInput) =>
  t.app.inject({ method: 'POST', url: '/v2/orders', headers, payload });
const placeMulti = (t: TestApp, headers: Record<string, string>, payload: PlaceMultiOrderInput) =>
  t.app.inject({ method: 'POST', url: '/v2/orders/multi', headers, payload });

describe('POST /v2/orders and /v2/orders/multi', () => {
  it('places one order per vendor: stock taken, points reserved, status 1, notification and email', async () => {
    const { t, me, drill, flyers } = await setup();
    const res = await placeMulti(t, me.headers, {
      orders: [
        { type: 'cart', order: [{ uuid: variantOf(drill), quantity: 2, price: 150 }] },
        { type: 'marketing', order: [{ uuid: variantOf(flyers), quantity: 1 }] },
      ],
      customer,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json<PlacedOrders>();
    expect(data.map((o) => [o.vendor, o.points, o.status, o.items_count, o.meta.type])).toEqual([
      ['COMPACT', 300, 1, 2, 'cart'],
      ['MARKETING', 60, 1, 1, 'marketing'],
    ]);
    expect(data[0]?.number).toMatch(/^PL-\d{6}$/);
    expect(data[0]?.customer).toMatchObject({ address: 'Marszałkowska 10, 00-590 Warszawa', email: me.user.email, phone: '+48512345678' });
    expect(data[0]?.meta.contents).toEqual([
      expect.objectContaining({
        name: 'Drill — Variant 1',
        quantity: 2,
        price: 150,
        image: '/drill-xs.svg',
        variantUuid: variantOf(drill),
      }),
    ]);
    expect(await stockOf(t, variantOf(drill))).toBe(3);
    expect(await stockOf(t, variantOf(flyers))).toBe(99);
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 640, reserved: 360 });
    const ledger = await ledgerState(t.db, me.company.id);
    expect(ledger.sumOfEntries).toBe(ledger.balance);

    const notes = (await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: me.headers })).json<NotificationList>();
    expect(notes.data.filter((n: Notification) => n.kind === 'order_reservation').map((n) => n.link)).toEqual(
      expect.arrayContaining(data.map((o) => `/orders/${o.uuid}`)),
    );
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]?.to).toBe(me.user.email);
    expect(t.mails[0]?.text).toContain(data[0]?.number);
    expect(t.mails[0]?.text).toContain(data[1]?.number);

    const history = (await t.app.inject({ method: 'GET', url: '/v1/points/history', headers: me.headers })).json<{
      data: { variation: string; points: number; options: { order: { order_number: string } | null } }[];
    }>();
    expect(history.data.filter((h) => h.variation === 'reserved').map((h) => [h.points, h.options.order?.order_number])).toEqual(
      expect.arrayContaining([
        [300, data[0]?.number],
        [60, data[1]?.number],
      ]),
    );
  });

  it('splits a cart of two vendors into two orders on POST /v2/orders too', async () => {
    const { t, me, drill } = await setup();
    const gift = await createShopProduct(t.db, { name: 'Gift goods', vendor: 'GIFT', variants: [{ price: 30 }] });
    const res = await place(t, me.headers, {
      type: 'cart',
      order: [
        { uuid: variantOf(drill), quantity: 1 },
        { uuid: variantOf(gift), quantity: 1 },
      ],
      customer,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<PlacedOrders>().data.map((o) => o.vendor)).toEqual(['COMPACT', 'GIFT']);
  });

  it('answers 400 with every problem at once and writes nothing', async () => {
    const { t, me, drill, flyers } = await setup(100);
    const cheap = await createShopProduct(t.db, { name: 'Pencil', variants: [{ price: 5, stock: 100 }] });
    await updateVariant(t.db, variantOf(flyers), { price: 70 });
    const czech = await createShopProduct(t.db, { regionsId: 2 });
    const res = await placeMulti(t, me.headers, {
      orders: [
        { type: 'cart', order: [{ uuid: variantOf(drill), quantity: 6 }] },
        { type: 'marketing', order: [{ uuid: variantOf(flyers), quantity: 1, price: 60 }] },
        { type: 'cart', order: [{ uuid: variantOf(czech), quantity: 1 }] },
      ],
      customer: { ...customer, street: '', company_name: '', phone_region: 2 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ errors: string[]; fields: Record<string, string[]> }>();
    expect(body.fields).toEqual({
      'orders.0.order.0.quantity': ['order.stockChanged'],
      'orders.1.order.0.price': ['order.priceChanged'],
      'orders.2.order.0.uuid': ['order.unavailable'],
      'customer.street': ['validation.required'],
      'customer.company_name': ['validation.required'],
      'customer.phone_number': ['validation.phone'],
      points: ['order.notEnoughPoints'],
    });
    // Below the Polish minimum (128) for COMPACT only; MARKETING has none.
    const small = await placeMulti(t, me.headers, {
      orders: [
        { type: 'cart', order: [{ uuid: variantOf(cheap), quantity: 2 }] },
        { type: 'marketing', order: [{ uuid: variantOf(flyers), quantity: 1 }] },
      ],
      customer,
    });
    expect(small.statusCode).toBe(400);
    expect(small.json<{ fields: Record<string, string[]> }>().fields).toEqual({ 'orders.0': ['order.belowMinimum'] });
    expect(await stockOf(t, variantOf(drill))).toBe(5);
    expect(await t.db.select().from(ordersTable)).toHaveLength(0);
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 100, reserved: 0 });
  });

  it('applies each region’s minimum: Bosnia has none, Bulgaria 100', async () => {
    const t = await build();
    for (const [regionsId, code, price, status] of [
      [10, 'BA', 1, 201],
      [8, 'BG', 99, 400],
      [8, 'BG', 100, 201],
    ] as const) {
      const me = await signedInOwner(t, { company: { regionsId } });
      await givePoints(t.db, me.company.id, 500);
      const p = await createShopProduct(t.db, { regionsId, variants: [{ price }] });
      const res = await place(t, me.headers, {
        type: 'cart',
        order: [{ uuid: variantOf(p), quantity: 1 }],
        customer: { ...customer, phone_number: '999999999901', phone_region: regionsId, region: regionsId, country: code },
      });
      expect(res.statusCode, `${code} ${price}: ${res.body}`).toBe(status);
    }
  });

  it('refuses roles that may not order (403) and a wrong order type (400)', async () => {
    const { t, me, drill, fuel } = await setup();
    for (const role of [4, 8]) {
      const user = await createUser(t.db, me.company, { role });
      const session = await signIn(t, user);
      const res = await place(t, session.headers, { type: 'cart', order: [{ uuid: variantOf(drill), quantity: 1 }], customer });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    }
    const wrong = await place(t, me.headers, { type: 'cart', order: [{ uuid: variantOf(fuel), quantity: 1 }], customer });
    expect(wrong.json<{ fields: Record<string, string[]> }>().fields).toEqual({ 'orders.0.order.0.uuid': ['order.wrongType'] });
    const card = await createShopProduct(t.db, { name: 'Club card', type: 'card', vendor: 'EDENRED', variants: [{ price: 0 }] });
    const twoCards = await place(t, me.headers, { type: 'card', order: [{ uuid: variantOf(card), quantity: 2 }], customer });
    // Every problem at once: one card per order, and the club card's own rule (10 scans this year, issue 14).
    expect(twoCards.json<{ fields: Record<string, string[]> }>().fields).toEqual({
      'orders.0.order': ['order.wrongType'],
      type: ['card.notEnoughScans'],
    });
    expect(fuel.variants).toHaveLength(1);
    expect(await stockOf(t, variantOf(drill))).toBe(5);
  });

  it('honours Idempotency-Key: a replay answers the first orders (200), another body with the key is 409', async () => {
    const { t, me, drill } = await setup();
    const headers = { ...me.headers, 'idempotency-key': `checkout-${randomUUID()}` };
    const body: PlaceOrderInput = { type: 'cart', order: [{ uuid: variantOf(drill), quantity: 1 }], customer };
    const first = await place(t, headers, body);
    const again = await place(t, headers, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<PlacedOrders>().data.map((o) => o.uuid)).toEqual(first.json<PlacedOrders>().data.map((o) => o.uuid));
    expect(await stockOf(t, variantOf(drill))).toBe(4);
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 850, reserved: 150 });
    const other = await place(t, headers, { ...body, order: [{ uuid: variantOf(drill), quantity: 2 }] });
    expect(other.statusCode).toBe(409);
    // The same key used by another company is that company's own key.
    const them = await signedInOwner(t);
    await givePoints(t.db, them.company.id, 500);
    const theirs = await place(t, { ...them.headers, 'idempotency-key': headers['idempotency-key'] }, body);
    expect(theirs.statusCode).toBe(201);
    expect(await stockOf(t, variantOf(drill))).toBe(3);
  });

  it('leaves nothing half-done when placing fails between steps', async () => {
    for (const at of ['order', 'stock', 'reserve', 'done']) {
      const { t, me, drill } = await setup();
      faults.at = (s) => {
        if (s === at) throw new Error(`injected at ${s}`);
      };
      try {
        const res = await place(t, me.headers, { type: 'cart', order: [{ uuid: variantOf(drill), quantity: 1 }], customer });
        expect(res.statusCode, at).toBe(500);
      } finally {
        faults.at = null;
      }
      expect(await stockOf(t, variantOf(drill)), at).toBe(5);
      expect(await balanceOf(t, me.company.id), at).toEqual({ balance: 1000, reserved: 0 });
      expect(await t.db.select().from(ordersTable), at).toHaveLength(0);
      const retry = await place(t, me.headers, { type: 'cart', order: [{ uuid: variantOf(drill), quantity: 1 }], customer });
      expect(retry.statusCode, at).toBe(201);
    }
  });
});

describe('vouchers', () => {
  it('fulfils a voucher at once from the pool (status 3, code shown, points captured); an empty pool waits with an alert', async () => {
    const { t, me, fuel } = await setup();
    await addVoucherCodes(t.db, fuel.product.id, [{ number: 'FUEL-0001', password: '4321', expiresAt: new Date('2027-12-31T00:00:00Z') }]);
    const digital = { ...customer, street: '', house_number: '', city: '', postal_code: '', company_name: '' };
    const first = await place(t, me.headers, { type: 'voucher', order: [{ uuid: variantOf(fuel), quantity: 1 }], customer: digital });
    expect(first.statusCode, first.body).toBe(201);
    const [done] = first.json<PlacedOrders>().data;
    expect(done).toMatchObject({
      status: 3,
      delivery_type: 0,
      meta: { response: { number: 'FUEL-0001', password: '4321', expiresAt: '2027-12-31' } },
    });
    expect(done?.customer.address).toBe('');
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 900, reserved: 0 });
    expect(t.mails[0]?.text).toContain('FUEL-0001');

    const second = await place(t, me.headers, { type: 'voucher', order: [{ uuid: variantOf(fuel), quantity: 1 }], customer: digital });
    const [waiting] = second.json<PlacedOrders>().data;
    expect(waiting).toMatchObject({ status: 1, meta: { response: null } });
    const alerts = await t.db.select().from(orderAlertsTable);
    expect(alerts.map((a) => a.kind)).toEqual(['voucher_pool_empty']);

    // Another company never sees the code.
    const them = await signedInOwner(t);
    const peek = await t.app.inject({ method: 'GET', url: `/v2/orders/${done?.uuid}`, headers: them.headers });
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('FUEL-0001');

    // Staff upload codes, then complete the waiting order: it takes the next code and the alert is resolved.
    const ctx = testCtx(t.database, t.clock.now);
    await expect(changeOrderStatus(ctx, { uuid: waiting?.uuid ?? '', status: 3 })).rejects.toMatchObject({ status: 409 });
    await addVoucherCodes(t.db, fuel.product.id, [{ number: 'FUEL-0001' }, { number: 'FUEL-0002' }]);
    await changeOrderStatus(ctx, { uuid: waiting?.uuid ?? '', status: 3 });
    const shown = (await t.app.inject({ method: 'GET', url: `/v2/orders/${waiting?.uuid}`, headers: me.headers })).json<Order>();
    expect(shown).toMatchObject({ status: 3, meta: { response: { number: 'FUEL-0002', password: null, expiresAt: null } } });
    const open = await t.db
      .select()
      .from(orderAlertsTable)
      .where(
        eq(
          orderAlertsTable.ordersId,
          (
            await t.db
              .select()
              .from(ordersTable)
              .where(eq(ordersTable.uuid, waiting?.uuid ?? ''))
          )[0]?.id ?? 0,
        ),
      );
    expect(open[0]?.resolvedAt).not.toBeNull();
    const codes = await t.db
      .select()
      .from(voucherCodesTable)
      .where(and(eq(voucherCodesTable.productsId, fuel.product.id)));
    expect(codes.map((c) => [c.number, c.ordersId !== null])).toEqual([
      ['FUEL-0001', true],
      ['FUEL-0002', true],
    ]);
  });
});

describe('vouchers of several lines', () => {
  const digital = { ...customer, street: '', house_number: '', city: '', postal_code: '', company_name: '' };

  it('gives every piece of every voucher line its own code: two products of one vendor, 2 + 1 pieces → one order, 3 codes', async () => {
    const { t, me, fuel } = await setup();
    const fuel50 = await createShopProduct(t.db, {
      name: 'Fuel 50',
      type: 'voucher',
      vendor: 'FUEL',
      variants: [{ price: 50, stock: 50 }],
    });
    await addVoucherCodes(t.db, fuel.product.id, [{ number: 'F100-1' }, { number: 'F100-2', password: 'pw2' }, { number: 'F100-3' }]);
    await addVoucherCodes(t.db, fuel50.product.id, [{ number: 'F50-1', expiresAt: new Date('2028-01-31T00:00:00Z') }]);
    // As the cart sends them: one voucher group per line, of the same vendor.
    const res = await placeMulti(t, me.headers, {
      orders: [
        { type: 'voucher', order: [{ uuid: variantOf(fuel), quantity: 2, price: 100 }] },
        { type: 'voucher', order: [{ uuid: variantOf(fuel50), quantity: 1, price: 50 }] },
      ],
      customer: digital,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json<PlacedOrders>();
    expect(data).toHaveLength(1);
    const [order] = data;
    expect(order).toMatchObject({ status: 3, points: 250, items_count: 3, vendor: 'FUEL' });
    expect(order?.meta.response?.codes).toEqual([
      { number: 'F100-1', expiresAt: null, password: null, variantUuid: variantOf(fuel) },
      { number: 'F100-2', expiresAt: null, password: 'pw2', variantUuid: variantOf(fuel) },
      { number: 'F50-1', expiresAt: '2028-01-31', password: null, variantUuid: variantOf(fuel50) },
    ]);
    expect(order?.meta.response?.number).toBe('F100-1');
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 750, reserved: 0 });
    const claimed = await t.db.select().from(voucherCodesTable);
    expect(
      claimed
        .filter((c) => c.ordersId !== null)
        .map((c) => c.number)
        .sort(),
    ).toEqual(['F100-1', 'F100-2', 'F50-1']);
    expect(t.mails[0]?.text).toContain('F100-2');
    expect(t.mails[0]?.text).toContain('F50-1');
  });

  it('is all or nothing: one line short of codes leaves the order waiting with no code claimed; staff complete it later', async () => {
    const { t, me, fuel } = await setup();
    const fuel50 = await createShopProduct(t.db, {
      name: 'Fuel 50',
      type: 'voucher',
      vendor: 'FUEL',
      variants: [{ price: 50, stock: 50 }],
    });
    await addVoucherCodes(t.db, fuel.product.id, [{ number: 'F100-1' }, { number: 'F100-2' }]);
    await addVoucherCodes(t.db, fuel50.product.id, [{ number: 'F50-1' }]);
    const res = await place(t, me.headers, {
      type: 'voucher',
      order: [
        { uuid: variantOf(fuel), quantity: 1 },
        { uuid: variantOf(fuel50), quantity: 2 },
      ],
      customer: digital,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [order] = res.json<PlacedOrders>().data;
    expect(order).toMatchObject({ status: 1, points: 200, meta: { response: null } });
    expect((await t.db.select().from(voucherCodesTable)).every((c) => c.ordersId === null)).toBe(true);
    expect((await t.db.select().from(orderAlertsTable)).map((a) => a.kind)).toEqual(['voucher_pool_empty']);
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 800, reserved: 200 });

    const ctx = testCtx(t.database, t.clock.now);
    await expect(changeOrderStatus(ctx, { uuid: order?.uuid ?? '', status: 3 })).rejects.toMatchObject({ status: 409 });
    expect((await t.db.select().from(voucherCodesTable)).every((c) => c.ordersId === null)).toBe(true);
    await addVoucherCodes(t.db, fuel50.product.id, [{ number: 'F50-2' }]);
    await changeOrderStatus(ctx, { uuid: order?.uuid ?? '', status: 3 });
    const shown = (await t.app.inject({ method: 'GET', url: `/v2/orders/${order?.uuid}`, headers: me.headers })).json<Order>();
    expect(shown.status).toBe(3);
    expect(shown.meta.response?.codes.map((c) => [c.number, c.variantUuid])).toEqual([
      ['F100-1', variantOf(fuel)],
      ['F50-1', variantOf(fuel50)],
      ['F50-2', variantOf(fuel50)],
    ]);
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 800, reserved: 0 });
  });
});

describe('staff status changes', () => {
  it('1 → 2 → 3 captures the points; → 4 or 5 gives points and stock back; other moves are 409; notifications follow', async () => {
    const { t, me, drill } = await setup();
    const ctx = testCtx(t.database, t.clock.now);
    const placeOne = async () =>
      (await place(t, me.headers, { type: 'cart', order: [{ uuid: variantOf(drill), quantity: 1 }], customer })).json<PlacedOrders>()
        .data[0]?.uuid ?? '';
    const a = await placeOne();
    const b = await placeOne();
    const c = await placeOne();
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 550, reserved: 450 });
    expect(await stockOf(t, variantOf(drill))).toBe(2);

    await changeOrderStatus(ctx, { uuid: a, status: 2 });
    await changeOrderStatus(ctx, { uuid: a, status: 3 });
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 550, reserved: 300 });
    await changeOrderStatus(ctx, { uuid: b, status: 4, note: 'Out of production' });
    await changeOrderStatus(ctx, { uuid: c, status: 2 });
    await changeOrderStatus(ctx, { uuid: c, status: 5 });
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 850, reserved: 0 });
    expect(await stockOf(t, variantOf(drill))).toBe(4);
    await expect(changeOrderStatus(ctx, { uuid: b, status: 3 })).rejects.toMatchObject({ status: 409 });
    await expect(changeOrderStatus(ctx, { uuid: a, status: 4 })).rejects.toMatchObject({ status: 409 });
    await expect(changeOrderStatus(ctx, { uuid: randomUUID(), status: 2 })).rejects.toMatchObject({ status: 404 });
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 850, reserved: 0 });
    const ledger = await ledgerState(t.db, me.company.id);
    expect(ledger.sumOfEntries).toBe(ledger.balance);

    const list = (await t.app.inject({ method: 'GET', url: '/v2/orders', headers: me.headers })).json<OrderList>();
    expect(list.data.map((o) => [o.uuid, o.status])).toEqual(
      expect.arrayContaining([
        [a, 3],
        [b, 4],
        [c, 5],
      ]),
    );
    const kinds = (await t.app.inject({ method: 'GET', url: '/v1/notifications?limit=50', headers: me.headers }))
      .json<NotificationList>()
      .data.map((n) => n.kind);
    expect(kinds.filter((k) => k !== 'order_reservation').sort()).toEqual(['order_complete', 'order_failed', 'order_reject']);
  });
});

describe('GET /v2/orders and /v2/orders/{uuid}', () => {
  it('lists the company’s orders newest first, 20 per page; another company’s order is 404', async () => {
    const { t, me, flyers } = await setup(5000);
    for (let i = 0; i < 22; i++) {
      t.clock.advance(1000);
      const res = await place(t, me.headers, { type: 'marketing', order: [{ uuid: variantOf(flyers), quantity: 1 }], customer });
      expect(res.statusCode).toBe(201);
    }
    const them = await signedInOwner(t);
    const page1 = (await t.app.inject({ method: 'GET', url: '/v2/orders', headers: me.headers })).json<OrderList>();
    expect(page1.data).toHaveLength(20);
    expect(page1.meta).toMatchObject({ total: 22, last_page: 2, per_page: 20 });
    const created = page1.data.map((o) => o.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const page2 = (await t.app.inject({ method: 'GET', url: '/v2/orders?page=2&limit=20', headers: me.headers })).json<OrderList>();
    expect(page2.data).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: '/v2/orders', headers: them.headers })).json<OrderList>().meta.total).toBe(0);
    const mine = page1.data[0]?.uuid ?? '';
    expect((await t.app.inject({ method: 'GET', url: `/v2/orders/${mine}`, headers: me.headers })).json<Order>().uuid).toBe(mine);
    const foreign = await t.app.inject({ method: 'GET', url: `/v2/orders/${mine}`, headers: them.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(customer.street);
    // An installer of the company reads the company's orders.
    const installer = await signIn(t, await createUser(t.db, me.company, { role: 4 }));
    expect((await t.app.inject({ method: 'GET', url: `/v2/orders/${mine}`, headers: installer.headers })).statusCode).toBe(200);
  });
});
