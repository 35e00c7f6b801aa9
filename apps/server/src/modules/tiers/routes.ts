// GET /v2/tiers?region_id= (the region's tier definitions) and GET /v2/tiers/history?installer_company_id= (the caller's
// own company only; another company's id answers 404). Decor roles and decor companies have no tiers: both lists are empty.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@club/contract/common';
import { isDecor } from '@club/contract/constants';
import { tierHistoryQuerySchema, tierHistorySchema, tierListSchema, tiersQuerySchema } from '@club/contract/tiers';
import { caller } from '../../plugins/auth.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { ModuleOptions } from '../index.ts';
import { tierDefinitions, tierHistory } from './queries.ts';

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  const security = [{ bearer: [] }];
  const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };

  app.get(
    '/v2/tiers',
    {
      schema: {
        tags: ['tiers'],
        summary: "The region's tier definitions (none for decor roles)",
        security,
        querystring: tiersQuerySchema,
        response: { 200: tierListSchema, ...errors },
      },
    },
    async (request) => {
      const { user, company } = caller(request);
      if (isDecor(user.role) || company.isDecor) return { data: [] };
      return { data: await tierDefinitions(deps.db, request.query.region_id, deps.now()) };
    },
  );

  app.get(
    '/v2/tiers/history',
    {
      schema: {
        tags: ['tiers'],
        summary: "The caller's company's tier progress per year, newest first (none for decor roles)",
        security,
        querystring: tierHistoryQuerySchema,
        response: { 200: tierHistorySchema, ...errors, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { user, company } = caller(request);
      if (request.query.installer_company_id !== company.id) throw new NotFoundError();
      if (isDecor(user.role) || company.isDecor) return { data: [] };
      return { data: await tierHistory(deps.db, company, deps.now()) };
    },
  );
};
export default routes;
