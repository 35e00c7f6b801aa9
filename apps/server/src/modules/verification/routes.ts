// POST /v2/company/verification (send a code) and PATCH /v2/company/verification { code } (verify).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@club/contract/common';
import { selfUserSchema } from '@club/contract/company';
import { auth } from '@club/contract/constants';
import { verificationSentSchema, verifyEmailBodySchema } from '@club/contract/verification';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { sendVerification, verifyEmail } from './service.ts';

const hour = 3600;
const userKey = (prefix: string) => (request: { scope: { userId: number } | null }) =>
  request.scope ? `${prefix}:${request.scope.userId}` : null;

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.post(
    '/v2/company/verification',
    {
      schema: {
        tags: ['verification'],
        summary: 'Send a code to the email waiting for verification (no body)',
        response: {
          200: verificationSentSchema,
          400: errorEnvelopeSchema.describe('Nothing to verify'),
          429: errorEnvelopeSchema.describe('60 s between codes, hourly cap'),
        },
      },
      config: { rateLimits: [{ key: userKey('verify-email:send'), max: auth.hourlyCapPerIdentifier, windowSeconds: hour }] },
    },
    async (request) => sendVerification(requestCtx(deps, request), scopeOf(request)),
  );

  app.patch(
    '/v2/company/verification',
    {
      schema: {
        tags: ['verification'],
        summary: 'Verify the email with the code; answers the own user with verified_email_at',
        body: verifyEmailBodySchema,
        response: {
          200: selfUserSchema,
          400: errorEnvelopeSchema,
          406: errorEnvelopeSchema.describe('Wrong, used, burnt or expired code'),
          429: errorEnvelopeSchema,
        },
      },
      config: { rateLimits: [{ key: userKey('verify-email:check'), max: auth.hourlyCapPerAddress, windowSeconds: hour }] },
    },
    async (request) => verifyEmail(requestCtx(deps, request), scopeOf(request), request.body),
  );
};
export default routes;
