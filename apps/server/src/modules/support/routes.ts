// GET/POST /v1/support and GET/POST /v1/support/{uuid}/chat: a member's tickets and the conversation with staff.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, uuidParamsSchema } from '@club/contract/common';
import {
  chatQuerySchema,
  chatSchema,
  newTicketBodySchema,
  replyBodySchema,
  supportListQuerySchema,
  supportListSchema,
  supportMessageSchema,
  supportTicketSchema,
} from '@club/contract/support';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { chat, listTickets, openTicket, reply as replyInTicket } from './service.ts';

const e404 = { 404: errorEnvelopeSchema.describe('No such ticket the caller may see') };
const hour = 3600;
const perUser = (prefix: string) => (request: { scope: { userId: number } | null }) =>
  request.scope ? `${prefix}:${request.scope.userId}` : null;

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/v1/support',
    {
      schema: {
        tags: ['support'],
        summary: 'The caller’s tickets (owners: the company’s), most recently active first',
        querystring: supportListQuerySchema,
        response: { 200: supportListSchema, 400: errorEnvelopeSchema, ...e404 },
      },
    },
    async (request) => listTickets(requestCtx(deps, request), scopeOf(request), request.query),
  );

  app.post(
    '/v1/support',
    {
      schema: {
        tags: ['support'],
        summary: 'Open a ticket: title, message and the client’s info',
        body: newTicketBodySchema,
        response: { 201: supportTicketSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
      config: { rateLimits: [{ key: perUser('support:open'), max: 20, windowSeconds: hour }] },
    },
    async (request, reply) => reply.code(201).send(await openTicket(requestCtx(deps, request), scopeOf(request), { body: request.body })),
  );

  app.get(
    '/v1/support/:uuid/chat',
    {
      schema: {
        tags: ['support'],
        summary: 'The ticket and its messages, oldest first',
        params: uuidParamsSchema,
        querystring: chatQuerySchema,
        response: { 200: chatSchema, 400: errorEnvelopeSchema, ...e404 },
      },
    },
    async (request) => chat(requestCtx(deps, request), scopeOf(request), { uuid: request.params.uuid, limit: request.query.limit }),
  );

  app.post(
    '/v1/support/:uuid/chat',
    {
      schema: {
        tags: ['support'],
        summary: 'Reply in the ticket',
        params: uuidParamsSchema,
        body: replyBodySchema,
        response: { 201: supportMessageSchema, 400: errorEnvelopeSchema, ...e404, 429: errorEnvelopeSchema },
      },
      config: { rateLimits: [{ key: perUser('support:reply'), max: 120, windowSeconds: hour }] },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await replyInTicket(requestCtx(deps, request), scopeOf(request), { uuid: request.params.uuid, message: request.body.message }),
        ),
  );
};

export default routes;
