// Reads and writes of the integration module's own tables: API keys, webhook endpoints, the webhook outbox and its
// deliveries. Not company data: keys and endpoints belong to the club (the maker's staff manage them).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { IntegrationScope, WebhookEventType } from '@club/contract/integration';
import { execRows, type Tx } from '../../db/client.ts';
import {
  integrationApiKeysTable,
  webhookDeliveriesTable,
  webhookEndpointsTable,
  webhookEventsTable,
  type ApiKeyRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './tables.ts';

export async function insertApiKey(
  db: Tx,
  values: { name: string; scopes: IntegrationScope[]; keyPrefix: string; secretHash: string; createdAt: Date },
) {
  const [row] = await db.insert(integrationApiKeysTable).values(values).returning();
  if (!row) throw new Error('api key not inserted');
  return row;
}

export function listApiKeys(db: Tx): Promise<ApiKeyRow[]> {
  return db.select().from(integrationApiKeysTable).orderBy(desc(integrationApiKeysTable.createdAt), desc(integrationApiKeysTable.id));
}

export async function findApiKeyByHash(db: Tx, secretHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(integrationApiKeysTable).where(eq(integrationApiKeysTable.secretHash, secretHash));
  return row;
}

export async function revokeApiKey(db: Tx, uuid: string, now: Date): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .update(integrationApiKeysTable)
    .set({ revokedAt: sql`coalesce(${integrationApiKeysTable.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(integrationApiKeysTable.uuid, uuid))
    .returning();
  return row;
}

/** Records use at most once a minute per key (a write per request would cost more than the request). */
export async function touchApiKey(db: Tx, id: number, now: Date): Promise<void> {
  const t = integrationApiKeysTable;
  await db
    .update(t)
    .set({ lastUsedAt: now })
    .where(and(eq(t.id, id), sql`(${t.lastUsedAt} is null or ${t.lastUsedAt} < ${now.toISOString()}::timestamptz - interval '1 minute')`));
}

export async function insertEndpoint(db: Tx, values: { url: string; events: WebhookEventType[]; secret: string; now: Date }) {
  const [row] = await db
    .insert(webhookEndpointsTable)
    .values({ url: values.url, events: values.events, secret: values.secret, createdAt: values.now, updatedAt: values.now })
    .returning();
  if (!row) throw new Error('endpoint not inserted');
  return row;
}

export function listEndpoints(db: Tx): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpointsTable).orderBy(webhookEndpointsTable.id);
}

export async function setEndpointActive(db: Tx, uuid: string, active: boolean, now: Date) {
  const [row] = await db
    .update(webhookEndpointsTable)
    .set({ active, updatedAt: now })
    .where(eq(webhookEndpointsTable.uuid, uuid))
    .returning();
  return row;
}

/**
 * The event and one pending delivery per active endpoint that wants it, in one statement in the caller's transaction:
 * the change and its event commit (or roll back) together.
 */
export async function insertEvent(db: Tx, input: { type: WebhookEventType; payload: unknown; now: Date }): Promise<void> {
  const at = input.now.toISOString();
  await db.execute(sql`
    with e as (
      insert into webhook_events (type, payload, created_at) values (${input.type}, ${JSON.stringify(input.payload)}::jsonb, ${at}::timestamptz)
      returning id, created_at
    )
    insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at, give_up_at, created_at)
    select e.id, w.id, e.created_at, e.created_at + interval '24 hours', e.created_at
    from e join webhook_endpoints w on w.active and ${input.type} = any(w.events)`);
}

export interface ClaimedDelivery {
  id: number;
  attempts: number;
  give_up_at: Date | string;
  event_uuid: string;
  event_type: WebhookEventType;
  event_created_at: Date | string;
  payload: unknown;
  url: string;
  secret: string;
  active: boolean;
}

/**
 * Up to `batch` due deliveries, claimed for `leaseMs` (`FOR UPDATE SKIP LOCKED`: several processes never take the same
 * one; a crashed process's claim runs out and another delivers it).
 */
export function claimDue(db: Tx, now: Date, batch: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  return execRows<ClaimedDelivery>(
    db,
    sql`
    with claimed as (
      update webhook_deliveries d set locked_until = ${at}::timestamptz + make_interval(secs => ${leaseMs / 1000}::double precision)
      where d.id in (
        select id from webhook_deliveries
        where status = 'pending' and next_attempt_at <= ${at}::timestamptz and (locked_until is null or locked_until <= ${at}::timestamptz)
        order by next_attempt_at, id
        limit ${batch}
        for update skip locked
      )
      returning d.id, d.attempts, d.give_up_at, d.event_id, d.endpoint_id
    )
    select c.id, c.attempts, c.give_up_at, e.uuid as event_uuid, e.type as event_type, e.created_at as event_created_at,
           e.payload, w.url, w.secret, w.active
    from claimed c join webhook_events e on e.id = c.event_id join webhook_endpoints w on w.id = c.endpoint_id
    order by c.id`,
  );
}

export async function finishDelivery(
  db: Tx,
  id: number,
  values: Pick<WebhookDeliveryRow, 'status' | 'attempts' | 'nextAttemptAt' | 'lastAttemptAt' | 'lastStatus' | 'lastError' | 'deliveredAt'>,
): Promise<void> {
  await db
    .update(webhookDeliveriesTable)
    .set({ ...values, lockedUntil: null })
    .where(eq(webhookDeliveriesTable.id, id));
}

export function listDeliveries(
  db: Tx,
  input: { status?: WebhookDeliveryRow['status']; endpointUuid?: string; id?: number; limit: number },
) {
  const d = webhookDeliveriesTable;
  return db
    .select({
      id: d.id,
      status: d.status,
      attempts: d.attempts,
      nextAttemptAt: d.nextAttemptAt,
      lastAttemptAt: d.lastAttemptAt,
      lastStatus: d.lastStatus,
      lastError: d.lastError,
      deliveredAt: d.deliveredAt,
      createdAt: d.createdAt,
      eventUuid: webhookEventsTable.uuid,
      eventType: webhookEventsTable.type,
      endpointUuid: webhookEndpointsTable.uuid,
      url: webhookEndpointsTable.url,
    })
    .from(d)
    .innerJoin(webhookEventsTable, eq(webhookEventsTable.id, d.eventId))
    .innerJoin(webhookEndpointsTable, eq(webhookEndpointsTable.id, d.endpointId))
    .where(
      and(
        input.status ? eq(d.status, input.status) : undefined,
        input.endpointUuid ? eq(webhookEndpointsTable.uuid, input.endpointUuid) : undefined,
        input.id !== undefined ? eq(d.id, input.id) : undefined,
      ),
    )
    .orderBy(desc(d.id))
    .limit(input.limit);
}

/** How many deliveries each endpoint has in each status (endpoints without any are absent). */
export function deliveryCounts(db: Tx) {
  const d = webhookDeliveriesTable;
  return db
    .select({ endpointId: d.endpointId, status: d.status, n: sql<number>`count(*)::int` })
    .from(d)
    .groupBy(d.endpointId, d.status);
}

export async function deleteEndpoint(db: Tx, uuid: string) {
  const [row] = await db.delete(webhookEndpointsTable).where(eq(webhookEndpointsTable.uuid, uuid)).returning();
  return row;
}

/**
 * Claims one pending, due delivery by id for `leaseMs` (the console's "redeliver" sends it at once). SKIP LOCKED: when
 * the job runner holds it, this claims nothing and the job delivers it.
 */
export function claimById(db: Tx, id: number, now: Date, leaseMs: number): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  return execRows<ClaimedDelivery>(
    db,
    sql`
    with claimed as (
      update webhook_deliveries d set locked_until = ${at}::timestamptz + make_interval(secs => ${leaseMs / 1000}::double precision)
      where d.id in (
        select id from webhook_deliveries
        where id = ${id} and status = 'pending' and next_attempt_at <= ${at}::timestamptz
          and (locked_until is null or locked_until <= ${at}::timestamptz)
        for update skip locked
      )
      returning d.id, d.attempts, d.give_up_at, d.event_id, d.endpoint_id
    )
    select c.id, c.attempts, c.give_up_at, e.uuid as event_uuid, e.type as event_type, e.created_at as event_created_at,
           e.payload, w.url, w.secret, w.active
    from claimed c join webhook_events e on e.id = c.event_id join webhook_endpoints w on w.id = c.endpoint_id`,
  );
}

/** A failed (or delivered) delivery becomes due now, with another 24 hours of retries. */
export async function requeueDelivery(db: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveriesTable)
    .set({
      status: 'pending',
      nextAttemptAt: now,
      giveUpAt: new Date(now.getTime() + 24 * 3_600_000),
      lockedUntil: null,
    })
    .where(and(eq(webhookDeliveriesTable.id, id), sql`${webhookDeliveriesTable.status} <> 'pending'`))
    .returning({ id: webhookDeliveriesTable.id });
  return rows.length === 1;
}

/** Events older than `before` whose deliveries are all finished (or that had none) go, with their deliveries. */
export async function purgeEvents(db: Tx, before: Date): Promise<number> {
  const rows = await execRows<{ id: number }>(
    db,
    sql`delete from webhook_events e where e.created_at < ${before.toISOString()}::timestamptz
        and not exists (select 1 from webhook_deliveries d where d.event_id = e.id and d.status = 'pending')
        returning e.id`,
  );
  return rows.length;
}
