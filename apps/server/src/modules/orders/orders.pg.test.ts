// Races of placing orders, on real PostgreSQL only (PGlite serialises everything and would pass falsely): the last
// items, a balance that covers only some orders, a replayed Idempotency-Key, and voucher codes under load. Every
// request goes through the real route (app.inject), 100 at a time over a pool of 20 connections.
import { randomUUID } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlacedOrders, PlaceOrderInput } from '@club/contract/orders';
import { build, type TestApp } from '../../test/app.ts';
import { createShopProduct, customer, givePoints, signedInOwner } from '../../test/factories.ts';
import { orderAlertsTable, ordersTable, pointAccountsTable, shopVariantsTable, voucherCodesTable } from '../../db/schema.ts';
import { ledgerState } from '../points/service.ts';
import { addVoucherCodes } from '../shop/service.ts';

async function owners(t: TestApp, n: number, points: number) {
  const out: { companyId: number; headers: Record<string, string> }[] = [];
  // Ten at a time: the set-up is not what is under test, and the machine running it may be busy.
  for (let i = 0; i < n; i += 10)
    out.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, n - i) }, async () => {
          const me = await signedInOwner(t);
          await givePoints(t.db, me.company.id, points);
          return { companyId: me.company.id, headers: me.headers };
        }),
      )),
    );
  return out;
}

/** Generous: 100 requests plus their set-up on a shared machine; nothing here asserts a duration. */
const budget = 240_000;

const place = (t: TestApp, headers: Record<string, string>, payload: PlaceOrderInput) =>
  t.app.inject({ method: 'POST', url: '/v2/orders', headers, payload });

async function stockOf(t: TestApp, uuid: string) {
  const [row] = await t.db.select({ stock: shopVariantsTable.stock }).from(shopVariantsTable).where(eq(shopVariantsTable.uuid, uuid));
  return row?.stock;
}

describe('placing orders under concurrency (PostgreSQL)', () => {
  it(
    '100 concurrent checkouts of the last 10 items: exactly 10 orders, stock 0, the rest told the stock changed',
    async () => {
      const t = await build();
      const buyers = await owners(t, 100, 1000);
      const { variants } = await createShopProduct(t.db, { variants: [{ price: 200, stock: 10 }] });
      const uuid = variants[0]?.uuid ?? '';
      const answers = await Promise.all(buyers.map((b) => place(t, b.headers, { type: 'cart', order: [{ uuid, quantity: 1 }], customer })));
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(10);
      expect(codes.filter((c) => c === 400)).toHaveLength(90);
      for (const a of answers.filter((x) => x.statusCode === 400))
        expect(a.json<{ fields: Record<string, string[]> }>().fields).toEqual({ 'orders.0.order.0.quantity': ['order.stockChanged'] });
      expect(await stockOf(t, uuid)).toBe(0);
      expect(await t.db.select().from(ordersTable)).toHaveLength(10);
      const accounts = await t.db.select().from(pointAccountsTable);
      expect(accounts.reduce((s, a) => s + a.reserved, 0)).toBe(2000);
    },
    budget,
  );

  it(
    '100 concurrent checkouts against a balance that covers 7: exactly 7 orders, balance 0 = sum of entries',
    async () => {
      const t = await build();
      const [me] = await owners(t, 1, 7 * 130);
      if (!me) throw new Error('no owner');
      const { variants } = await createShopProduct(t.db, { variants: [{ price: 130, stock: 1000 }] });
      const uuid = variants[0]?.uuid ?? '';
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => place(t, me.headers, { type: 'cart', order: [{ uuid, quantity: 1 }], customer })),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(7);
      const refused = answers.filter((a) => a.statusCode !== 201);
      expect(refused.every((a) => a.statusCode === 400)).toBe(true);
      for (const a of refused) expect(a.json<{ fields: Record<string, string[]> }>().fields).toEqual({ points: ['order.notEnoughPoints'] });
      expect(await stockOf(t, uuid)).toBe(993);
      const ledger = await ledgerState(t.db, me.companyId);
      expect(ledger).toMatchObject({ balance: 0, reserved: 910, sumOfEntries: 0, sumOfHeldReservations: 910 });
    },
    budget,
  );

  it(
    'one Idempotency-Key replayed 30 times at once: one order, every answer names it',
    async () => {
      const t = await build();
      const [me] = await owners(t, 1, 1000);
      if (!me) throw new Error('no owner');
      const { variants } = await createShopProduct(t.db, { variants: [{ price: 150, stock: 50 }] });
      const uuid = variants[0]?.uuid ?? '';
      const headers = { ...me.headers, 'idempotency-key': `key-${randomUUID()}` };
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => place(t, headers, { type: 'cart', order: [{ uuid, quantity: 2 }], customer })),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(29);
      const ids = new Set(answers.map((a) => a.json<PlacedOrders>().data[0]?.uuid));
      expect(ids.size).toBe(1);
      expect(await t.db.select().from(ordersTable)).toHaveLength(1);
      expect(await stockOf(t, uuid)).toBe(48);
      expect(await ledgerState(t.db, me.companyId)).toMatchObject({ balance: 700, reserved: 300, sumOfEntries: 700 });
    },
    budget,
  );

  it(
    '100 concurrent voucher orders over a pool of 60 codes: 60 fulfilled with distinct codes, 40 waiting with alerts',
    async () => {
      const t = await build();
      const buyers = await owners(t, 100, 500);
      const { product, variants } = await createShopProduct(t.db, {
        type: 'voucher',
        vendor: 'FUEL',
        variants: [{ price: 100, stock: 1000 }],
      });
      await addVoucherCodes(
        t.db,
        product.id,
        Array.from({ length: 60 }, (_, i) => ({ number: `FUEL-${String(i).padStart(4, '0')}`, password: String(1000 + i) })),
      );
      const uuid = variants[0]?.uuid ?? '';
      const digital = { ...customer, street: '', house_number: '', city: '', postal_code: '', company_name: '' };
      const answers = await Promise.all(
        buyers.map((b) => place(t, b.headers, { type: 'voucher', order: [{ uuid, quantity: 1 }], customer: digital })),
      );
      expect(answers.every((a) => a.statusCode === 201)).toBe(true);
      const orders = answers.map((a) => a.json<PlacedOrders>().data[0]);
      const done = orders.filter((o) => o?.status === 3);
      expect(done).toHaveLength(60);
      expect(new Set(done.map((o) => o?.meta.response?.number)).size).toBe(60);
      expect(orders.filter((o) => o?.status === 1 && o.meta.response === null)).toHaveLength(40);
      expect(await t.db.select().from(orderAlertsTable)).toHaveLength(40);
      const claimed = await t.db.select().from(voucherCodesTable).where(isNotNull(voucherCodesTable.ordersId));
      expect(claimed).toHaveLength(60);
      expect(new Set(claimed.map((c) => c.ordersId)).size).toBe(60);
    },
    budget,
  );
  it(
    '100 concurrent orders of two voucher lines (2 + 1 pieces) over a short pool: every order all codes or none, none twice',
    async () => {
      const t = await build();
      const buyers = await owners(t, 100, 500);
      const a = await createShopProduct(t.db, { type: 'voucher', vendor: 'GIFT', variants: [{ price: 50, stock: 1000 }] });
      const b = await createShopProduct(t.db, { type: 'voucher', vendor: 'GIFT', variants: [{ price: 100, stock: 1000 }] });
      // Enough of the first product for every order; the second runs out after 60 orders.
      await addVoucherCodes(
        t.db,
        a.product.id,
        Array.from({ length: 300 }, (_, i) => ({ number: `A-${String(i).padStart(4, '0')}` })),
      );
      await addVoucherCodes(
        t.db,
        b.product.id,
        Array.from({ length: 60 }, (_, i) => ({ number: `B-${String(i).padStart(4, '0')}` })),
      );
      const ua = a.variants[0]?.uuid ?? '';
      const ub = b.variants[0]?.uuid ?? '';
      const digital = { ...customer, street: '', house_number: '', city: '', postal_code: '', company_name: '' };
      const answers = await Promise.all(
        buyers.map((buyer) =>
          place(t, buyer.headers, {
            type: 'voucher',
            order: [
              { uuid: ua, quantity: 2 },
              { uuid: ub, quantity: 1 },
            ],
            customer: digital,
          }),
        ),
      );
      expect(answers.map((x) => x.statusCode).filter((c) => c !== 201)).toEqual([]);
      const orders = answers.map((x) => x.json<PlacedOrders>().data[0]);
      const done = orders.filter((o) => o?.status === 3);
      expect(done).toHaveLength(60);
      for (const o of done)
        expect(o?.meta.response?.codes.map((c) => [c.number.slice(0, 1), c.variantUuid])).toEqual([
          ['A', ua],
          ['A', ua],
          ['B', ub],
        ]);
      const given = done.flatMap((o) => o?.meta.response?.codes.map((c) => c.number) ?? []);
      expect(new Set(given).size).toBe(180);
      expect(orders.filter((o) => o?.status === 1 && o.meta.response === null)).toHaveLength(40);
      expect(await t.db.select().from(orderAlertsTable)).toHaveLength(40);
      // In the database: exactly the codes of the fulfilled orders are claimed, three per order.
      const claimed = await t.db.select().from(voucherCodesTable).where(isNotNull(voucherCodesTable.ordersId));
      expect(claimed.map((c) => c.number).sort()).toEqual([...given].sort());
      const perOrder = new Map<number, number>();
      for (const c of claimed) perOrder.set(c.ordersId ?? 0, (perOrder.get(c.ordersId ?? 0) ?? 0) + 1);
      expect([...perOrder.values()].every((n) => n === 3)).toBe(true);
      expect(perOrder.size).toBe(60);
    },
    budget,
  );
});
