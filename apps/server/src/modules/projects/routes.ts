// Projects, scans and the project survey (spec working areas §7; DESIGN §9). Every route is company-scoped: another
// company's project or scan answers 404.
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
import { caller } from '../../plugins/auth.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import type { ModuleOptions } from '../index.ts';
import { findProject, findProjectById, listProjects, type Scope } from './queries.ts';
import { addScan, createProject, deleteProject, deleteScan, projectDetail, projectList, projectScans, submitSurvey } from './service.ts';

function scopeOf(request: Parameters<typeof caller>[0]): Scope {
  const { user, company } = caller(request);
  return { companyId: company.id, userId: user.id, role: user.role };
}

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const { db } = deps;
  app.addHook('onRequest', app.authenticate);
  const security = [{ bearer: [] }];
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
        security,
        querystring: projectListQuerySchema,
        response: { 200: projectListSchema, ...e },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const { page, limit, status } = request.query;
      const { rows, total } = await listProjects(db, scope, status ?? projectStatus.open, page, limit);
      return { data: await projectList(db, scope, rows, deps.now()), meta: pageMeta(page, limit, total) };
    },
  );

  app.post(
    '/v1/project',
    {
      schema: {
        tags,
        summary: 'Register a project at a street address',
        security,
        body: createProjectBodySchema,
        response: { 201: projectSchema, ...e },
      },
    },
    async (request, reply) => {
      const project = await createProject(db, scopeOf(request), request.body, deps.now());
      return reply.status(201).send(project);
    },
  );

  app.get(
    '/v1/project/:uuid',
    {
      schema: {
        tags,
        summary: 'A project with its scans, survey and what it will earn',
        security,
        params: uuidParamsSchema,
        response: { 200: projectSchema, ...e404 },
      },
    },
    async (request) => projectDetail(db, scopeOf(request), request.params.uuid, deps.now()),
  );

  app.delete(
    '/v1/project/:uuid',
    {
      schema: {
        tags,
        summary: 'Delete a project that has no scans',
        security,
        params: uuidParamsSchema,
        response: { 204: deleted, ...e404, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await deleteProject(db, scopeOf(request), request.params.uuid);
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
        security,
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
      const { scan, replayed } = await addScan(
        db,
        scopeOf(request),
        request.params.uuid,
        { serialNumber, idempotencyKey: request.headers['idempotency-key'] },
        deps.now(),
      );
      return reply.status(replayed ? 200 : 201).send(scan);
    },
  );

  app.post(
    '/v1/project/:uuid/survey',
    {
      schema: {
        tags,
        summary: 'Submit the project survey: closed with points credited (2), or in review (5)',
        security,
        params: uuidParamsSchema,
        body: projectSurveyBodySchema,
        response: { 200: projectSurveyResultSchema, ...e404, 409: errorEnvelopeSchema },
      },
    },
    async (request) => submitSurvey(db, scopeOf(request), request.params.uuid, request.body.response, deps.now()),
  );

  app.get(
    '/v1/product',
    {
      schema: {
        tags,
        summary: "A project's scans (by the project's uuid or id)",
        security,
        querystring: productQuerySchema,
        response: { 200: scanListSchema, ...e404 },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const id = request.query.projects_id;
      const project = typeof id === 'number' ? await findProjectById(db, scope, id) : await findProject(db, scope, id);
      if (!project) throw new NotFoundError();
      return { data: await projectScans(db, scope, project, deps.now()) };
    },
  );

  app.delete(
    '/v2/scans/:uuid',
    {
      schema: {
        tags,
        summary: 'Delete a scan (open projects only)',
        security,
        params: uuidParamsSchema,
        response: { 204: deleted, ...e404, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await deleteScan(db, scopeOf(request), request.params.uuid, deps.now());
      return reply.status(204).send(null);
    },
  );
};
export default routes;
