// The integration module's public surface (DESIGN §9 Integration API; decisions 0085–0087): API keys (created, listed,
// revoked; stored hashed, shown once), the authentication of a key, the webhook outbox other modules write to inside
// their own transactions (`recordEvent`), webhook endpoints and deliveries (the job delivers, staff redeliver).
// It imports no other domain module, so the modules that record events can import it without a cycle.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  integrationKeyPrefix,
  integrationScopes,
  type IntegrationScope,
  type WebhookEventBody,
  type WebhookEventType,
  webhookEventTypes,
} from '@club/contract/integration';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import { postWebhook, urlProblem, type DeliveryPolicy, type DeliveryResult } from './delivery.ts';
import * as q from './queries.ts';
import type { WebhookDeliveryRow } from './tables.ts';

type IntegrationCtx = Pick<Ctx, 'db' | 'now' | 'config'>;

// ---------------------------------------------------------------------------------------------------------------------
// API keys

export interface ApiKeyView {
  id: string;
  name: string;
  scopes: IntegrationScope[];
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Who is calling the integration API: a key of the database, or the one from configuration (INTEGRATION_API_KEY). */
export interface ApiKeyCaller {
  keyId: number | null;
  name: string;
  scopes: readonly IntegrationScope[];
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function toView(row: Awaited<ReturnType<typeof q.listApiKeys>>[number]): ApiKeyView {
  return {
    id: row.uuid,
    name: row.name,
    scopes: row.scopes,
    prefix: row.keyPrefix,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** A new key. The key itself is in this answer only; the database keeps its hash. */
export async function createApiKey(
  ctx: Pick<Ctx, 'db' | 'now'>,
  input: { name: string; scopes: readonly string[] },
): Promise<{ key: string; apiKey: ApiKeyView }> {
  const name = input.name.trim();
  const unknown = input.scopes.filter((s) => !(integrationScopes as readonly string[]).includes(s));
  const errors: string[] = [];
  const fields: Record<string, string[]> = {};
  if (name.length === 0 || name.length > 100) {
    errors.push('name: validation.invalid');
    fields.name = ['validation.invalid'];
  }
  if (input.scopes.length === 0 || unknown.length > 0) {
    errors.push(`scopes: validation.invalid (${integrationScopes.join(', ')})`);
    fields.scopes = ['validation.invalid'];
  }
  if (errors.length) throw new BadRequestError('The given data was invalid.', errors, fields);
  const key = `${integrationKeyPrefix}${randomBytes(32).toString('base64url')}`;
  const row = await q.insertApiKey(ctx.db, {
    name,
    scopes: [...new Set(input.scopes)] as IntegrationScope[],
    keyPrefix: key.slice(0, 10),
    secretHash: sha256(key),
    createdAt: ctx.now(),
  });
  return { key, apiKey: toView(row) };
}

export async function listApiKeys(ctx: Pick<Ctx, 'db'>): Promise<ApiKeyView[]> {
  return (await q.listApiKeys(ctx.db)).map(toView);
}

/** Revokes a key at once (its next request answers 401). Revoking twice keeps the first time. */
export async function revokeApiKey(ctx: Pick<Ctx, 'db' | 'now'>, input: { id: string }): Promise<ApiKeyView> {
  const row = /^[0-9a-f-]{36}$/i.test(input.id) ? await q.revokeApiKey(ctx.db, input.id, ctx.now()) : undefined;
  if (!row) throw new NotFoundError('No API key with this id.');
  return toView(row);
}

/**
 * The caller of an `Authorization: Bearer <key>` header, or 401. Only integration keys are accepted (a user's access
 * token is not one), and a revoked key is refused.
 */
export async function authenticateApiKey(ctx: IntegrationCtx, header: string | undefined): Promise<ApiKeyCaller> {
  const presented = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!presented) throw new UnauthorizedError('An integration API key is required (Authorization: Bearer <key>).');
  const hash = sha256(presented);
  const configured = ctx.config.integrationApiKey;
  if (configured && timingSafeEqual(Buffer.from(hash, 'hex'), Buffer.from(sha256(configured), 'hex')))
    return { keyId: null, name: 'configuration', scopes: integrationScopes };
  if (!presented.startsWith(integrationKeyPrefix)) throw new UnauthorizedError('This is not an integration API key.');
  const row = await q.findApiKeyByHash(ctx.db, hash);
  if (!row) throw new UnauthorizedError('The API key is not valid.');
  if (row.revokedAt) throw new UnauthorizedError('The API key was revoked.');
  await q.touchApiKey(ctx.db, row.id, ctx.now());
  return { keyId: row.id, name: row.name, scopes: row.scopes };
}

// ---------------------------------------------------------------------------------------------------------------------
// The webhook outbox

/**
 * Records an event in the caller's transaction (`tx`): it is delivered only if the change commits, and always if it
 * does. `data` is the resource as the integration feed shows it. Called by registration, projects and orders.
 */
export async function recordEvent(tx: Tx, input: { type: WebhookEventType; data: object; now: Date }): Promise<void> {
  await q.insertEvent(tx, { type: input.type, payload: input.data, now: input.now });
}

// ---------------------------------------------------------------------------------------------------------------------
// Webhook endpoints

export interface WebhookEndpointView {
  id: string;
  url: string;
  events: WebhookEventType[];
  active: boolean;
  created_at: string;
}

const policyOf = (config: Ctx['config']): DeliveryPolicy => ({ strict: config.isProduction, timeoutMs: 5_000 });

/** A new endpoint. The secret (generated unless given) is in this answer; receivers verify signatures with it. */
export async function createWebhookEndpoint(
  ctx: IntegrationCtx,
  input: { url: string; events: readonly string[]; secret?: string },
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  const fields: Record<string, string[]> = {};
  const problem = input.url.length > 2000 ? 'at most 2000 characters' : urlProblem(input.url, policyOf(ctx.config));
  if (problem) fields.url = [problem];
  const known: readonly string[] = webhookEventTypes;
  if (input.events.length === 0 || input.events.some((e) => !known.includes(e)))
    fields.events = [`validation.invalid (${known.join(', ')})`];
  if (input.secret !== undefined && (input.secret.length < 16 || input.secret.length > 200)) fields.secret = ['16 to 200 characters'];
  const errors = Object.entries(fields).flatMap(([field, problems]) => problems.map((p) => `${field}: ${p}`));
  if (errors.length) throw new BadRequestError('The given data was invalid.', errors, fields);
  const secret = input.secret ?? `whsec_${randomBytes(32).toString('base64url')}`;
  const row = await q.insertEndpoint(ctx.db, {
    url: input.url,
    events: [...new Set(input.events)] as WebhookEventType[],
    secret,
    now: ctx.now(),
  });
  return { endpoint: endpointView(row), secret };
}

function endpointView(row: Awaited<ReturnType<typeof q.listEndpoints>>[number]): WebhookEndpointView {
  return { id: row.uuid, url: row.url, events: row.events, active: row.active, created_at: row.createdAt.toISOString() };
}

export async function listWebhookEndpoints(ctx: Pick<Ctx, 'db'>): Promise<WebhookEndpointView[]> {
  return (await q.listEndpoints(ctx.db)).map(endpointView);
}

/** Pauses or resumes an endpoint (a paused endpoint gets no new deliveries; pending ones fail). */
export async function setWebhookEndpointActive(ctx: Pick<Ctx, 'db' | 'now'>, input: { id: string; active: boolean }) {
  const row = /^[0-9a-f-]{36}$/i.test(input.id) ? await q.setEndpointActive(ctx.db, input.id, input.active, ctx.now()) : undefined;
  if (!row) throw new NotFoundError('No webhook endpoint with this id.');
  return endpointView(row);
}

export interface WebhookEndpointSummary extends WebhookEndpointView {
  deliveries: Record<WebhookDeliveryRow['status'], number>;
}

/** The endpoints with how many of their deliveries are pending, delivered and failed (the console's list). */
export async function listWebhookEndpointSummaries(ctx: Pick<Ctx, 'db'>): Promise<WebhookEndpointSummary[]> {
  const [rows, counts] = await Promise.all([q.listEndpoints(ctx.db), q.deliveryCounts(ctx.db)]);
  return rows.map((row) => {
    const deliveries = { pending: 0, delivered: 0, failed: 0 };
    for (const c of counts) if (c.endpointId === row.id) deliveries[c.status] = Number(c.n);
    return { ...endpointView(row), deliveries };
  });
}

/** Removes an endpoint with its deliveries (events stay for the other endpoints; old ones are purged). */
export async function deleteWebhookEndpoint(ctx: Pick<Ctx, 'db'>, input: { id: string }): Promise<WebhookEndpointView> {
  const row = /^[0-9a-f-]{36}$/i.test(input.id) ? await q.deleteEndpoint(ctx.db, input.id) : undefined;
  if (!row) throw new NotFoundError('No webhook endpoint with this id.');
  return endpointView(row);
}

export async function listWebhookDeliveries(
  ctx: Pick<Ctx, 'db'>,
  input: { status?: WebhookDeliveryRow['status']; endpointId?: string; limit?: number } = {},
) {
  if (input.endpointId !== undefined && !(await q.listEndpoints(ctx.db)).some((e) => e.uuid === input.endpointId))
    throw new NotFoundError('No webhook endpoint with this id.');
  return q.listDeliveries(ctx.db, { status: input.status, endpointUuid: input.endpointId, limit: input.limit ?? 100 });
}

export async function getWebhookDelivery(ctx: Pick<Ctx, 'db'>, input: { id: number }) {
  const [row] = await q.listDeliveries(ctx.db, { id: input.id, limit: 1 });
  if (!row) throw new NotFoundError('No delivery with this id.');
  return row;
}

/** The "redeliver" button: a failed (or delivered) delivery is sent again now, with another 24 hours of retries. */
export async function redeliverWebhook(ctx: Pick<Ctx, 'db' | 'now'>, input: { id: number }): Promise<void> {
  if (!(await q.requeueDelivery(ctx.db, input.id, ctx.now()))) throw new NotFoundError('No finished delivery with this id.');
}

/**
 * Sends one due delivery now (after a redeliver, so staff see the outcome at once); when the job runner holds it,
 * nothing happens here and the job delivers it. A failure is retried with backoff like any other.
 */
export async function deliverNow(ctx: IntegrationCtx, input: { id: number }): Promise<void> {
  const [claimed] = await q.claimById(ctx.db, input.id, ctx.now(), 2 * 60_000);
  if (claimed) await deliverOne(ctx, claimed, policyOf(ctx.config), { delivered: 0, retried: 0, failed: 0 });
}

// ---------------------------------------------------------------------------------------------------------------------
// Delivery (the `integration.webhooks` job)

/** The wait after the n-th failed attempt: 30 s, 1, 2, 4… minutes, at most 2 hours; retries end 24 h after the event. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 2 * 3_600_000);
}

export interface DeliveryRun {
  delivered: number;
  retried: number;
  failed: number;
}

/**
 * Delivers due webhooks in batches until none is due or `budgetMs` is spent. Each delivery is claimed with SKIP LOCKED
 * under a lease, sent with a 5 s timeout, then marked delivered, rescheduled, or failed once its 24 hours are over.
 */
export async function deliverDueWebhooks(ctx: IntegrationCtx, input: { batch?: number; budgetMs?: number } = {}): Promise<DeliveryRun> {
  const batch = input.batch ?? 20;
  const budgetMs = input.budgetMs ?? 45_000;
  const policy = policyOf(ctx.config);
  const started = Date.now();
  const run: DeliveryRun = { delivered: 0, retried: 0, failed: 0 };
  for (;;) {
    const claimed = await q.claimDue(ctx.db, ctx.now(), batch, 2 * 60_000);
    await Promise.all(claimed.map((d) => deliverOne(ctx, d, policy, run)));
    if (claimed.length < batch || Date.now() - started > budgetMs) return run;
  }
}

async function deliverOne(ctx: IntegrationCtx, d: q.ClaimedDelivery, policy: DeliveryPolicy, run: DeliveryRun): Promise<void> {
  const body: WebhookEventBody = {
    id: d.event_uuid,
    type: d.event_type,
    created_at: new Date(d.event_created_at).toISOString(),
    data: d.payload as WebhookEventBody['data'],
  };
  const sentAt = ctx.now();
  const result: DeliveryResult = d.active
    ? await postWebhook(
        {
          url: d.url,
          secret: d.secret,
          body: JSON.stringify(body),
          eventId: d.event_uuid,
          eventType: d.event_type,
          timestamp: Math.floor(sentAt.getTime() / 1000),
        },
        policy,
      )
    : { ok: false, status: null, error: 'the endpoint is paused' };
  const attempts = d.attempts + 1;
  const base = { attempts, lastAttemptAt: sentAt, lastStatus: result.status, lastError: result.error };
  if (result.ok) {
    run.delivered += 1;
    return q.finishDelivery(ctx.db, d.id, { ...base, status: 'delivered', nextAttemptAt: sentAt, deliveredAt: sentAt });
  }
  const next = new Date(sentAt.getTime() + retryDelayMs(attempts));
  const giveUp = !d.active || next.getTime() > new Date(d.give_up_at).getTime();
  if (giveUp) run.failed += 1;
  else run.retried += 1;
  return q.finishDelivery(ctx.db, d.id, { ...base, status: giveUp ? 'failed' : 'pending', nextAttemptAt: next, deliveredAt: null });
}

/** Events older than 30 days with nothing left to deliver are deleted (the outbox does not grow without end). */
export async function purgeOldEvents(ctx: Pick<Ctx, 'db' | 'now'>): Promise<number> {
  return q.purgeEvents(ctx.db, new Date(ctx.now().getTime() - 30 * 86_400_000));
}
