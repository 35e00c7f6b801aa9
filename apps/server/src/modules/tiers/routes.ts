// GET /v2/tiers?region_id= (the region's tier definitions) and GET /v2/tiers/history?installer_company_id= (the caller's
// own company only; another company's id answers 404). Decor roles and decor companies have no tiers: both lists are
// empty. An `installer` module: app.ts authenticates it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@club/contract/common';
import { tierHistoryQuerySchema, tierHistorySchema, tierListSchema, tiersQuerySchema } from '@club/contract/tiers';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { callerOf } from '../../plugins/auth.ts';
import { listTiers, tierHistory } from './service.ts';

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };
  const tierCaller = (request: Parameters<typeof callerOf>[0]) => {
    const { company } = callerOf(request);
    return { regionsId: company.regionsId, isDecor: company.isDecor };
  };

  app.get(
    '/v2/tiers',
    {
      schema: {
        tags: ['tiers'],
        summary: "The region's tier definitions (none for decor roles)",
        querystring: tiersQuerySchema,
        response: { 200: tierListSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listTiers(requestCtx(deps, request), scopeOf(request), {
        caller: tierCaller(request),
        regionId: request.query.region_id,
      }),
    }),
  );

  app.get(
    '/v2/tiers/history',
    {
      schema: {
        tags: ['tiers'],
        summary: "The caller's company's tier progress per year, newest first (none for decor roles)",
        querystring: tierHistoryQuerySchema,
        response: { 200: tierHistorySchema, ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      data: await tierHistory(requestCtx(deps, request), scopeOf(request), {
        caller: tierCaller(request),
        companyId: request.query.installer_company_id,
      }),
    }),
  );
};
export default routes;
