// The console's integration API under /admin/api/integration (admins only): API keys and webhook endpoints with their
// deliveries. Registered by modules/index.ts beside the other staff routes (behind `app.authenticateStaff`).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, uuidParamsSchema } from '@club/contract/common';
import {
  apiKeyListSchema,
  apiKeySchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
  createdWebhookEndpointSchema,
  createWebhookEndpointBodySchema,
  deliveryIdParamsSchema,
  updateWebhookEndpointBodySchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
} from '@club/contract/staff-integration';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { actorOf } from '../../plugins/staff-auth.ts';
import {
  consoleApiKeys,
  consoleCreateApiKey,
  consoleCreateWebhookEndpoint,
  consoleDeleteWebhookEndpoint,
  consoleRedeliver,
  consoleRevokeApiKey,
  consoleSetWebhookEndpointActive,
  consoleWebhookDeliveries,
  consoleWebhookEndpoints,
} from './integration.ts';

const tags = ['staff'];
const errors = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

export const staffIntegrationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const ctx = (request: Parameters<typeof requestCtx>[1]) => requestCtx(deps, request);
  const preHandler = app.requireStaff(['admin']);

  app.get(
    '/admin/api/integration/keys',
    {
      preHandler,
      schema: { tags, summary: 'Integration API keys (never the keys themselves)', response: { 200: apiKeyListSchema, ...errors } },
    },
    async (request) => consoleApiKeys(ctx(request)),
  );
  app.post(
    '/admin/api/integration/keys',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Create an integration API key; the key is in this answer only',
        body: createApiKeyBodySchema,
        response: { 201: createdApiKeySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await consoleCreateApiKey(ctx(request), actorOf(request), request.body)),
  );
  app.post(
    '/admin/api/integration/keys/:uuid/revoke',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Revoke an API key (its next request answers 401)',
        params: uuidParamsSchema,
        response: { 200: apiKeySchema, ...errors },
      },
    },
    async (request) => consoleRevokeApiKey(ctx(request), actorOf(request), request.params),
  );

  app.get(
    '/admin/api/integration/webhooks',
    {
      preHandler,
      schema: { tags, summary: 'Webhook endpoints with their delivery counts', response: { 200: webhookEndpointListSchema, ...errors } },
    },
    async (request) => consoleWebhookEndpoints(ctx(request)),
  );
  app.post(
    '/admin/api/integration/webhooks',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Register a webhook endpoint; the signing secret (given or generated) is in this answer only',
        body: createWebhookEndpointBodySchema,
        response: { 201: createdWebhookEndpointSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await consoleCreateWebhookEndpoint(ctx(request), actorOf(request), request.body)),
  );
  app.patch(
    '/admin/api/integration/webhooks/:uuid',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Pause or resume a webhook endpoint',
        params: uuidParamsSchema,
        body: updateWebhookEndpointBodySchema,
        response: { 200: webhookEndpointSchema, ...errors },
      },
    },
    async (request) =>
      consoleSetWebhookEndpointActive(ctx(request), actorOf(request), { uuid: request.params.uuid, active: request.body.active }),
  );
  app.delete(
    '/admin/api/integration/webhooks/:uuid',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delete a webhook endpoint and its deliveries',
        params: uuidParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await consoleDeleteWebhookEndpoint(ctx(request), actorOf(request), request.params);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/admin/api/integration/webhooks/:uuid/deliveries',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The latest deliveries of an endpoint (200 at most), newest first',
        params: uuidParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveryListSchema, ...errors },
      },
    },
    async (request) => consoleWebhookDeliveries(ctx(request), { uuid: request.params.uuid, status: request.query.status }),
  );
  app.post(
    '/admin/api/integration/deliveries/:id/redeliver',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Send a failed (or delivered) delivery again now, with another 24 hours of retries',
        params: deliveryIdParamsSchema,
        response: { 200: webhookDeliverySchema, ...errors },
      },
    },
    async (request) => consoleRedeliver(ctx(request), actorOf(request), { id: request.params.id }),
  );
};
