// The caller's own user and company: GET /v1/company/user/self and the PATCH calls of the login track and profile.
// (GET /v1/company/points/{uuid} belongs to the points module.)
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema, idParamsSchema, uuidParamsSchema } from '@club/contract/common';
import {
  selfUserSchema,
  updateCompanyBodySchema,
  updateCompanyTypeBodySchema,
  updateInstallerUserBodySchema,
  updateUserBodySchema,
} from '@club/contract/company';
import type { FastifyRequest } from 'fastify';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { scopeOf } from '../../lib/scope.ts';
import { callerOf } from '../../plugins/auth.ts';
import { toSelfUser, updateCompanyType, updateInstallerUser, updateOwnCompany, updateOwnUser } from './service.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema.describe('Not the caller’s own user/company'),
};

/**
 * preHandler before `app.requireOwner` on routes that name the company in the path: another company's id or uuid is
 * 404 for every role, so the role check never answers for a company outside the caller's scope.
 */
const companyInPath = (key: 'id' | 'uuid') => async (request: FastifyRequest) => {
  const { company } = callerOf(request);
  const given = (request.params as Record<string, unknown>)[key];
  if (given !== (key === 'id' ? company.id : company.uuid)) throw new NotFoundError();
};

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/v1/company/user/self',
    {
      schema: {
        tags: ['company'],
        summary: 'The signed-in user with their company',
        response: { 200: selfUserSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => toSelfUser(callerOf(request)),
  );

  app.patch(
    '/v1/company/user/:id',
    {
      schema: {
        tags: ['company'],
        summary: 'Edit own name, surname, email, phone',
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: selfUserSchema, ...errors },
      },
    },
    async (request) => updateOwnUser(requestCtx(deps, request), scopeOf(request), { id: request.params.id, body: request.body }),
  );

  app.patch(
    '/v1/installer/user/:uuid',
    {
      schema: {
        tags: ['company'],
        summary: 'Own options (merged), consents and interface language',
        params: uuidParamsSchema,
        body: updateInstallerUserBodySchema,
        response: { 200: selfUserSchema, ...errors },
      },
    },
    async (request) => updateInstallerUser(requestCtx(deps, request), scopeOf(request), { uuid: request.params.uuid, body: request.body }),
  );

  app.patch(
    '/v1/company/:id',
    {
      schema: {
        tags: ['company'],
        summary: 'Own company: decline terms (active 2), registration numbers, survey (owners)',
        params: idParamsSchema,
        body: updateCompanyBodySchema,
        response: { 200: selfUserSchema, ...errors },
      },
      preHandler: [companyInPath('id'), app.requireOwner],
    },
    async (request) => updateOwnCompany(requestCtx(deps, request), scopeOf(request), { id: request.params.id, body: request.body }),
  );

  app.patch(
    '/v1/company/:uuid/companyType',
    {
      schema: {
        tags: ['company'],
        summary: 'Own company type, disclaimer and declaration (owners)',
        params: uuidParamsSchema,
        body: updateCompanyTypeBodySchema,
        response: { 200: selfUserSchema, ...errors },
      },
      preHandler: [companyInPath('uuid'), app.requireOwner],
    },
    async (request) => updateCompanyType(requestCtx(deps, request), scopeOf(request), { uuid: request.params.uuid, body: request.body }),
  );
};
export default routes;
