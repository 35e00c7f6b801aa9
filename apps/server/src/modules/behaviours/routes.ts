// GET /v1/behaviour?region_id=&limit=&page= — the region's behaviour bonuses in the caller's language, with when the
// caller's company earned each. An `installer` module: app.ts authenticates it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, pageMeta } from '@club/contract/common';
import { behaviourListSchema, behaviourQuerySchema } from '@club/contract/behaviours';
import { languageById } from '@club/contract/regions';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { callerOf } from '../../plugins/auth.ts';
import { listBehaviours } from './service.ts';

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/v1/behaviour',
    {
      schema: {
        tags: ['behaviours'],
        summary: "The region's behaviour bonuses, with when the caller's company earned each",
        querystring: behaviourQuerySchema,
        response: { 200: behaviourListSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { region_id, page, limit } = request.query;
      const language = languageById(callerOf(request).user.languagesId)?.code ?? 'en';
      const { data, total } = await listBehaviours(requestCtx(deps, request), scopeOf(request), {
        regionId: region_id,
        language,
        page,
        limit,
      });
      return { data, meta: pageMeta(page, limit, total) };
    },
  );
};
export default routes;
