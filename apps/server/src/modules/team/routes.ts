// The team: GET /v2/installer/user (everyone in the company) and, for owners, POST /v1/installer/user,
// GET/PUT/DELETE /v1/installer/user/{uuid} and GET /v1/installer/user/{uuid}/resend.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, uuidParamsSchema } from '@club/contract/common';
import { installerBodySchema, invitationSchema, teamListSchema, teamMemberSchema, teamQuerySchema } from '@club/contract/team';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { addInstaller, deleteInstaller, getInstaller, listTeam, resendInvitation, updateInstaller } from './service.ts';

const errors = {
  400: errorEnvelopeSchema,
  403: errorEnvelopeSchema.describe('Not an owner, or the own account'),
  404: errorEnvelopeSchema.describe('No such member in the caller’s company'),
};

/** Invitations again: one a minute and five an hour per member, whoever asks. */
const resendLimits = [
  { key: (r: { params: unknown }) => `team:resend:${(r.params as { uuid: string }).uuid}`, max: 1, windowSeconds: 60 },
  { key: (r: { params: unknown }) => `team:resend-hour:${(r.params as { uuid: string }).uuid}`, max: 5, windowSeconds: 3600 },
];

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/v2/installer/user',
    {
      schema: {
        tags: ['team'],
        summary: 'The company’s team, 20 per page, with the region’s limit',
        querystring: teamQuerySchema,
        response: { 200: teamListSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => listTeam(requestCtx(deps, request), scopeOf(request), request.query),
  );

  app.post(
    '/v1/installer/user',
    {
      schema: {
        tags: ['team'],
        summary: 'Add an installer (owners); refused at the region’s limit; sends the invitation',
        body: installerBodySchema,
        response: { 201: teamMemberSchema, ...errors, 409: errorEnvelopeSchema.describe('validation.teamLimit') },
      },
      preHandler: [app.requireOwner],
    },
    async (request, reply) => {
      const member = await addInstaller(requestCtx(deps, request), scopeOf(request), { body: request.body });
      return reply.code(201).send(member);
    },
  );

  app.get(
    '/v1/installer/user/:uuid',
    {
      schema: {
        tags: ['team'],
        summary: 'A member of the team (owners)',
        params: uuidParamsSchema,
        response: { 200: teamMemberSchema, ...errors },
      },
      preHandler: [app.requireOwner],
    },
    async (request) => getInstaller(requestCtx(deps, request), scopeOf(request), request.params),
  );

  app.put(
    '/v1/installer/user/:uuid',
    {
      schema: {
        tags: ['team'],
        summary: 'Edit an installer’s name, surname and phone (owners)',
        params: uuidParamsSchema,
        body: installerBodySchema,
        response: { 200: teamMemberSchema, ...errors },
      },
      preHandler: [app.requireOwner],
    },
    async (request) => updateInstaller(requestCtx(deps, request), scopeOf(request), { uuid: request.params.uuid, body: request.body }),
  );

  app.delete(
    '/v1/installer/user/:uuid',
    {
      schema: {
        tags: ['team'],
        summary: 'Delete a member (owners; not the own account); their sessions end at once',
        params: uuidParamsSchema,
        response: { 204: z.null(), ...errors },
      },
      preHandler: [app.requireOwner],
    },
    async (request, reply) => {
      await deleteInstaller(requestCtx(deps, request), scopeOf(request), request.params);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/installer/user/:uuid/resend',
    {
      schema: {
        tags: ['team'],
        summary: 'Send the invitation again (owners; at most one a minute, five an hour)',
        params: uuidParamsSchema,
        response: { 200: invitationSchema, ...errors, 429: errorEnvelopeSchema },
      },
      preHandler: [app.requireOwner],
      // A GET that sends an SMS or email: refused to an emulation (read-only) token (plugins/auth.ts).
      config: { rateLimits: resendLimits, sideEffects: true },
    },
    async (request) => resendInvitation(requestCtx(deps, request), scopeOf(request), request.params),
  );
};
export default routes;
