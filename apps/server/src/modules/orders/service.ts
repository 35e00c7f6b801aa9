// The orders module's public surface (DESIGN §6 Orders, §9 Orders). Placing runs in one transaction:
//   1. the Idempotency-Key is claimed (a replay, even a concurrent one, answers the first placement's orders);
//   2. the variants are locked FOR UPDATE in id order (two checkouts of the same items queue, never deadlock);
//   3. every problem is collected and answered at once as 400 (unavailable, stock, price, type, minimum, customer,
//      points), so nothing is written unless the whole checkout can be placed;
//   4. one order per type and vendor: stock taken, points reserved through the ledger, status 1; a voucher order takes
//      one free code per piece of every line from the pools at once (status 3, points captured), all or nothing, or
//      waits for staff with an alert.
// Any failure rolls everything back: no order, no stock taken, no points reserved.
import { createHash, randomUUID } from 'node:crypto';
import { pageMeta } from '@club/contract/common';
import { deliveryTypes, orderStatus, vendors, type Vendor } from '@club/contract/constants';
import {
  checkoutCustomerProblems,
  deliveryTypeOf,
  orderProblems,
  strictestDelivery,
  type CheckoutCustomer,
  type Order,
  type OrderLine,
  type OrderList,
  type OrderType,
} from '@club/contract/orders';
import { regionById } from '@club/contract/regions';
import type { ProductType } from '@club/contract/shop';
import { normalizePhone } from '@club/contract/validators';
import { transaction, type Tx } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { ConflictError, FieldErrors, InsufficientPointsError, NotFoundError } from '../../lib/errors.ts';
import { tById } from '../../lib/i18n.ts';
import type { Scope } from '../../lib/scope.ts';
import { findMember } from '../company/service.ts';
import { notify } from '../notifications/service.ts';
import { recordEvent } from '../integration/service.ts';
import { capture, pointsSummary, release, reserve } from '../points/service.ts';
import { claimCodes, lockVariants, minimumOrders, returnStock, takeStock, type LockedVariant } from '../shop/service.ts';
import { integrationOrder } from './integration.ts';
import { cardOrderPlaced, cardOrderProblems } from '../club-card/service.ts';
import { marketingOrderProblems, withCoverImage } from '../marketing/service.ts';
import * as q from './queries.ts';
import type { OrderCustomerSnapshot, VoucherResponse } from './tables.ts';

export { openAlerts } from './queries.ts';
export { integrationOrder, ordersFeed } from './integration.ts';

/** Test seam: called between the steps of placing, so a test can fail there and check nothing half-done stays. */
export const faults: { at: ((step: string) => void) | null } = { at: null };
const step = (name: string) => faults.at?.(name);

/** The product type each order type buys. */
const productTypeOf: Record<OrderType, ProductType> = {
  cart: 'product',
  voucher: 'voucher',
  marketing: 'marketing',
  card: 'card',
  card_topup: 'card_topup',
};
/** Order types that buy one product, once (a card, a top-up amount). A voucher order holds any lines and quantities. */
const singleUnit: readonly OrderType[] = ['card', 'card_topup'];

export interface OrderGroup {
  type: OrderType;
  order: OrderLine[];
  data?: Record<string, unknown> | null;
}

export interface PlaceInput {
  /** The caller's region and own user (the auth hook's rows). */
  regionId: number;
  user: { email: string | null; languagesId: number };
  groups: OrderGroup[];
  customer: CheckoutCustomer;
  idempotencyKey?: string;
  /** Which call (so the same key on /v2/orders and /v2/orders/multi is not a replay). */
  route: string;
}

export interface PlaceResult {
  orders: Order[];
  replayed: boolean;
}

interface Planned {
  type: OrderType;
  vendor: Vendor;
  groupIndex: number;
  lines: { line: OrderLine; locked: LockedVariant }[];
  points: number;
  data: Record<string, unknown> | null;
}

function requestHash(input: PlaceInput): string {
  return createHash('sha256')
    .update(JSON.stringify([input.route, input.groups, input.customer]))
    .digest('hex');
}

/** POST /v2/orders and /v2/orders/multi (owners only: the route's requireOwner). */
export async function placeOrders(ctx: Ctx, scope: Scope, input: PlaceInput): Promise<PlaceResult> {
  const now = ctx.now();
  const key = input.idempotencyKey ?? `auto:${randomUUID()}`;
  const hash = requestHash(input);
  const region = regionById(input.regionId);
  if (!region) throw new NotFoundError();

  const outcome = await transaction(ctx.db, async (tx) => {
    const placement = await q.claimPlacement(tx, scope, key, hash);
    if (!placement) {
      const first = await q.findPlacement(tx, scope, key);
      if (!first) throw new Error('placement vanished');
      if (first.requestHash !== hash) throw new ConflictError('This Idempotency-Key was used for another request.');
      return { placementId: first.id, replayed: true, created: [] as { id: number; uuid: string }[] };
    }

    const uuids = [...new Set(input.groups.flatMap((g) => g.order.map((l) => l.uuid)))];
    const locked = new Map((await lockVariants(tx, input.regionId, uuids)).map((l) => [l.variant.uuid, l]));
    step('locked');

    const problems = new FieldErrors();
    const wanted = new Map<string, number>();
    for (const g of input.groups) for (const l of g.order) wanted.set(l.uuid, (wanted.get(l.uuid) ?? 0) + l.quantity);

    const planned = new Map<string, Planned>();
    input.groups.forEach((g, gi) => {
      const seen = new Set<string>();
      if (singleUnit.includes(g.type) && (g.order.length !== 1 || g.order[0]?.quantity !== 1))
        problems.add(`orders.${gi}.order`, orderProblems.wrongType);
      g.order.forEach((line, li) => {
        const at = `orders.${gi}.order.${li}`;
        if (seen.has(line.uuid)) return void problems.add(`${at}.uuid`, orderProblems.duplicate);
        seen.add(line.uuid);
        const lv = locked.get(line.uuid);
        if (!lv || !lv.product.active) return void problems.add(`${at}.uuid`, orderProblems.unavailable);
        if (lv.product.type !== productTypeOf[g.type]) return void problems.add(`${at}.uuid`, orderProblems.wrongType);
        if ((wanted.get(line.uuid) ?? 0) > lv.variant.stock) problems.add(`${at}.quantity`, orderProblems.stockChanged);
        if (line.price !== undefined && line.price !== lv.variant.price) problems.add(`${at}.price`, orderProblems.priceChanged);
        const k = `${g.type}:${lv.product.vendor}`;
        const p = planned.get(k) ?? { type: g.type, vendor: lv.product.vendor, groupIndex: gi, lines: [], points: 0, data: g.data ?? null };
        p.lines.push({ line, locked: lv });
        p.points += lv.variant.price * line.quantity;
        planned.set(k, p);
      });
    });
    const orders = [...planned.values()].sort((a, b) => vendors.indexOf(a.vendor) - vendors.indexOf(b.vendor));
    const minimums = orders.length ? await minimumOrders(tx, input.regionId) : null;
    for (const o of orders) {
      const minimum = minimums?.[o.vendor] ?? 0;
      if (o.points < minimum) problems.add(`orders.${o.groupIndex}`, orderProblems.belowMinimum);
    }
    const delivery = strictestDelivery(orders.map((o) => deliveryTypeOf(o.type, o.vendor)));
    for (const [field, list] of Object.entries(checkoutCustomerProblems(input.customer, delivery)))
      for (const m of list) problems.add(`customer.${field}`, m);
    // The club card's own rules (Poland, 10 scans this year, one card; a top-up needs an ACTIVE card).
    for (const p of await cardOrderProblems({ ...ctx, db: tx }, scope, { types: orders.map((o) => o.type), regionId: input.regionId }))
      problems.add(p.field, p.key);
    // A configured marketing product: its data follows the configurator's rules; logo and proof are the company's files.
    for (const o of orders) {
      const first = o.lines[0]?.locked;
      if (o.type !== 'marketing' || !first) continue;
      const found = await marketingOrderProblems({ ...ctx, db: tx }, scope, {
        product: { settings: first.product.settings ?? {}, stock: first.variant.stock },
        data: o.data,
      });
      for (const [field, key] of Object.entries(found)) problems.add(`data.${field}`, key);
    }
    const total = orders.reduce((s, o) => s + o.points, 0);
    const balance = (await pointsSummary(tx, scope, now)).company_points;
    if (total > balance) problems.add('points', orderProblems.notEnoughPoints);
    problems.throwIfAny();

    const customer = snapshot(input.customer, input.user.email, delivery);
    const created: { id: number; uuid: string }[] = [];
    for (const o of orders) {
      const id = await q.nextOrderId(tx);
      const number = `${region.code}-${String(id).padStart(6, '0')}`;
      const row = await q.insertOrder(
        tx,
        {
          id,
          number,
          companiesId: scope.companyId,
          usersId: scope.userId,
          placementsId: placement.id,
          regionsId: input.regionId,
          type: o.type,
          vendor: o.vendor,
          status: orderStatus.pending,
          points: o.points,
          deliveryType: deliveryTypeOf(o.type, o.vendor),
          customer,
          // A marketing order keeps the flyer's cover picture the server chose by subtype (spec §3).
          inputData: o.type === 'marketing' ? withCoverImage(o.data) : o.data,
          createdAt: now,
          updatedAt: now,
        },
        o.lines.map(({ line, locked: lv }) => ({
          variantId: lv.variant.id,
          variantUuid: lv.variant.uuid,
          variantGuid: lv.variant.guid,
          productId: lv.product.id,
          name: lv.variant.title === lv.product.name ? lv.product.name : `${lv.product.name} — ${lv.variant.title}`,
          sku: lv.variant.sku,
          image: lv.image,
          quantity: line.quantity,
          price: lv.variant.price,
        })),
      );
      step('order');
      for (const { line, locked: lv } of o.lines)
        if (!(await takeStock(tx, lv.variant.id, line.quantity))) throw new Error('stock changed under a row lock');
      step('stock');
      let reservationId: number | null = null;
      if (o.points > 0) {
        try {
          const r = await reserve(tx, {
            companyId: scope.companyId,
            amount: o.points,
            idempotencyKey: `order:${row.uuid}`,
            userId: scope.userId,
            orderId: row.id,
            orderNumber: number,
            now,
          });
          reservationId = r.reservationId;
        } catch (error) {
          // The balance was read before the account was locked; a concurrent order of the same company spent it.
          if (error instanceof InsufficientPointsError) new FieldErrors().add('points', orderProblems.notEnoughPoints).throwIfAny();
          throw error;
        }
      }
      step('reserve');
      await q.updateOrder(tx, row.id, { reservationId });
      if (o.type === 'card' || o.type === 'card_topup')
        await cardOrderPlaced(ctx, tx, scope, { id: row.id, type: o.type, points: o.points, now });
      await notify(tx, {
        user: { id: scope.userId, companiesId: scope.companyId, languagesId: input.user.languagesId },
        type: 'info',
        kind: 'order_reservation',
        messageKey: 'orders.notification.reservation',
        values: { number, points: o.points },
        link: `/orders/${row.uuid}`,
        data: { order_uuid: row.uuid },
      });
      if (o.type === 'voucher')
        await fulfilVoucher(
          tx,
          { ...row, reservationId },
          o.lines.map(({ line, locked: lv }) => ({ productId: lv.product.id, quantity: line.quantity, variantUuid: lv.variant.uuid })),
          now,
          input.user.languagesId,
        );
      await recordEvent(tx, { type: 'order.placed', data: await integrationOrder(tx, row.id), now });
      step('done');
      created.push({ id: row.id, uuid: row.uuid });
    }
    return { placementId: placement.id, replayed: false, created };
  });

  const orders = await q.ordersOfPlacement(ctx.db, scope, outcome.placementId);
  if (!outcome.replayed) await confirmByEmail(ctx, orders, input.user.languagesId);
  return { orders, replayed: outcome.replayed };
}

function snapshot(c: CheckoutCustomer, userEmail: string | null, delivery: number): OrderCustomerSnapshot {
  const phone = c.phone_number || c.phone;
  return {
    name: c.name,
    surname: c.surname,
    company_name: c.company_name,
    email: c.email || userEmail || '',
    phone: normalizePhone(phone, c.phone_region) ?? phone,
    street: c.street,
    house_number: c.house_number || (delivery === deliveryTypes.digital ? '1' : ''),
    city: c.city,
    postal_code: c.postal_code,
    country: c.country || regionById(c.region)?.code || '',
    region: c.region,
  };
}

interface VoucherLine {
  productId: number;
  quantity: number;
  variantUuid: string;
}

/**
 * One code per piece of every line of a voucher order, all or nothing: the order's answer with every code, or null
 * (nothing claimed) when a pool has fewer free codes than its line needs.
 */
async function voucherCodesFor(tx: Tx, orderId: number, lines: VoucherLine[], now: Date): Promise<VoucherResponse | null> {
  const claimed = await claimCodes(tx, lines, orderId, now);
  if (!claimed || claimed.length === 0) return null;
  // claimCodes answers in the order of the lines, `quantity` codes each.
  const owners = lines.flatMap((l) => Array.from({ length: l.quantity }, () => l.variantUuid));
  const codes = claimed.map((c, i) => ({
    number: c.number,
    expiresAt: c.expiresAt?.toISOString().slice(0, 10) ?? null,
    password: c.password,
    variantUuid: owners[i] ?? '',
  }));
  const [first] = codes;
  if (!first) return null;
  return { number: first.number, expiresAt: first.expiresAt, password: first.password, codes };
}

/** A voucher order takes its codes at once (status 3, points captured), or stays pending with an alert for staff. */
async function fulfilVoucher(tx: Tx, order: q.OrderRow, lines: VoucherLine[], now: Date, languagesId: number): Promise<void> {
  const response = await voucherCodesFor(tx, order.id, lines, now);
  if (!response) {
    await q.addAlert(tx, order.id, 'voucher_pool_empty', now);
    return;
  }
  if (order.reservationId !== null) await capture(tx, { companyId: order.companiesId, reservationId: order.reservationId, now });
  await q.updateOrder(tx, order.id, { status: orderStatus.completed, response, updatedAt: now });
  if (order.usersId !== null)
    await notify(tx, {
      user: { id: order.usersId, companiesId: order.companiesId, languagesId },
      type: 'info',
      kind: 'order_complete',
      messageKey: 'orders.notification.complete',
      values: { number: order.number },
      link: `/orders/${order.uuid}`,
      data: { order_uuid: order.uuid },
    });
}

/** The confirmation email (through the outbox, after the orders are committed; a mail failure never undoes an order). */
async function confirmByEmail(ctx: Ctx, orders: Order[], languagesId: number): Promise<void> {
  const to = orders[0]?.customer.email;
  if (!to) return;
  const lines = orders
    .map((o) => {
      const items = o.meta.contents.map((c) => `  ${c.quantity} × ${c.name} (${c.price})`).join('\n');
      const code = (o.meta.response?.codes ?? [])
        .map((c) => '\n' + tById(languagesId, 'orders.mail.voucher', { code: c.number, expires: c.expiresAt ?? '—' }))
        .join('');
      return `${tById(languagesId, 'orders.mail.order', { number: o.number, points: o.points })}\n${items}${code}`;
    })
    .join('\n\n');
  try {
    await ctx.messenger.email(
      to,
      tById(languagesId, 'orders.mail.subject'),
      tById(languagesId, 'orders.mail.text', { orders: lines }),
      'order_confirmation',
      { orders: orders.map((o) => o.uuid) },
    );
  } catch (error) {
    ctx.log.error({ err: error }, 'order confirmation email not written');
  }
}

/** GET /v2/orders: the company's orders, newest first (20 per page). */
export async function listOrders(ctx: Ctx, scope: Scope, input: { page: number; limit: number }): Promise<OrderList> {
  const { data, total } = await q.listOrders(ctx.db, scope, input.page, input.limit);
  return { data, meta: pageMeta(input.page, input.limit, total) };
}

/** GET /v2/orders/{uuid}: another company's order → 404. */
export async function getOrder(ctx: Ctx, scope: Scope, input: { uuid: string }): Promise<Order> {
  const order = await q.findOrder(ctx.db, scope, input.uuid);
  if (!order) throw new NotFoundError();
  return order;
}

/** Order uuids by id (the club-card module's top-up history links its orders). No scope: ids come from scoped rows. */
export async function orderUuidsByIds(db: Tx, ids: number[]): Promise<Map<number, string>> {
  return q.uuidsByIds(db, ids);
}

/** An order's status by id, or null (the club-card module settles its orders). */
export async function orderStatusById(db: Tx, id: number): Promise<number | null> {
  return q.statusById(db, id);
}

const transitions: Record<number, readonly number[]> = {
  [orderStatus.pending]: [orderStatus.approved, orderStatus.completed, orderStatus.rejected, orderStatus.failed],
  [orderStatus.approved]: [orderStatus.completed, orderStatus.rejected, orderStatus.failed],
};

export interface StatusChange {
  uuid: string;
  status: 2 | 3 | 4 | 5;
  note?: string | null;
}

/**
 * The staff's decision on an order (the staff console calls it; until then tests and scripts do). No company caller:
 * staff act on any order. 1 → 2 approved; → 3 done (points captured; a voucher order takes a code now, 409 when the
 * pool is still empty); → 4 rejected / 5 failed (stock and points given back). Any other move → 409.
 */
export async function changeOrderStatus(ctx: Ctx, input: StatusChange): Promise<{ status: number }> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const found = await q.lockOrderByUuid(tx, input.uuid);
    if (!found) throw new NotFoundError();
    const { order, items } = found;
    if (!(transitions[order.status] ?? []).includes(input.status))
      throw new ConflictError(`An order in status ${order.status} cannot move to ${input.status}.`);
    const languagesId = await languageOfPlacer(tx, order);
    if (input.status === orderStatus.completed) {
      if (order.type === 'voucher' && !order.response) {
        const lines = items.map((i) => ({ productId: i.productId, quantity: i.quantity, variantUuid: i.variantUuid }));
        const response = await voucherCodesFor(tx, order.id, lines, now);
        if (!response) throw new ConflictError('A voucher pool still has too few free codes: upload codes first.');
        await q.updateOrder(tx, order.id, { response });
      }
      if (order.reservationId !== null) await capture(tx, { companyId: order.companiesId, reservationId: order.reservationId, now });
      await q.resolveAlerts(tx, order.id, now);
    } else if (input.status === orderStatus.rejected || input.status === orderStatus.failed) {
      // Variants first (items are sorted by variant id), then the points account: the same lock order as placing.
      for (const i of items) await returnStock(tx, i.variantId, i.quantity);
      if (order.reservationId !== null) await release(tx, { companyId: order.companiesId, reservationId: order.reservationId, now });
      await q.resolveAlerts(tx, order.id, now);
    }
    await q.updateOrder(tx, order.id, { status: input.status, note: input.note ?? null, updatedAt: now });
    const changed = { ...(await integrationOrder(tx, order.id)), previous_status: order.status };
    await recordEvent(tx, { type: 'order.status_changed', data: changed, now });
    const message =
      input.status === orderStatus.completed
        ? 'complete'
        : input.status === orderStatus.rejected
          ? 'reject'
          : input.status === orderStatus.failed
            ? 'failed'
            : null;
    if (message && order.usersId !== null && languagesId !== null)
      await notify(tx, {
        user: { id: order.usersId, companiesId: order.companiesId, languagesId },
        type: input.status === orderStatus.completed ? 'info' : 'warning',
        kind: `order_${message}`,
        messageKey: `orders.notification.${message}`,
        values: { number: order.number },
        link: `/orders/${order.uuid}`,
        data: { order_uuid: order.uuid },
      });
    return { status: input.status };
  });
}

async function languageOfPlacer(tx: Tx, order: q.OrderRow): Promise<number | null> {
  if (order.usersId === null) return null;
  const member = await findMember(tx, { userId: order.usersId });
  return member?.user.languagesId ?? null;
}

// Staff console reads (staff.ts).
export { listAllOrders, waitingVoucherOrders, type StaffOrderRow } from './staff.ts';
