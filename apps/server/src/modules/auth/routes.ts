// POST /v2/installer/login, /login/verify, /refresh and /logout: sign-in by one-time code and the session.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginBodySchema,
  loginResponseSchema,
  logoutBodySchema,
  refreshBodySchema,
  tokenResponseSchema,
  verifyBodySchema,
} from '@club/contract/auth';
import { errorEnvelopeSchema } from '@club/contract/common';
import type { ModuleOptions } from '../index.ts';
import { endSession, refreshSession, requestCode, verifyCode } from './service.ts';

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/v2/installer/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Find the installer by email or phone and send a one-time code',
        body: loginBodySchema,
        response: {
          200: loginResponseSchema,
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema.describe('account_declined or account_locked'),
          404: errorEnvelopeSchema.describe('Installer not found.'),
          429: errorEnvelopeSchema.describe('Resend gap or hourly cap; see Retry-After'),
        },
      },
    },
    async (request) => requestCode(deps, request.body, request.ip),
  );

  app.post(
    '/v2/installer/login/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange the one-time code for a session',
        body: verifyBodySchema,
        response: {
          200: tokenResponseSchema,
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema.describe('account_declined or account_locked'),
          406: errorEnvelopeSchema.describe('The code is invalid or has expired.'),
        },
      },
    },
    async (request) => verifyCode(deps, request.body, request.ip),
  );

  app.post(
    '/v2/installer/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token and get a new access token',
        body: refreshBodySchema,
        response: { 200: tokenResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => refreshSession(deps, request.body.refresh_token),
  );

  app.post(
    '/v2/installer/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of this refresh token',
        body: logoutBodySchema,
        response: { 204: z.null().describe('Session ended'), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await endSession(deps, request.body.refresh_token);
      return reply.status(204).send(null);
    },
  );
};
export default routes;
