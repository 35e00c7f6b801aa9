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
import { auth } from '@club/contract/constants';
import type { LoginBody } from '@club/contract/auth';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { endSession, loginIdentifier, refreshSession, requestCode, verifyCode } from './service.ts';

const hour = 3600;

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
      config: {
        rateLimits: [
          { key: (request) => `login:ip:${request.ip}`, max: auth.hourlyCapPerAddress, windowSeconds: hour },
          {
            key: (request) => {
              const id = loginIdentifier(request.body as LoginBody);
              return id === null ? null : `login:id:${id}`;
            },
            max: auth.hourlyCapPerIdentifier,
            windowSeconds: hour,
          },
        ],
      },
    },
    async (request) => requestCode(requestCtx(deps, request), { body: request.body, ip: request.ip }),
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
    async (request) => verifyCode(requestCtx(deps, request), { body: request.body, ip: request.ip }),
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
    async (request) => refreshSession(requestCtx(deps, request), { refreshToken: request.body.refresh_token }),
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
      await endSession(requestCtx(deps, request), { refreshToken: request.body.refresh_token });
      return reply.status(204).send(null);
    },
  );
};
export default routes;
