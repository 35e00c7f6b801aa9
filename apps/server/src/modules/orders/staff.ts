// The staff console's reads of orders (DESIGN §9 Orders): every company's orders by status, vendor and region, paged
// and sorted on the server, with their lines; and the voucher orders waiting for codes per product. Status changes go
// through `changeOrderStatus` (service.ts). Exported by service.ts.
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { StaffOrdersQuery } from '@club/contract/staff';
import type { Tx } from '../../db/client.ts';
import { orderAlertsTable, orderItemsTable, ordersTable } from './tables.ts';

export type StaffOrderRow = typeof ordersTable.$inferSelect & { items: (typeof orderItemsTable.$inferSelect)[] };

export async function listAllOrders(
  db: Tx,
  query: StaffOrdersQuery & { uuids?: string[]; companiesId?: number },
): Promise<{ rows: StaffOrderRow[]; total: number }> {
  const where: SQL[] = [];
  if (query.status !== undefined) where.push(eq(ordersTable.status, query.status));
  if (query.vendor !== undefined) where.push(eq(ordersTable.vendor, query.vendor));
  if (query.region !== undefined) where.push(eq(ordersTable.regionsId, query.region));
  if (query.companiesId !== undefined) where.push(eq(ordersTable.companiesId, query.companiesId));
  if (query.uuids) where.push(inArray(ordersTable.uuid, query.uuids.length ? query.uuids : ['00000000-0000-0000-0000-000000000000']));
  const cond = where.length ? and(...where) : undefined;
  const col = query.sort === 'points' ? ordersTable.points : query.sort === 'number' ? ordersTable.id : ordersTable.createdAt;
  const order = query.dir === 'asc' ? [asc(col), asc(ordersTable.id)] : [desc(col), desc(ordersTable.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(ordersTable)
      .where(cond)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(ordersTable).where(cond),
  ]);
  const items = rows.length
    ? await db
        .select()
        .from(orderItemsTable)
        .where(
          inArray(
            orderItemsTable.ordersId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderItemsTable.id))
    : [];
  return { rows: rows.map((r) => ({ ...r, items: items.filter((i) => i.ordersId === r.id) })), total: total?.n ?? 0 };
}

/** Voucher orders still waiting for a code (an open `voucher_pool_empty` alert), counted per product. */
export async function waitingVoucherOrders(db: Tx): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: orderItemsTable.productId, n: count() })
    .from(orderAlertsTable)
    .innerJoin(ordersTable, eq(ordersTable.id, orderAlertsTable.ordersId))
    .innerJoin(orderItemsTable, eq(orderItemsTable.ordersId, ordersTable.id))
    .where(and(isNull(orderAlertsTable.resolvedAt), eq(orderAlertsTable.kind, 'voucher_pool_empty')))
    .groupBy(orderItemsTable.productId);
  return new Map(rows.map((r) => [r.productId, Number(r.n)]));
}
