// The club card module's public surface (spec working-areas §2 Club card, §4–§9; DESIGN §9 Club card). The provider
// (ctx.adapters.cardProvider, the simulator by default) holds the cards and top-ups; this module checks the spec's
// rules, answers the portal's calls and applies the provider's events to orders and company flags:
// - ordering the card is a `card` order (orders/service.ts asks `cardOrderProblems` before placing and calls
//   `cardOrderPlaced` in the same transaction): Poland, ≥ 10 windows scanned this year, no card and no pending order;
//   the company is then `pending_edenred_card`;
// - a shipped card (provider event) completes the card order and sets `has_edenred_card`;
// - verification turns the ISSUED card ACTIVE and stores its number as `edenred_card`;
// - a top-up is a `card_topup` order whose reserved points pay for a PENDING top-up; when the provider settles it the
//   order is completed (points captured) or failed (points released).
import { cardProblems, pointsToLocal, type CardAccount, type TopUpHistory, type TopUpHistoryQuery } from '@club/contract/club-card';
import { pageMeta } from '@club/contract/common';
import { limits, orderStatus } from '@club/contract/constants';
import type { OrderType } from '@club/contract/orders';
import { regionById } from '@club/contract/regions';
import { transaction, type Tx } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { FieldErrors, NotFoundError } from '../../lib/errors.ts';
import type { Scope } from '../../lib/scope.ts';
import { findOwnCompany, setClubCardFlags } from '../company/service.ts';
import { changeOrderStatus, orderStatusById, orderUuidsByIds } from '../orders/service.ts';
import { projectSummary } from '../projects/service.ts';

/** The club card exists in Poland only (region 1). */
const cardRegion = 1;

async function ownCompany(db: Tx, scope: Scope) {
  const company = await findOwnCompany(db, scope, { id: scope.companyId });
  if (!company) throw new NotFoundError();
  return company;
}

/**
 * The spec's rules for the club card order types among `types`, as problem keys by field (placing adds them to its
 * one 400): a card needs Poland, 10 windows scanned this year, no card yet and no pending card order; a top-up an
 * ACTIVE card.
 */
export async function cardOrderProblems(
  ctx: Pick<Ctx, 'db' | 'now' | 'adapters'>,
  scope: Scope,
  input: { types: readonly OrderType[]; regionId: number },
): Promise<{ field: string; key: string }[]> {
  const out: { field: string; key: string }[] = [];
  const wantsCard = input.types.includes('card');
  const wantsTopUp = input.types.includes('card_topup');
  if (!wantsCard && !wantsTopUp) return out;
  if (regionById(input.regionId)?.id !== cardRegion) out.push({ field: 'type', key: cardProblems.wrongRegion });
  if (wantsCard) {
    const company = await ownCompany(ctx.db, scope);
    if (company.pendingEdenredCard || company.hasEdenredCard === 1 || company.edenredCard)
      out.push({ field: 'type', key: cardProblems.alreadyOrdered });
    const summary = await projectSummary(ctx, scope);
    if (summary.scans.current_year < limits.cardMinScansPerYear) out.push({ field: 'type', key: cardProblems.notEnoughScans });
  }
  if (wantsTopUp) {
    const account = await ctx.adapters.cardProvider.account(ctx.db, { companyId: scope.companyId });
    if (account.card?.status !== 'ACTIVE') out.push({ field: 'type', key: cardProblems.notActive });
  }
  return out;
}

/** Called by placing, inside its transaction, once a `card` or `card_topup` order exists and its points are reserved. */
export async function cardOrderPlaced(
  ctx: Pick<Ctx, 'config' | 'adapters'>,
  tx: Tx,
  scope: Scope,
  order: { id: number; type: OrderType; points: number; now: Date },
): Promise<void> {
  const days = ctx.config.card.topupDays;
  if (order.type === 'card') {
    await ctx.adapters.cardProvider.orderCard(tx, { companyId: scope.companyId, orderId: order.id, now: order.now, days });
    await setClubCardFlags(tx, scope.companyId, { pendingEdenredCard: true }, order.now);
  } else if (order.type === 'card_topup') {
    const result = await ctx.adapters.cardProvider.topUp(tx, {
      companyId: scope.companyId,
      orderId: order.id,
      points: order.points,
      amount: pointsToLocal(order.points),
      now: order.now,
      days,
    });
    // Checked before placing; a card blocked in between rolls the whole placement back.
    if (result !== 'PENDING') new FieldErrors().add('type', cardProblems.notActive).throwIfAny();
  }
}

async function account(ctx: Ctx, companyId: number): Promise<CardAccount> {
  const a = await ctx.adapters.cardProvider.account(ctx.db, { companyId });
  return {
    currentCard: a.card
      ? {
          status: a.card.status,
          number: `•••• ${a.card.serialNumber.slice(-4)}`,
          activated_at: a.card.activatedAt?.toISOString() ?? null,
        }
      : null,
    balance: { local: a.balance, currency: 'PLN' },
    pending_points: a.pendingPoints,
  };
}

/** GET /v1/edenred/card/account/{id}: `id` is the caller's company id (another company's → 404). */
export async function cardAccount(ctx: Ctx, scope: Scope, input: { id: number }): Promise<CardAccount> {
  if (input.id !== scope.companyId) throw new NotFoundError();
  return account(ctx, scope.companyId);
}

/**
 * PATCH /v1/edenred/card/verify/{id} { card_serial_number }: the company's ISSUED card with that number becomes
 * ACTIVE and its number is kept as the company's `edenred_card`. A number that is not their card → 400.
 */
export async function verifyCard(ctx: Ctx, scope: Scope, input: { id: number; serialNumber: string }): Promise<CardAccount> {
  if (input.id !== scope.companyId) throw new NotFoundError();
  const now = ctx.now();
  await transaction(ctx.db, async (tx) => {
    await ownCompany(tx, scope);
    const result = await ctx.adapters.cardProvider.verify(tx, { companyId: scope.companyId, serialNumber: input.serialNumber, now });
    if (result === 'unknown') new FieldErrors().add('card_serial_number', cardProblems.unknownSerial).throwIfAny();
    if (result === 'already_active') new FieldErrors().add('card_serial_number', cardProblems.alreadyActive).throwIfAny();
    await setClubCardFlags(tx, scope.companyId, { edenredCard: input.serialNumber, hasEdenredCard: 1, pendingEdenredCard: false }, now);
  });
  return account(ctx, scope.companyId);
}

/** GET /v1/edenred/card/history: the company's top-ups, newest first. */
export async function topUpHistory(ctx: Ctx, scope: Scope, input: TopUpHistoryQuery): Promise<TopUpHistory> {
  const { items, total } = await ctx.adapters.cardProvider.history(ctx.db, { companyId: scope.companyId, ...input });
  const orderUuids = await orderUuidsByIds(
    ctx.db,
    items.map((i) => i.orderId),
  );
  return {
    data: items.map((i) => ({
      uuid: i.uuid,
      amount: { points: i.points, local: i.amount },
      dateTime: i.createdAt.toISOString(),
      status: i.status,
      due_on: i.dueAt.toISOString().slice(0, 10),
      order_uuid: orderUuids.get(i.orderId) ?? null,
    })),
    meta: pageMeta(input.page, input.limit, total),
  };
}

/**
 * The job (lib/jobs.ts `club-card.settle`) and the development hook: takes the provider's events due by `now` and
 * applies them — a shipped card completes its order and sets `has_edenred_card`; a settled top-up completes its order
 * (SUCCEEDED: points captured) or fails it (REFUSED: points released). One transaction per batch; repeatable.
 */
export async function settleClubCards(ctx: Ctx, input: { now?: Date; batch?: number } = {}): Promise<{ shipped: number; settled: number }> {
  const now = input.now ?? ctx.now();
  const batch = input.batch ?? 200;
  let shipped = 0;
  let settled = 0;
  for (;;) {
    const events = await transaction(ctx.db, async (tx) => {
      const e = await ctx.adapters.cardProvider.poll(tx, { now, batch });
      const inTx = { ...ctx, db: tx, now: () => now };
      for (const s of e.shipped) {
        await setClubCardFlags(tx, s.companyId, { pendingEdenredCard: false, hasEdenredCard: 1 }, now);
        if (s.orderId !== null) await completeIfOpen(inTx, s.orderId, orderStatus.completed);
      }
      for (const s of e.settled)
        await completeIfOpen(inTx, s.orderId, s.status === 'SUCCEEDED' ? orderStatus.completed : orderStatus.failed, s.reason);
      return e;
    });
    shipped += events.shipped.length;
    settled += events.settled.length;
    if (events.shipped.length < batch && events.settled.length < batch) return { shipped, settled };
  }
}

/** Moves the order on unless staff already decided it (a rejected card order stays rejected). */
async function completeIfOpen(ctx: Ctx, orderId: number, status: 3 | 5, reason: string | null = null): Promise<void> {
  const current = await orderStatusById(ctx.db, orderId);
  if (current === null || (current !== orderStatus.pending && current !== orderStatus.approved)) return;
  const uuid = (await orderUuidsByIds(ctx.db, [orderId])).get(orderId);
  if (!uuid) return;
  await changeOrderStatus(ctx, { uuid, status, note: reason ? `card provider: ${reason}` : null });
}

/** Development only (POST /dev/club-card/issue): ships a card to the company at once; answers its serial number. */
export async function issueCardNow(ctx: Ctx, input: { companyId: number }): Promise<string> {
  const provider = ctx.adapters.cardProvider;
  if (!provider.issueNow) throw new NotFoundError();
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const serial = await provider.issueNow?.(tx, { companyId: input.companyId, now });
    if (!serial) throw new NotFoundError();
    await setClubCardFlags(tx, input.companyId, { pendingEdenredCard: false, hasEdenredCard: 1 }, now);
    return serial;
  });
}
