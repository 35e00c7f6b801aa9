// GET /v1/company/points/{uuid} (the company's points summary) and GET /v1/points/history, plus the expiry job
// in processes that run jobs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, uuidParamsSchema } from '@club/contract/common';
import { companyPointsSummarySchema, pointsHistoryQuerySchema, pointsHistorySchema } from '@club/contract/points';
import { languageById } from '@club/contract/regions';
import type { ModuleOptions } from '../index.ts';
import { caller } from '../../plugins/auth.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { expireDue, pointsHistory, pointsSummary } from './service.ts';
import { projectSummary } from '../projects/service.ts';

/** The job is an indexed no-op unless lots are due, so checking hourly is cheap and expires points soon after midnight. */
const expiryEveryMs = 60 * 60 * 1000;
const firstRunAfterMs = 10 * 1000;

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps, jobs }) => {
  const { db } = deps;
  const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

  app.addHook('onRequest', app.authenticate);

  app.get(
    '/v1/company/points/:uuid',
    {
      schema: {
        tags: ['points'],
        summary: "The company's points summary (only the caller's own company)",
        security: [{ bearer: [] }],
        params: uuidParamsSchema,
        response: { 200: companyPointsSummarySchema, ...errors },
      },
    },
    async (request) => {
      const { company } = caller(request);
      if (request.params.uuid !== company.uuid) throw new NotFoundError();
      const now = deps.now();
      const [points, projects] = await Promise.all([pointsSummary(db, company.id, now), projectSummary(db, company.id, now)]);
      return { ...points, points: { ...points.points, ...projects.points }, projects: projects.projects, scans: projects.scans };
    },
  );

  app.get(
    '/v1/points/history',
    {
      schema: {
        tags: ['points'],
        summary: "The company's points history, newest first",
        security: [{ bearer: [] }],
        querystring: pointsHistoryQuerySchema,
        response: { 200: pointsHistorySchema, ...errors },
      },
    },
    async (request) => {
      const { company, user } = caller(request);
      const language = languageById(user.languagesId)?.code ?? 'en';
      return pointsHistory(db, company.id, language, request.query.page, request.query.limit);
    },
  );

  if (jobs) {
    let running: Promise<void> | null = null;
    const run = async () => {
      if (running) return;
      running = expireDue(db, deps.now())
        .then((r) => {
          if (r.lots > 0) app.log.info({ expiry: r }, 'points expired');
        })
        .catch((err: unknown) => app.log.error({ err }, 'points expiry job failed'))
        .finally(() => {
          running = null;
        });
      await running;
    };
    const first = setTimeout(() => void run(), firstRunAfterMs);
    const timer = setInterval(() => void run(), expiryEveryMs);
    first.unref();
    timer.unref();
    app.addHook('onClose', async () => {
      clearTimeout(first);
      clearInterval(timer);
      // Let a run in progress finish before the database closes.
      await running;
    });
  }
};
export default routes;
