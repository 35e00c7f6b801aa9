// GET /v1/notifications (paged, newest first, unread count), PATCH /v1/notifications/{uuid} (mark read), PATCH /v1/notifications/read-all.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, pageMeta, uuidParamsSchema } from '@club/contract/common';
import {
  markNotificationBodySchema,
  notificationListSchema,
  notificationSchema,
  notificationsQuerySchema,
  readAllResponseSchema,
} from '@club/contract/notifications';
import { caller } from '../../plugins/auth.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { ModuleOptions } from '../index.ts';
import { listForUser, markAllRead, markRead, toNotification } from './queries.ts';

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  const security = [{ bearer: [] }];

  app.get(
    '/v1/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The signed-in user’s notifications, newest first, with the unread count',
        security,
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total, unread } = await listForUser(deps.db, caller(request).user.id, page, limit);
      return { data: rows.map(toNotification), meta: pageMeta(page, limit, total), unread };
    },
  );

  app.patch(
    '/v1/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read',
        security,
        response: { 200: readAllResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ updated: await markAllRead(deps.db, caller(request).user.id, deps.now()), unread: 0 }),
  );

  app.patch(
    '/v1/notifications/:uuid',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        security,
        params: uuidParamsSchema,
        body: markNotificationBodySchema,
        response: { 200: notificationSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const row = await markRead(deps.db, caller(request).user.id, request.params.uuid, deps.now());
      if (!row) throw new NotFoundError();
      return toNotification(row);
    },
  );
};
export default routes;
