// The console's integration screens over the integration module's service (the same functions the operator's CLI
// uses): API keys and webhook endpoints for admins. Every write records an audit row in the transaction of the change;
// a key or a signing secret is never written to the audit log (only its name, scopes, prefix or URL).
import type {
  ApiKey,
  CreateApiKeyBody,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  CreateWebhookEndpointBody,
  DeliveryStatus,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
} from '@club/contract/staff-integration';
import { transaction } from '../../db/client.ts';
import type { Ctx } from '../../deps.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import {
  createApiKey,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  deliverNow,
  getWebhookDelivery,
  listApiKeys,
  listWebhookDeliveries,
  listWebhookEndpointSummaries,
  redeliverWebhook,
  revokeApiKey,
  setWebhookEndpointActive,
} from '../integration/service.ts';
import { audit, type Actor } from './service.ts';

type ConsoleCtx = Pick<Ctx, 'db' | 'now' | 'config'>;

export async function consoleApiKeys(ctx: ConsoleCtx): Promise<{ data: ApiKey[] }> {
  return { data: await listApiKeys(ctx) };
}

export async function consoleCreateApiKey(ctx: ConsoleCtx, actor: Actor, body: CreateApiKeyBody): Promise<CreatedApiKey> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const { key, apiKey } = await createApiKey({ db: tx, now: () => now }, body);
    await audit(
      tx,
      actor,
      { action: 'integration.key_create', entityType: 'integration_api_key', entityId: apiKey.id, after: apiKey },
      now,
    );
    return { key, api_key: apiKey };
  });
}

export async function consoleRevokeApiKey(ctx: ConsoleCtx, actor: Actor, input: { uuid: string }): Promise<ApiKey> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const before = (await listApiKeys({ db: tx })).find((k) => k.id === input.uuid);
    const after = await revokeApiKey({ db: tx, now: () => now }, { id: input.uuid });
    await audit(tx, actor, { action: 'integration.key_revoke', entityType: 'integration_api_key', entityId: after.id, before, after }, now);
    return after;
  });
}

async function endpointSummary(ctx: Pick<Ctx, 'db'>, uuid: string): Promise<WebhookEndpoint> {
  const found = (await listWebhookEndpointSummaries(ctx)).find((e) => e.id === uuid);
  if (!found) throw new NotFoundError('No webhook endpoint with this id.');
  return found;
}

export async function consoleWebhookEndpoints(ctx: ConsoleCtx): Promise<{ data: WebhookEndpoint[] }> {
  return { data: await listWebhookEndpointSummaries(ctx) };
}

export async function consoleCreateWebhookEndpoint(
  ctx: ConsoleCtx,
  actor: Actor,
  body: CreateWebhookEndpointBody,
): Promise<CreatedWebhookEndpoint> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const { endpoint, secret } = await createWebhookEndpoint(
      { db: tx, now: () => now, config: ctx.config },
      { url: body.url.trim(), events: body.events, secret: body.secret?.trim() ? body.secret.trim() : undefined },
    );
    await audit(
      tx,
      actor,
      { action: 'integration.webhook_create', entityType: 'webhook_endpoint', entityId: endpoint.id, after: endpoint },
      now,
    );
    return { secret, endpoint: await endpointSummary({ db: tx }, endpoint.id) };
  });
}

export async function consoleSetWebhookEndpointActive(
  ctx: ConsoleCtx,
  actor: Actor,
  input: { uuid: string; active: boolean },
): Promise<WebhookEndpoint> {
  const now = ctx.now();
  return transaction(ctx.db, async (tx) => {
    const before = await endpointSummary({ db: tx }, input.uuid);
    const after = await setWebhookEndpointActive({ db: tx, now: () => now }, { id: input.uuid, active: input.active });
    await audit(
      tx,
      actor,
      {
        action: input.active ? 'integration.webhook_resume' : 'integration.webhook_pause',
        entityType: 'webhook_endpoint',
        entityId: input.uuid,
        before: { active: before.active },
        after: { active: after.active },
      },
      now,
    );
    return { ...before, active: after.active };
  });
}

export async function consoleDeleteWebhookEndpoint(ctx: ConsoleCtx, actor: Actor, input: { uuid: string }): Promise<void> {
  const now = ctx.now();
  await transaction(ctx.db, async (tx) => {
    const before = await endpointSummary({ db: tx }, input.uuid);
    await deleteWebhookEndpoint({ db: tx }, { id: input.uuid });
    await audit(tx, actor, { action: 'integration.webhook_delete', entityType: 'webhook_endpoint', entityId: input.uuid, before }, now);
  });
}

type DeliveryRow = Awaited<ReturnType<typeof getWebhookDelivery>>;

function deliveryView(d: DeliveryRow): WebhookDelivery {
  return {
    id: d.id,
    status: d.status,
    attempts: d.attempts,
    event_id: d.eventUuid,
    event_type: d.eventType,
    created_at: d.createdAt.toISOString(),
    last_attempt_at: d.lastAttemptAt?.toISOString() ?? null,
    last_status: d.lastStatus,
    last_error: d.lastError,
    next_attempt_at: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
    delivered_at: d.deliveredAt?.toISOString() ?? null,
  };
}

export async function consoleWebhookDeliveries(
  ctx: ConsoleCtx,
  input: { uuid: string; status?: DeliveryStatus | undefined },
): Promise<WebhookDeliveryList> {
  const endpoint = await endpointSummary(ctx, input.uuid);
  const rows = await listWebhookDeliveries(ctx, { endpointId: input.uuid, status: input.status, limit: 200 });
  return { endpoint, data: rows.map(deliveryView) };
}

/**
 * "Redeliver": the delivery is queued again (audited), then sent at once so staff see the outcome; a failure goes on
 * with the usual backoff for another 24 hours.
 */
export async function consoleRedeliver(ctx: ConsoleCtx, actor: Actor, input: { id: number }): Promise<WebhookDelivery> {
  const now = ctx.now();
  await transaction(ctx.db, async (tx) => {
    const before = await getWebhookDelivery({ db: tx }, input);
    if (before.status === 'pending') throw new ConflictError('This delivery is still being tried.');
    await redeliverWebhook({ db: tx, now: () => now }, input);
    await audit(
      tx,
      actor,
      {
        action: 'integration.webhook_redeliver',
        entityType: 'webhook_delivery',
        entityId: String(input.id),
        before: { status: before.status, attempts: before.attempts, last_error: before.lastError },
        after: { status: 'pending' },
      },
      now,
    );
  });
  await deliverNow(ctx, input);
  return deliveryView(await getWebhookDelivery(ctx, input));
}
