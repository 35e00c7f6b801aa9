// The club card through the API and the settlement job: ordering the card (Poland, 10 scans this year, one card),
// the simulator shipping it after the working days, verification (ISSUED → ACTIVE), top-ups as `card_topup` orders
// (PENDING → SUCCEEDED with the points captured, or REFUSED with them released), the history and tenancy.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay, type CardAccount, type TopUpHistory } from '@club/contract/club-card';
import type { PlacedOrders, PlaceOrderInput } from '@club/contract/orders';
import { build, type TestApp } from '../../test/app.ts';
import { createShopProduct, customer, givePoints, signedInOwner } from '../../test/factories.ts';
import { clubCardsTable, companiesTable, ordersTable, pointAccountsTable } from '../../db/schema.ts';
import { testCtx } from '../../test/ctx.ts';
import { ledgerState } from '../points/service.ts';
import { addToYear } from '../tiers/service.ts';
import { settleClubCards } from './service.ts';

async function setup(options: { scans?: number; points?: number } = {}) {
  const t = await build();
  const me = await signedInOwner(t);
  // A Wednesday, so that "3 working days" crosses no weekend unless a test moves the clock (tokens check the real time).
  t.clock.set('2026-03-04T10:00:00Z');
  await givePoints(t.db, me.company.id, options.points ?? 1000);
  if (options.scans) await addToYear(t.db, { companyId: me.company.id, userId: me.user.id, role: 3 }, 2026, { scans: options.scans });
  const card = await createShopProduct(t.db, {
    name: 'Karta Klubowa',
    type: 'card',
    vendor: 'EDENRED',
    variants: [{ price: 0, stock: 100 }],
  });
  const topUp50 = await createShopProduct(t.db, {
    name: 'Doładowanie 100 zł',
    type: 'card_topup',
    vendor: 'EDENRED',
    variants: [{ price: 50, stock: 10_000 }],
  });
  const ctx = { ...testCtx(t.database), now: () => t.clock.now };
  return { t, me, card: card.variants[0]?.uuid ?? '', topUp50: topUp50.variants[0]?.uuid ?? '', ctx };
}

const place = (t: TestApp, headers: Record<string, string>, payload: PlaceOrderInput) =>
  t.app.inject({ method: 'POST', url: '/v2/orders', headers, payload });
const orderCard = (t: TestApp, headers: Record<string, string>, variant: string) =>
  place(t, headers, { type: 'card', order: [{ uuid: variant, quantity: 1 }], customer });
const topUp = (t: TestApp, headers: Record<string, string>, variant: string) =>
  place(t, headers, { type: 'card_topup', order: [{ uuid: variant, quantity: 1 }], customer });

async function companyOf(t: TestApp, id: number) {
  const [row] = await t.db.select().from(companiesTable).where(eq(companiesTable.id, id));
  if (!row) throw new Error('no company');
  return row;
}
async function balanceOf(t: TestApp, companyId: number) {
  const [row] = await t.db.select().from(pointAccountsTable).where(eq(pointAccountsTable.companiesId, companyId));
  return { balance: row?.balance ?? 0, reserved: row?.reserved ?? 0 };
}
async function statusOf(t: TestApp, uuid: string) {
  const [row] = await t.db.select({ status: ordersTable.status }).from(ordersTable).where(eq(ordersTable.uuid, uuid));
  return row?.status;
}
const account = async (t: TestApp, headers: Record<string, string>, companyId: number) =>
  (await t.app.inject({ method: 'GET', url: `/v1/edenred/card/account/${companyId}`, headers })).json<CardAccount>();
const history = async (t: TestApp, headers: Record<string, string>, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/v1/edenred/card/history${query}`, headers })).json<TopUpHistory>();

/** Orders the card, lets the simulator ship it, and verifies it: the company then has an ACTIVE card. */
async function activeCard(s: Awaited<ReturnType<typeof setup>>) {
  const { t, me, card, ctx } = s;
  expect((await orderCard(t, me.headers, card)).statusCode).toBe(201);
  await settleClubCards(ctx, { now: addWorkingDays(t.clock.now, 3) });
  const [row] = await t.db.select().from(clubCardsTable).where(eq(clubCardsTable.companiesId, me.company.id));
  const serial = row?.serialNumber ?? '';
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/v1/edenred/card/verify/${me.company.id}`,
    headers: me.headers,
    payload: { card_serial_number: serial },
  });
  expect(res.statusCode, res.body).toBe(200);
  return serial;
}

describe('ordering the club card', () => {
  it('needs 10 windows scanned this year', async () => {
    const { t, me, card } = await setup({ scans: 9 });
    const res = await orderCard(t, me.headers, card);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: ['card.notEnoughScans'] });
    expect((await companyOf(t, me.company.id)).pendingEdenredCard).toBe(false);
    await addToYear(t.db, { companyId: me.company.id, userId: me.user.id, role: 3 }, 2026, { scans: 1 });
    expect((await orderCard(t, me.headers, card)).statusCode).toBe(201);
  });

  it('marks the company pending, refuses a second card, ships it after 3 working days (order done, has_edenred_card)', async () => {
    const { t, me, card, ctx } = await setup({ scans: 10 });
    const res = await orderCard(t, me.headers, card);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<PlacedOrders>().data[0];
    expect(order?.meta.type).toBe('card');
    expect(await companyOf(t, me.company.id)).toMatchObject({ pendingEdenredCard: true, hasEdenredCard: 0, edenredCard: null });
    const again = await orderCard(t, me.headers, card);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errors: ['card.alreadyOrdered'] });
    // Not yet shipped: the account has a card on order, not usable.
    expect((await account(t, me.headers, me.company.id)).currentCard?.status).toBe('ORDERED');

    expect(await settleClubCards(ctx, { now: addWorkingDays(t.clock.now, 2) })).toEqual({ shipped: 0, settled: 0 });
    expect(await settleClubCards(ctx, { now: addWorkingDays(t.clock.now, 3) })).toEqual({ shipped: 1, settled: 0 });
    expect(await companyOf(t, me.company.id)).toMatchObject({ pendingEdenredCard: false, hasEdenredCard: 1, edenredCard: null });
    expect(await statusOf(t, order?.uuid ?? '')).toBe(3);
    expect((await account(t, me.headers, me.company.id)).currentCard?.status).toBe('ISSUED');
    // Repeating the job changes nothing.
    expect(await settleClubCards(ctx, { now: addWorkingDays(t.clock.now, 10) })).toEqual({ shipped: 0, settled: 0 });
  });
});

describe('PATCH /v1/edenred/card/verify/{id} and GET /v1/edenred/card/account/{id}', () => {
  it('turns the ISSUED card ACTIVE with its printed number; a wrong number, a second try or another company fail', async () => {
    const s = await setup({ scans: 10 });
    const { t, me, card, ctx } = s;
    await orderCard(t, me.headers, card);
    await settleClubCards(ctx, { now: addWorkingDays(t.clock.now, 3) });
    const [row] = await t.db.select().from(clubCardsTable).where(eq(clubCardsTable.companiesId, me.company.id));
    const serial = row?.serialNumber ?? '';
    expect(serial).toMatch(/^\d{10}$/);
    const verify = (id: number, number: string, headers = me.headers) =>
      t.app.inject({ method: 'PATCH', url: `/v1/edenred/card/verify/${id}`, headers, payload: { card_serial_number: number } });

    const wrong = await verify(me.company.id, serial === '1234567890' ? '1234567891' : '1234567890');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { card_serial_number: ['card.unknownSerial'] } });
    expect((await verify(me.company.id, '12345')).statusCode).toBe(400);
    const other = await signedInOwner({ db: t.db, config: t.config });
    expect((await verify(me.company.id, serial, other.headers)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/edenred/card/account/${me.company.id}`, headers: other.headers })).statusCode,
    ).toBe(404);

    const ok = await verify(me.company.id, serial);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<CardAccount>()).toMatchObject({
      currentCard: { status: 'ACTIVE', number: `•••• ${serial.slice(-4)}` },
      balance: { local: 0, currency: 'PLN' },
    });
    expect(await companyOf(t, me.company.id)).toMatchObject({ edenredCard: serial, hasEdenredCard: 1 });
    const twice = await verify(me.company.id, serial);
    expect(twice.json()).toMatchObject({ fields: { card_serial_number: ['card.alreadyActive'] } });
  });

  it('a company without a card has no current card', async () => {
    const { t, me } = await setup();
    expect(await account(t, me.headers, me.company.id)).toEqual({
      currentCard: null,
      balance: { local: 0, currency: 'PLN' },
      pending_points: 0,
    });
  });
});

describe('top-ups', () => {
  it('need an ACTIVE card', async () => {
    const s = await setup({ scans: 10 });
    const { t, me, card, topUp50, ctx } = s;
    const none = await topUp(t, me.headers, topUp50);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ errors: ['card.notActive'] });
    await orderCard(t, me.headers, card);
    await settleClubCards(ctx, { now: addWorkingDays(t.clock.now, 3) });
    // ISSUED (shipped, not verified) is not enough either.
    expect((await topUp(t, me.headers, topUp50)).json()).toMatchObject({ errors: ['card.notActive'] });
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 1000, reserved: 0 });
  });

  it('PENDING with the points reserved, SUCCEEDED after 3 working days with the points captured', async () => {
    const s = await setup({ scans: 10 });
    const { t, me, topUp50, ctx } = s;
    await activeCard(s);
    // Friday afternoon: 3 working days later is Wednesday.
    t.clock.set('2026-03-06T15:00:00Z');
    const res = await topUp(t, me.headers, topUp50);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<PlacedOrders>().data[0];
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 950, reserved: 50 });
    const pending = await history(t, me.headers);
    expect(pending.data).toEqual([
      {
        uuid: expect.any(String),
        amount: { points: 50, local: 100 },
        dateTime: '2026-03-06T15:00:00.000Z',
        status: 'PENDING',
        due_on: '2026-03-11',
        order_uuid: order?.uuid,
      },
    ]);
    expect((await account(t, me.headers, me.company.id)).pending_points).toBe(50);

    // Monday and Tuesday: still pending.
    expect(await settleClubCards(ctx, { now: new Date('2026-03-10T15:00:00Z') })).toEqual({ shipped: 0, settled: 0 });
    expect(await settleClubCards(ctx, { now: new Date('2026-03-11T15:00:00Z') })).toEqual({ shipped: 0, settled: 1 });
    expect((await history(t, me.headers)).data[0]?.status).toBe('SUCCEEDED');
    expect(await statusOf(t, order?.uuid ?? '')).toBe(3);
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 950, reserved: 0 });
    expect(await account(t, me.headers, me.company.id)).toMatchObject({ balance: { local: 100 }, pending_points: 0 });
    const ledger = await ledgerState(t.db, me.company.id);
    expect(ledger.sumOfEntries).toBe(ledger.balance);
  });

  it('REFUSED when the card was blocked meanwhile: the order fails and the points come back', async () => {
    const s = await setup({ scans: 10 });
    const { t, me, topUp50, ctx } = s;
    await activeCard(s);
    const res = await topUp(t, me.headers, topUp50);
    const order = res.json<PlacedOrders>().data[0];
    await t.db.update(clubCardsTable).set({ status: 'BLOCKED' }).where(eq(clubCardsTable.companiesId, me.company.id));
    expect(await settleClubCards(ctx, { now: addWorkingDays(t.clock.now, 3) })).toEqual({ shipped: 0, settled: 1 });
    expect(await statusOf(t, order?.uuid ?? '')).toBe(5);
    expect(await balanceOf(t, me.company.id)).toEqual({ balance: 1000, reserved: 0 });
    // The history belongs to the company, not to the (blocked) card.
    expect((await history(t, me.headers)).data[0]?.status).toBe('REFUSED');
  });

  it('history: 4 per page, newest first, only the company’s own', async () => {
    const s = await setup({ scans: 10 });
    const { t, me, topUp50 } = s;
    await activeCard(s);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(60_000);
      expect((await topUp(t, me.headers, topUp50)).statusCode).toBe(201);
    }
    const first = await history(t, me.headers);
    expect(first.data).toHaveLength(4);
    expect(first.meta).toMatchObject({ total: 5, last_page: 2, per_page: 4 });
    expect((first.data[0]?.dateTime ?? '') > (first.data[3]?.dateTime ?? '')).toBe(true);
    expect((await history(t, me.headers, '?page=2')).data).toHaveLength(1);
    const other = await signedInOwner({ db: t.db, config: t.config });
    expect((await history(t, other.headers)).data).toEqual([]);
  });
});

describe('working days', () => {
  it('skip weekends and Polish holidays', () => {
    expect(addWorkingDays(new Date('2026-03-06T10:00:00Z'), 3).toISOString()).toBe('2026-03-11T10:00:00.000Z');
    // Easter Monday 2026 is 6 April; 1 and 3 May.
    expect(isWorkingDay(new Date('2026-04-06T10:00:00Z'))).toBe(false);
    expect(addWorkingDays(new Date('2026-04-03T10:00:00Z'), 1).toISOString()).toBe('2026-04-07T10:00:00.000Z');
    expect(addWorkingDays(new Date('2026-04-30T10:00:00Z'), 1).toISOString()).toBe('2026-05-04T10:00:00.000Z');
    expect(addWorkingDays(new Date('2026-12-23T10:00:00Z'), 1).toISOString()).toBe('2026-12-28T10:00:00.000Z');
  });
});
