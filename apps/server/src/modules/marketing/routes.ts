// POST /v1/shop/order/proof { product, data } → the PDF proof as a file reference {path, originalName} (download it
// from GET /files/{name}). An `installer` module. The configurator's pictures are public under /media/marketing/.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyStatic from '@fastify/static';
import { errorEnvelopeSchema } from '@club/contract/common';
import { proofBodySchema, proofResponseSchema } from '@club/contract/marketing';
import { languageById } from '@club/contract/regions';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { callerOf } from '../../plugins/auth.ts';
import { createProof, marketingMediaDir } from './service.ts';

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/v1/shop/order/proof',
    {
      config: {
        rateLimits: [{ key: (request) => (request.scope ? `proof:user:${request.scope.userId}` : null), max: 60, windowSeconds: 3600 }],
      },
      schema: {
        tags: ['marketing'],
        summary: 'Render the PDF proof of a configured marketing product (the printed layout, logo placed)',
        body: proofBodySchema,
        response: {
          201: proofResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, company } = callerOf(request);
      const file = await createProof(requestCtx(deps, request), scopeOf(request), {
        regionId: company.regionsId,
        language: languageById(user.languagesId)?.code ?? 'en',
        product: request.body.product,
        data: request.body.data,
        recommended: company.isRecommended,
      });
      return reply.status(201).send(file);
    },
  );
};
export default routes;

/**
 * The configurator's pictures under /media/marketing/ (public: an <img> sends no bearer token; they are the same for
 * every member): the backgrounds and the regional recommended badges. Names never change: cached for a year.
 */
export const marketingMediaRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app) => {
  await app.register(fastifyStatic, {
    root: marketingMediaDir,
    prefix: '/media/marketing/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('x-content-type-options', 'nosniff');
    },
  });
};
