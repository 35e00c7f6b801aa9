// The staff console's support tickets (role support) and a marketing order's files (role fulfilment), under
// /admin/api; registered from routes.ts inside `staffRoutes`, so the staff session check of app.ts applies.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, uuidParamsSchema } from '@club/contract/common';
import { fileNameParamsSchema } from '@club/contract/files';
import {
  staffReplyBodySchema,
  staffTicketDetailSchema,
  staffTicketListSchema,
  staffTicketsQuerySchema,
  ticketStatusBodySchema,
} from '@club/contract/staff-support';
import { supportMessageSchema } from '@club/contract/support';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { actorOf, staffOf } from '../../plugins/staff-auth.ts';
import { answerTicket, changeTicketStatus, getSupportTicket, listSupportTickets, openOrderFile } from './support.ts';

const tags = ['staff'];
const errors = { 400: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

export const staffSupportRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const ctx = (request: Parameters<typeof requestCtx>[1]) => requestCtx(deps, request);
  const support = app.requireStaff(['support']);
  const fulfilment = app.requireStaff(['fulfilment']);

  app.get(
    '/admin/api/support',
    {
      preHandler: support,
      schema: {
        tags,
        summary: 'Support tickets of every company, by status',
        querystring: staffTicketsQuerySchema,
        response: { 200: staffTicketListSchema, ...errors },
      },
    },
    async (request) => listSupportTickets(ctx(request), request.query),
  );
  app.get(
    '/admin/api/support/:uuid',
    {
      preHandler: support,
      schema: {
        tags,
        summary: 'A ticket with its author, client info and conversation',
        params: uuidParamsSchema,
        response: { 200: staffTicketDetailSchema, ...errors },
      },
    },
    async (request) => getSupportTicket(ctx(request), request.params),
  );
  app.post(
    '/admin/api/support/:uuid/messages',
    {
      preHandler: support,
      schema: {
        tags,
        summary: 'Answer as staff (the member is notified); optionally resolve with the same answer',
        params: uuidParamsSchema,
        body: staffReplyBodySchema,
        response: { 201: supportMessageSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await answerTicket(ctx(request), actorOf(request), {
          uuid: request.params.uuid,
          staffName: staffOf(request).name,
          body: request.body,
        }),
      ),
  );
  app.post(
    '/admin/api/support/:uuid/status',
    {
      preHandler: support,
      schema: {
        tags,
        summary: 'Set a ticket’s status: 1 open, 2 in progress, 3 resolved',
        params: uuidParamsSchema,
        body: ticketStatusBodySchema,
        response: { 200: z.object({ status: z.number().int() }), ...errors },
      },
    },
    async (request) => changeTicketStatus(ctx(request), actorOf(request), { uuid: request.params.uuid, body: request.body }),
  );

  app.get(
    '/admin/api/orders/:uuid/files/:name',
    {
      preHandler: fulfilment,
      schema: {
        tags,
        summary: 'The logo or proof PDF a marketing order refers to, as a download (audited)',
        params: uuidParamsSchema.extend(fileNameParamsSchema.shape),
        response: { 200: z.unknown().describe('The file’s bytes'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await openOrderFile(ctx(request), actorOf(request), request.params);
      reply.headers(file.headers);
      if (file.size) reply.header('content-length', file.size);
      return reply.send(file.stream);
    },
  );
};
