// Certificates (decision 0060). Installer routes (app.ts authenticates them): the company's certificates and their PDFs,
// a closed project's warranty certificate, and QR codes of this portal's own links. The public route: the check a
// certificate's QR code opens (GET /v1/verify/{code}), which answers only "genuine" and the kind.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  certificateListSchema,
  certificatePdfParamsSchema,
  qrCodeQuerySchema,
  qrCodeSchema,
  verificationSchema,
  verifyParamsSchema,
} from '@club/contract/certificates';
import { errorEnvelopeSchema, uuidParamsSchema } from '@club/contract/common';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { callerOf } from '../../plugins/auth.ts';
import { certificateDocument, listCertificates, qrCodeOf, verifyCode, warrantyDocument, type CertificateScope } from './service.ts';

function certificateScopeOf(request: FastifyRequest): CertificateScope {
  const { user, company } = callerOf(request);
  return { ...scopeOf(request), regionsId: company.regionsId, languagesId: user.languagesId };
}

function sendPdf(reply: FastifyReply, doc: { pdf: Uint8Array; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${doc.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(doc.pdf));
}

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const tags = ['certificates'];
  const e = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema };
  const e404 = { ...e, 404: errorEnvelopeSchema };

  app.get(
    '/v1/behaviour/certificates',
    {
      schema: {
        tags,
        summary: "The certificates the caller's company has earned, newest year first",
        response: { 200: certificateListSchema, ...e },
      },
    },
    async (request) => ({ data: await listCertificates(requestCtx(deps, request), certificateScopeOf(request)) }),
  );

  app.get(
    '/v1/certificates/:uuid/:company_uuid/certificate.pdf',
    {
      schema: {
        tags,
        summary: "One of the company's certificates as a PDF, in the caller's language, with a QR code to its public check",
        params: certificatePdfParamsSchema,
        produces: ['application/pdf'],
        response: e404,
      },
    },
    async (request, reply) => {
      const { uuid, company_uuid } = request.params;
      return sendPdf(
        reply,
        await certificateDocument(requestCtx(deps, request), certificateScopeOf(request), { uuid, companyUuid: company_uuid }),
      );
    },
  );

  app.get(
    '/v1/project/:uuid/warranty.pdf',
    {
      schema: {
        tags,
        summary: "A closed project's warranty certificate for the homeowner (PDF): installer, address, date, each unit and serial",
        params: uuidParamsSchema,
        produces: ['application/pdf'],
        response: { ...e404, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await warrantyDocument(requestCtx(deps, request), certificateScopeOf(request), { uuid: request.params.uuid })),
  );

  app.get(
    '/v1/generate/qr-code',
    {
      schema: {
        tags,
        summary: 'A QR code (PNG data URL) of a link to this portal; other links answer 400',
        querystring: qrCodeQuerySchema,
        response: { 200: qrCodeSchema, ...e },
      },
    },
    async (request) => ({ data: { data: await qrCodeOf(requestCtx(deps, request), { data: request.query.data }) } }),
  );
};
export default routes;

/** GET /v1/verify/{code}: public, so a homeowner or a customer can check a certificate's QR code without an account. */
export const publicCertificateRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  app.get(
    '/v1/verify/:code',
    {
      // 128-bit codes cannot be guessed anyway; the limit keeps the check from being used to hammer the database.
      config: { rateLimits: [{ key: (request) => `verify:ip:${request.ip}`, max: 120, windowSeconds: 60 }] },
      schema: {
        tags: ['certificates'],
        summary: 'Whether a certificate code is genuine (and which kind of certificate); nothing else about it',
        params: verifyParamsSchema,
        response: { 200: verificationSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await verifyCode(requestCtx(deps, request), { code: request.params.code }) }),
  );
};
