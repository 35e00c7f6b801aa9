// GET /v1/behaviour?region_id=&limit=&page= — the region's behaviour bonuses in the caller's language, with when the
// caller's company earned each.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, pageMeta } from '@club/contract/common';
import { behaviourListSchema, behaviourQuerySchema } from '@club/contract/behaviours';
import { languageById } from '@club/contract/regions';
import { caller } from '../../plugins/auth.ts';
import type { ModuleOptions } from '../index.ts';
import { listBehaviours } from './service.ts';

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/v1/behaviour',
    {
      schema: {
        tags: ['behaviours'],
        summary: "The region's behaviour bonuses, with when the caller's company earned each",
        security: [{ bearer: [] }],
        querystring: behaviourQuerySchema,
        response: { 200: behaviourListSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { company, user } = caller(request);
      const { region_id, page, limit } = request.query;
      const language = languageById(user.languagesId)?.code ?? 'en';
      const { data, total } = await listBehaviours(deps.db, company.id, region_id, language, page, limit);
      return { data, meta: pageMeta(page, limit, total) };
    },
  );
};
export default routes;
