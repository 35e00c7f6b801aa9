// Reads and writes of orders. Company data: every read for a caller takes the scope and puts the company in its WHERE
// clause (another company's order is not found). The staff status change has no company caller and locks by uuid.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Order } from '@club/contract/orders';
import { execRows, type Tx } from '../../db/client.ts';
import type { Scope } from '../../lib/scope.ts';
import { orderAlertsTable, orderItemsTable, orderPlacementsTable, ordersTable } from './tables.ts';

export type OrderRow = typeof ordersTable.$inferSelect;
export type OrderItemRow = typeof orderItemsTable.$inferSelect;
export type PlacementRow = typeof orderPlacementsTable.$inferSelect;

export function toOrder(row: OrderRow, items: OrderItemRow[]): Order {
  const c = row.customer;
  const physical = row.deliveryType !== 0;
  return {
    uuid: row.uuid,
    number: row.number,
    points: row.points,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    vendor: row.vendor,
    items_count: items.reduce((s, i) => s + i.quantity, 0),
    delivery_type: row.deliveryType,
    customer: {
      name: c.name,
      surname: c.surname,
      company_name: c.company_name,
      country: c.country,
      address: physical ? `${c.street} ${c.house_number}, ${c.postal_code} ${c.city}` : '',
      email: c.email,
      phone: c.phone,
    },
    meta: {
      type: row.type,
      contents: items.map((i) => ({
        name: i.name,
        image: i.image,
        quantity: i.quantity,
        price: i.price,
        variantGuid: i.variantGuid,
        variantUuid: i.variantUuid,
        sku: i.sku,
      })),
      response: row.response
        ? {
            number: row.response.number,
            expiresAt: row.response.expiresAt,
            password: row.response.password,
            codes: row.response.codes ?? [
              {
                number: row.response.number,
                expiresAt: row.response.expiresAt,
                password: row.response.password,
                variantUuid: items[0]?.variantUuid ?? '',
              },
            ],
          }
        : null,
      inputData: row.inputData ?? null,
    },
  };
}

async function withItems(db: Tx, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItemsTable)
    .where(
      inArray(
        orderItemsTable.ordersId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItemsTable.id));
  return rows.map((r) =>
    toOrder(
      r,
      items.filter((i) => i.ordersId === r.id),
    ),
  );
}

const ofCompany = (scope: Scope) => eq(ordersTable.companiesId, scope.companyId);

/** One page of the company's orders, newest first. */
export async function listOrders(db: Tx, scope: Scope, page: number, limit: number): Promise<{ data: Order[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ordersTable)
      .where(ofCompany(scope))
      .orderBy(desc(ordersTable.createdAt), desc(ordersTable.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(ordersTable).where(ofCompany(scope)),
  ]);
  return { data: await withItems(db, rows), total: Number(total?.n ?? 0) };
}

export async function findOrder(db: Tx, scope: Scope, uuid: string): Promise<Order | null> {
  const rows = await db
    .select()
    .from(ordersTable)
    .where(and(eq(ordersTable.uuid, uuid), ofCompany(scope)))
    .limit(1);
  const [o] = await withItems(db, rows);
  return o ?? null;
}

/** The company's orders of one placement, in the order they were created. */
export async function ordersOfPlacement(db: Tx, scope: Scope, placementId: number): Promise<Order[]> {
  const rows = await db
    .select()
    .from(ordersTable)
    .where(and(eq(ordersTable.placementsId, placementId), ofCompany(scope)))
    .orderBy(asc(ordersTable.id));
  return withItems(db, rows);
}

/**
 * Claims the key for this company: the new placement row, or null when the key was used (a concurrent first use makes
 * this wait until that transaction ends, so a replay sees its result or, if it failed, takes the key itself).
 */
export async function claimPlacement(tx: Tx, scope: Scope, key: string, requestHash: string): Promise<PlacementRow | null> {
  const [row] = await tx
    .insert(orderPlacementsTable)
    .values({ companiesId: scope.companyId, key, requestHash })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findPlacement(tx: Tx, scope: Scope, key: string): Promise<PlacementRow | null> {
  const [row] = await tx
    .select()
    .from(orderPlacementsTable)
    .where(and(eq(orderPlacementsTable.companiesId, scope.companyId), eq(orderPlacementsTable.key, key)));
  return row ?? null;
}

export async function nextOrderId(tx: Tx): Promise<number> {
  const [row] = await execRows<{ id: string | number }>(tx, sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`);
  const id = Number(row?.id);
  if (!Number.isSafeInteger(id)) throw new Error('no order id from the sequence');
  return id;
}

export type NewOrder = typeof ordersTable.$inferInsert & { id: number };
export type NewItem = Omit<typeof orderItemsTable.$inferInsert, 'id' | 'ordersId'>;

export async function insertOrder(tx: Tx, order: NewOrder, items: NewItem[]): Promise<OrderRow> {
  const [row] = await tx.insert(ordersTable).values(order).returning();
  if (!row) throw new Error('order insert returned nothing');
  await tx.insert(orderItemsTable).values(items.map((i) => ({ ...i, ordersId: row.id })));
  return row;
}

export async function updateOrder(
  tx: Tx,
  id: number,
  set: Partial<Pick<OrderRow, 'status' | 'response' | 'reservationId' | 'note' | 'updatedAt'>>,
): Promise<void> {
  await tx.update(ordersTable).set(set).where(eq(ordersTable.id, id));
}

export async function addAlert(tx: Tx, orderId: number, kind: string, now: Date): Promise<void> {
  await tx.insert(orderAlertsTable).values({ ordersId: orderId, kind, createdAt: now });
}

export async function resolveAlerts(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx
    .update(orderAlertsTable)
    .set({ resolvedAt: now })
    .where(and(eq(orderAlertsTable.ordersId, orderId), isNull(orderAlertsTable.resolvedAt)));
}

/** Staff (no company caller): the order with its items, its row locked until the transaction ends. */
export async function lockOrderByUuid(tx: Tx, uuid: string): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  const [order] = await tx.select().from(ordersTable).where(eq(ordersTable.uuid, uuid)).for('update');
  if (!order) return null;
  const items = await tx
    .select()
    .from(orderItemsTable)
    .where(eq(orderItemsTable.ordersId, order.id))
    .orderBy(asc(orderItemsTable.variantId));
  return { order, items };
}

export async function openAlerts(db: Tx): Promise<{ orderUuid: string; number: string; kind: string; createdAt: Date }[]> {
  return db
    .select({ orderUuid: ordersTable.uuid, number: ordersTable.number, kind: orderAlertsTable.kind, createdAt: orderAlertsTable.createdAt })
    .from(orderAlertsTable)
    .innerJoin(ordersTable, eq(ordersTable.id, orderAlertsTable.ordersId))
    .where(isNull(orderAlertsTable.resolvedAt))
    .orderBy(asc(orderAlertsTable.createdAt));
}

export async function uuidsByIds(db: Tx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: ordersTable.id, uuid: ordersTable.uuid }).from(ordersTable).where(inArray(ordersTable.id, ids));
  return new Map(rows.map((r) => [r.id, r.uuid]));
}

export async function statusById(db: Tx, id: number): Promise<number | null> {
  const [row] = await db.select({ status: ordersTable.status }).from(ordersTable).where(eq(ordersTable.id, id)).limit(1);
  return row?.status ?? null;
}
