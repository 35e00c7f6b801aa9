// The integration API's tables (DESIGN §9 Integration API): the maker's API keys (hashed), the webhook endpoints, the
// webhook outbox (one row per event, written in the transaction of the change) and one delivery per event and endpoint
// (its own retry state, delivered by the `integration.webhooks` job).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { IntegrationScope, WebhookEventType } from '@club/contract/integration';

export const integrationApiKeysTable = pgTable(
  'integration_api_keys',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    name: text('name').notNull(),
    scopes: text('scopes').array().$type<IntegrationScope[]>().notNull(),
    /** The first characters of the key (`ick_ab12…`), so people can tell keys apart; never enough to use it. */
    keyPrefix: text('key_prefix').notNull(),
    /** sha256 of the whole key: keys are 256 random bits, so a fast hash is enough and lookups stay one index probe. */
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('integration_api_keys_hash').on(t.secretHash)],
);

export const webhookEndpointsTable = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  url: text('url').notNull(),
  events: text('events').array().$type<WebhookEventType[]>().notNull(),
  /** The HMAC key; kept readable because every delivery is signed with it. */
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The webhook outbox: one row per event, inserted in the same transaction as the change it reports. */
export const webhookEventsTable = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The event id receivers de-duplicate by (`id` in the body, `X-Webhook-Id`). */
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    type: text('type').$type<WebhookEventType>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_events_created').on(t.createdAt)],
);

export const webhookDeliveriesTable = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEventsTable.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpointsTable.id, { onDelete: 'cascade' }),
    /** pending → delivered, or failed after 24 h of retries (a redeliver makes it pending again). */
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Retries stop after this (24 h after the event, or after a redeliver). */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    /** Set while one process delivers it (a crashed delivery is retried when this passes). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint').on(t.eventId, t.endpointId),
    index('webhook_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint').on(t.endpointId, t.status),
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

export type ApiKeyRow = typeof integrationApiKeysTable.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpointsTable.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveriesTable.$inferSelect;
