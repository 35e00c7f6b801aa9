// Projects, scans and the project survey (spec working areas §7; DESIGN §9). An `installer` module: app.ts
// authenticates it. Every call is company-scoped: another company's project or scan answers 404.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, pageMeta, uuidParamsSchema } from '@club/contract/common';
import { projectStatus } from '@club/contract/constants';
import {
  addScanBodySchema,
  createProjectBodySchema,
  idempotencyKeySchema,
  productQuerySchema,
  projectListQuerySchema,
  projectListSchema,
  projectSchema,
  projectSurveyBodySchema,
  projectSurveyResultSchema,
  scanListSchema,
  scanSchema,
  serialFromQr,
} from '@club/contract/projects';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { scopeOf } from '../../lib/scope.ts';
import { callerOf } from '../../plugins/auth.ts';
import {
  addScan,
  createProject,
  deleteProject,
  deleteScan,
  listProjectsPage,
  listScans,
  projectDetail,
  submitSurvey,
  type ProjectScope,
} from './service.ts';

/** The scope plus the caller's region, decor flag and language, from the rows the authentication hook loaded. */
function projectScopeOf(request: FastifyRequest): ProjectScope {
  const { user, company } = callerOf(request);
  return { ...scopeOf(request), regionsId: company.regionsId, isDecor: company.isDecor, languagesId: user.languagesId };
}

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const tags = ['projects'];
  const e = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };
  const e404 = { ...e, 404: errorEnvelopeSchema };
  const deleted = z.null().describe('Deleted');

  app.get(
    '/v1/project',
    {
      schema: {
        tags,
        summary: "The company's projects, newest first, 20 a page; without a status only open ones (the All tab)",
        querystring: projectListQuerySchema,
        response: { 200: projectListSchema, ...e },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const { data, total } = await listProjectsPage(requestCtx(deps, request), projectScopeOf(request), {
        status: status ?? projectStatus.open,
        page,
        limit,
      });
      return { data, meta: pageMeta(page, limit, total) };
    },
  );

  app.post(
    '/v1/project',
    {
      schema: {
        tags,
        summary: 'Register a project at a street address',
        body: createProjectBodySchema,
        response: { 201: projectSchema, ...e },
      },
    },
    async (request, reply) => reply.status(201).send(await createProject(requestCtx(deps, request), projectScopeOf(request), request.body)),
  );

  app.get(
    '/v1/project/:uuid',
    {
      schema: {
        tags,
        summary: 'A project with its scans, survey and what it will earn',
        params: uuidParamsSchema,
        response: { 200: projectSchema, ...e404 },
      },
    },
    async (request) => projectDetail(requestCtx(deps, request), projectScopeOf(request), request.params),
  );

  app.delete(
    '/v1/project/:uuid',
    {
      schema: {
        tags,
        summary: 'Delete a project that has no scans',
        params: uuidParamsSchema,
        response: { 204: deleted, ...e404, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await deleteProject(requestCtx(deps, request), projectScopeOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/v1/project/:uuid/scans',
    {
      schema: {
        tags,
        summary: 'Add a scan by typed serial or by the decoded QR text (open projects only)',
        description:
          'An `Idempotency-Key` header makes retries safe: a replay answers the first scan with 200. The same serial twice on ' +
          'one project is a 409; an unknown serial, or one already scanned anywhere, is kept with flag 2 and a reason.',
        params: uuidParamsSchema,
        headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }),
        body: addScanBodySchema,
        response: { 200: scanSchema, 201: scanSchema, ...e404, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { serial_number, qr } = request.body;
      const serialNumber = serial_number ?? (qr !== undefined ? serialFromQr(qr) : null);
      if (!serialNumber) throw new BadRequestError('The given data was invalid.', ['validation.serialOrQr']);
      const { scan, replayed } = await addScan(requestCtx(deps, request), projectScopeOf(request), {
        projectUuid: request.params.uuid,
        serialNumber,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.status(replayed ? 200 : 201).send(scan);
    },
  );

  app.post(
    '/v1/project/:uuid/survey',
    {
      schema: {
        tags,
        summary: 'Submit the project survey: closed with points credited (2), or in review (5)',
        params: uuidParamsSchema,
        body: projectSurveyBodySchema,
        response: { 200: projectSurveyResultSchema, ...e404, 409: errorEnvelopeSchema },
      },
    },
    async (request) =>
      submitSurvey(requestCtx(deps, request), projectScopeOf(request), { uuid: request.params.uuid, response: request.body.response }),
  );

  app.get(
    '/v1/product',
    {
      schema: {
        tags,
        summary: "A project's scans (by the project's uuid or id)",
        querystring: productQuerySchema,
        response: { 200: scanListSchema, ...e404 },
      },
    },
    async (request) => ({
      data: await listScans(requestCtx(deps, request), projectScopeOf(request), { projectsId: request.query.projects_id }),
    }),
  );

  app.delete(
    '/v2/scans/:uuid',
    {
      schema: {
        tags,
        summary: 'Delete a scan (open projects only)',
        params: uuidParamsSchema,
        response: { 204: deleted, ...e404, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await deleteScan(requestCtx(deps, request), projectScopeOf(request), request.params);
      return reply.status(204).send(null);
    },
  );
};
export default routes;
