// GET /v1/notifications (paged, newest first, unread count), PATCH /v1/notifications/{uuid} (mark read),
// PATCH /v1/notifications/read-all. An `installer` module: app.ts authenticates it; handlers pass the scope on.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, uuidParamsSchema } from '@club/contract/common';
import {
  markNotificationBodySchema,
  notificationListSchema,
  notificationSchema,
  notificationsQuerySchema,
  readAllResponseSchema,
} from '@club/contract/notifications';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead, notificationLists } from './service.ts';

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  // Each user's pages kept per process, dropped by the database's `club_notifications` notifications (decision 0144).
  if (deps.config.readCache) app.addHook('onClose', await notificationLists.start(deps.database));

  app.get(
    '/v1/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The signed-in user’s notifications, newest first, with the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => listNotifications(requestCtx(deps, request), scopeOf(request), request.query),
  );

  app.patch(
    '/v1/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark every notification read',
        response: { 200: readAllResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => markAllNotificationsRead(requestCtx(deps, request), scopeOf(request)),
  );

  app.patch(
    '/v1/notifications/:uuid',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        params: uuidParamsSchema,
        body: markNotificationBodySchema,
        response: { 200: notificationSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => markNotificationRead(requestCtx(deps, request), scopeOf(request), { uuid: request.params.uuid }),
  );
};
export default routes;
