// The staff console's integration screens (admins; DESIGN §9 Integration API): API keys (listed, created — the key is
// in the create answer only — and revoked), webhook endpoints (registered — the signing secret is in that answer only —
// paused, resumed and deleted) and their deliveries with a redeliver action. Bodies are loose on purpose: the server
// checks them and answers one 400 that lists every problem (`fields` by field), e.g. the SSRF rule for a URL.
import { z } from 'zod';
import { integrationScopeSchema, webhookEventTypeSchema } from './integration.ts';

const timestamp = z.string();

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(integrationScopeSchema),
  /** The first characters of the key, to tell keys apart; never enough to use it. */
  prefix: z.string(),
  created_at: timestamp,
  last_used_at: timestamp.nullable(),
  revoked_at: timestamp.nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ data: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const createApiKeyBodySchema = z.object({
  name: z.string().max(500),
  scopes: z.array(z.string().max(100)).max(20),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

/** `key` is shown once: the server keeps only its hash. */
export const createdApiKeySchema = z.object({ key: z.string(), api_key: apiKeySchema });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const deliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export const deliveryStatusSchema = z.enum(deliveryStatuses);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  active: z.boolean(),
  created_at: timestamp,
  deliveries: z.object({ pending: z.number().int(), delivered: z.number().int(), failed: z.number().int() }),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ data: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

export const createWebhookEndpointBodySchema = z.object({
  url: z.string().max(5000),
  events: z.array(z.string().max(100)).max(20),
  /** Empty or absent: the server generates one. */
  secret: z.string().max(1000).optional(),
});
export type CreateWebhookEndpointBody = z.infer<typeof createWebhookEndpointBodySchema>;

/** `secret` is shown once (receivers verify `X-Signature` with it). */
export const createdWebhookEndpointSchema = z.object({ secret: z.string(), endpoint: webhookEndpointSchema });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>;

export const updateWebhookEndpointBodySchema = z.object({ active: z.boolean() });

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  status: deliveryStatusSchema,
  attempts: z.number().int(),
  event_id: z.string(),
  event_type: webhookEventTypeSchema,
  created_at: timestamp,
  last_attempt_at: timestamp.nullable(),
  /** The receiver's HTTP status of the last attempt (null: no answer). */
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: timestamp.nullable(),
  delivered_at: timestamp.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ endpoint: webhookEndpointSchema, data: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;

export const webhookDeliveriesQuerySchema = z.object({ status: deliveryStatusSchema.optional() });

export const deliveryIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
