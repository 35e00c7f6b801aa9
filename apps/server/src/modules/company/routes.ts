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
} from '@club/contract/users';
import { caller } from '../../plugins/auth.ts';
import type { ModuleOptions } from '../index.ts';
import { selfUser, updateCompanyType, updateInstallerUser, updateOwnCompany, updateOwnUser } from './service.ts';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema.describe('Not the caller’s own user/company'),
};

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.addHook('onRequest', app.authenticate);
  const security = [{ bearer: [] }];

  app.get(
    '/v1/company/user/self',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user with their company',
        security,
        response: { 200: selfUserSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => selfUser(deps.db, caller(request)),
  );

  app.patch(
    '/v1/company/user/:id',
    {
      schema: {
        tags: ['user'],
        summary: 'Edit own name, surname, email, phone',
        security,
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: selfUserSchema, ...errors },
      },
    },
    async (request) => updateOwnUser(deps.db, caller(request), request.params.id, request.body, deps.now()),
  );

  app.patch(
    '/v1/installer/user/:uuid',
    {
      schema: {
        tags: ['user'],
        summary: 'Own options (merged), consents and interface language',
        security,
        params: uuidParamsSchema,
        body: updateInstallerUserBodySchema,
        response: { 200: selfUserSchema, ...errors },
      },
    },
    async (request) => updateInstallerUser(deps.db, caller(request), request.params.uuid, request.body, deps.now()),
  );

  app.patch(
    '/v1/company/:id',
    {
      schema: {
        tags: ['company'],
        summary: 'Own company: decline terms (active 2), registration numbers, survey (owners)',
        security,
        params: idParamsSchema,
        body: updateCompanyBodySchema,
        response: { 200: selfUserSchema, ...errors },
      },
    },
    async (request) => updateOwnCompany(deps.db, caller(request), request.params.id, request.body, deps.now()),
  );

  app.patch(
    '/v1/company/:uuid/companyType',
    {
      schema: {
        tags: ['company'],
        summary: 'Own company type, disclaimer and declaration (owners)',
        security,
        params: uuidParamsSchema,
        body: updateCompanyTypeBodySchema,
        response: { 200: selfUserSchema, ...errors },
      },
    },
    async (request) => updateCompanyType(deps.db, caller(request), request.params.uuid, request.body, deps.now()),
  );
};
export default routes;
