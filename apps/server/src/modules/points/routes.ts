// GET /v1/company/points/{uuid} (the company's points summary, with the projects module's counters, in one read) and
// GET /v1/points/history. (The expiry job is in jobs.ts.)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, uuidParamsSchema } from '@club/contract/common';
import { companyPointsSummarySchema, pointsHistoryQuerySchema, pointsHistorySchema } from '@club/contract/points';
import { languageById } from '@club/contract/regions';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { callerOf } from '../../plugins/auth.ts';
import { companyPoints, companyPointsHistory } from './service.ts';

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

  app.get(
    '/v1/company/points/:uuid',
    {
      schema: {
        tags: ['points'],
        summary: "The company's points summary (only the caller's own company)",
        params: uuidParamsSchema,
        response: { 200: companyPointsSummarySchema, ...errors },
      },
    },
    // Projects, scans and the points of projects in progress or lost are the projects module's counters, read in the
    // same statement (decision 0105).
    async (request) =>
      companyPoints(requestCtx(deps, request), scopeOf(request), { uuid: request.params.uuid, ownUuid: callerOf(request).company.uuid }),
  );

  app.get(
    '/v1/points/history',
    {
      schema: {
        tags: ['points'],
        summary: "The company's points history, newest first",
        querystring: pointsHistoryQuerySchema,
        response: { 200: pointsHistorySchema, ...errors },
      },
    },
    async (request) => {
      const language = languageById(callerOf(request).user.languagesId)?.code ?? 'en';
      const { page, limit } = request.query;
      return companyPointsHistory(requestCtx(deps, request), scopeOf(request), { language, page, limit });
    },
  );
};
export default routes;
