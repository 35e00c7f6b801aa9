// Top-ups racing on real PostgreSQL (PGlite serialises everything and would pass falsely): 50 concurrent top-ups of
// one company whose balance covers k of them → exactly k orders and k PENDING top-ups, the rest told there are not
// enough points; then the settlement captures exactly those k.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addWorkingDays } from '@club/contract/club-card';
import { build } from '../../test/app.ts';
import { createShopProduct, customer, givePoints, signedInOwner } from '../../test/factories.ts';
import { cardTopUpsTable, ordersTable, pointAccountsTable } from '../../db/schema.ts';
import { testCtx } from '../../test/ctx.ts';
import { ledgerState } from '../points/service.ts';
import { issueCardNow, settleClubCards } from './service.ts';

describe('club card top-ups under concurrency (PostgreSQL)', () => {
  it('50 concurrent top-ups of 50 points against 370 points: exactly 7 placed, 7 PENDING, then 7 captured', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    await givePoints(t.db, me.company.id, 370);
    const ctx = testCtx(t.database, new Date());
    const serial = await issueCardNow(ctx, { companyId: me.company.id });
    const verify = await t.app.inject({
      method: 'PATCH',
      url: `/v1/edenred/card/verify/${me.company.id}`,
      headers: me.headers,
      payload: { card_serial_number: serial },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const topUp = await createShopProduct(t.db, { type: 'card_topup', vendor: 'EDENRED', variants: [{ price: 50, stock: 100_000 }] });
    const uuid = topUp.variants[0]?.uuid ?? '';

    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/v2/orders',
          headers: me.headers,
          payload: { type: 'card_topup', order: [{ uuid, quantity: 1 }], customer },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(7);
    expect(codes.filter((c) => c === 400)).toHaveLength(43);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json()).toMatchObject({ errors: ['order.notEnoughPoints'] });

    const topUps = await t.db.select().from(cardTopUpsTable).where(eq(cardTopUpsTable.companiesId, me.company.id));
    expect(topUps).toHaveLength(7);
    expect(topUps.every((x) => x.status === 'PENDING')).toBe(true);
    const [account] = await t.db.select().from(pointAccountsTable).where(eq(pointAccountsTable.companiesId, me.company.id));
    expect(account).toMatchObject({ balance: 20, reserved: 350 });

    // Two settlement runs at once (two processes): each top-up is settled once.
    const later = addWorkingDays(new Date(), 3);
    const runs = await Promise.all([settleClubCards(ctx, { now: later, batch: 3 }), settleClubCards(ctx, { now: later, batch: 3 })]);
    expect(runs.reduce((s, r) => s + r.settled, 0)).toBe(7);
    const orders = await t.db.select().from(ordersTable).where(eq(ordersTable.companiesId, me.company.id));
    expect(orders.map((o) => o.status)).toEqual(Array(7).fill(3));
    const [after] = await t.db.select().from(pointAccountsTable).where(eq(pointAccountsTable.companiesId, me.company.id));
    expect(after).toMatchObject({ balance: 20, reserved: 0 });
    const ledger = await ledgerState(t.db, me.company.id);
    expect(ledger.sumOfEntries).toBe(ledger.balance);
  }, 240_000);
});
