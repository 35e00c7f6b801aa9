// POST /v1/shop/order/proof { product, data } → the PDF proof as a file reference {path, originalName} (download it
// from GET /files/{name}). An `installer` module.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@club/contract/common';
import { proofBodySchema, proofResponseSchema } from '@club/contract/marketing';
import { languageById } from '@club/contract/regions';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { callerOf } from '../../plugins/auth.ts';
import { createProof } from './service.ts';

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
      });
      return reply.status(201).send(file);
    },
  );
};
export default routes;
