// GET /v1/content and GET /v1/content/{uuid} (an `installer` module: every signed-in role reads content of its own
// region, language and club), and the content pictures under /media/content/ (public: an <img> sends no bearer token,
// and the pictures are the same for everyone who may see the item; file names are not guessable secrets, so nothing
// private may ever be put there).
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyStatic from '@fastify/static';
import { errorEnvelopeSchema, uuidParamsSchema } from '@club/contract/common';
import { contentListSchema, contentQuerySchema, contentSchema } from '@club/contract/content';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { callerOf } from '../../plugins/auth.ts';
import { getContent, listContent } from './service.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/v1/content',
    {
      schema: {
        tags: ['content'],
        summary: 'Content the caller may see now (region, language, club, active, publish window), of the asked types',
        querystring: contentQuerySchema,
        response: { 200: contentListSchema, ...errors },
      },
    },
    async (request) => {
      const { user, company } = callerOf(request);
      return listContent(requestCtx(deps, request), scopeOf(request), {
        regionId: company.regionsId,
        languageId: user.languagesId,
        query: request.query,
      });
    },
  );

  app.get(
    '/v1/content/:uuid',
    {
      schema: {
        tags: ['content'],
        summary: 'One content item (another region’s or club’s, inactive or unpublished → 404)',
        params: uuidParamsSchema,
        response: { 200: contentSchema, ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { user, company } = callerOf(request);
      return getContent(requestCtx(deps, request), scopeOf(request), {
        regionId: company.regionsId,
        languageId: user.languagesId,
        uuid: request.params.uuid,
      });
    },
  );
};
export default routes;

/** The shipped demo pictures (apps/server/assets/content), two sizes each, cached for a year (names never change). */
export const contentMediaDir = fileURLToPath(new URL('../../../assets/content/', import.meta.url));

export const contentMediaRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  await app.register(fastifyStatic, {
    root: contentMediaDir,
    prefix: '/media/content/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('x-content-type-options', 'nosniff');
    },
  });
};
