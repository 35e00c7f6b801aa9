// POST and DELETE /v1/company/user/{uuid}/avatar: the own picture. Multipart is accepted only in this plugin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, uuidParamsSchema } from '@club/contract/common';
import { selfUserSchema } from '@club/contract/company';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { multipartUploads } from '../files/service.ts';
import { removeAvatar, uploadAvatar } from './service.ts';

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  await multipartUploads(app);

  app.post(
    '/v1/company/user/:uuid/avatar',
    {
      config: {
        rateLimits: [{ key: (request) => (request.scope ? `avatar:user:${request.scope.userId}` : null), max: 30, windowSeconds: 3600 }],
      },
      schema: {
        tags: ['company'],
        summary: 'Upload the own avatar (multipart field `file`: PNG or JPEG, at most 5,000,000 bytes)',
        consumes: ['multipart/form-data'],
        params: uuidParamsSchema,
        response: {
          200: selfUserSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema.describe('Not the caller’s own user'),
          413: errorEnvelopeSchema.describe('Larger than 5,000,000 bytes, or too many pixels'),
          415: errorEnvelopeSchema.describe('Not a PNG or JPEG by its bytes'),
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => uploadAvatar(requestCtx(deps, request), scopeOf(request), { uuid: request.params.uuid, request }),
  );

  app.delete(
    '/v1/company/user/:uuid/avatar',
    {
      schema: {
        tags: ['company'],
        summary: 'Remove the own avatar',
        params: uuidParamsSchema,
        response: { 200: selfUserSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema.describe('Not the caller’s own user') },
      },
    },
    async (request) => removeAvatar(requestCtx(deps, request), scopeOf(request), { uuid: request.params.uuid }),
  );
};
export default routes;
