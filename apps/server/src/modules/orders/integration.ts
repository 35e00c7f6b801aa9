// What the integration API reads of orders (DESIGN §9 Integration API; decision 0085): the change feed's pages and one
// order as webhooks carry it. Not company-scoped: the maker's systems see every order (`orders:read`). The customer's
// delivery details stay in the portal. Re-exported by service.ts.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { IntegrationOrder } from '@club/contract/integration';
import { regionById } from '@club/contract/regions';
import type { Tx } from '../../db/client.ts';
import { feedConditions, feedPage, type FeedRequest } from '../../lib/change-feed.ts';
import { orderItemsTable, ordersTable } from './tables.ts';

const columns = {
  id: ordersTable.id,
  syncXid: ordersTable.syncXid,
  uuid: ordersTable.uuid,
  number: ordersTable.number,
  companyUuid: sql<string>`(select c.uuid from companies c where c.id = ${ordersTable.companiesId})`,
  regionsId: ordersTable.regionsId,
  type: ordersTable.type,
  vendor: ordersTable.vendor,
  status: ordersTable.status,
  points: ordersTable.points,
  createdAt: ordersTable.createdAt,
  updatedAt: ordersTable.updatedAt,
};
const selectRows = (db: Tx) => db.select(columns).from(ordersTable);
type Row = Awaited<ReturnType<typeof selectRows>>[number];
type Item = IntegrationOrder['items'][number];

async function itemsOf(db: Tx, ids: number[]): Promise<Map<number, Item[]>> {
  const byOrder = new Map<number, Item[]>();
  if (ids.length === 0) return byOrder;
  const rows = await db
    .select({
      ordersId: orderItemsTable.ordersId,
      sku: orderItemsTable.sku,
      name: orderItemsTable.name,
      quantity: orderItemsTable.quantity,
      price: orderItemsTable.price,
    })
    .from(orderItemsTable)
    .where(inArray(orderItemsTable.ordersId, ids))
    .orderBy(asc(orderItemsTable.id));
  for (const { ordersId, ...item } of rows) byOrder.set(ordersId, [...(byOrder.get(ordersId) ?? []), item]);
  return byOrder;
}

const toItem =
  (items: Map<number, Item[]>) =>
  (o: Row): IntegrationOrder => ({
    uuid: o.uuid,
    number: o.number,
    company_uuid: o.companyUuid,
    region: regionById(o.regionsId)?.code ?? '',
    type: o.type,
    vendor: o.vendor,
    status: o.status,
    points: o.points,
    items: items.get(o.id) ?? [],
    created_at: new Date(o.createdAt).toISOString(),
    updated_at: new Date(o.updatedAt).toISOString(),
  });

/** One page of orders changed after the cursor (GET /integration/v1/orders). */
export async function ordersFeed(db: Tx, request: FeedRequest) {
  const t = ordersTable;
  const { position: p } = request;
  const rows = await selectRows(db)
    .where(and(...feedConditions(t, p), p.region !== null ? eq(t.regionsId, p.region) : undefined))
    .orderBy(asc(t.syncXid), asc(t.id))
    .limit(request.limit + 1);
  const items = await itemsOf(
    db,
    rows.slice(0, request.limit).map((r) => r.id),
  );
  return feedPage(rows, request, toItem(items));
}

/** One order as the feed shows it (webhook payloads), read in the caller's transaction. */
export async function integrationOrder(db: Tx, orderId: number): Promise<IntegrationOrder> {
  const [row] = await selectRows(db).where(eq(ordersTable.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  return toItem(await itemsOf(db, [orderId]))(row);
}
