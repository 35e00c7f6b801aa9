// POST /v1/shop/order/files (multipart field `file`: a logo for marketing material → {path, originalName}) and
// GET /files/{name} (a file of the caller's company, with safe headers; another company's → 404). An `installer`
// module: app.ts authenticates both.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@club/contract/common';
import { fileNameParamsSchema, fileQuerySchema, fileReferenceSchema } from '@club/contract/files';
import { requestCtx, type ModuleOptions } from '../../deps.ts';
import { scopeOf } from '../../lib/scope.ts';
import { multipartUploads, openFile, receiveUpload } from './service.ts';

/** Uploads per user per hour: generous for configuring a few products, small enough to keep a disk from filling. */
const uploadsPerHour = 60;

const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  await multipartUploads(app);

  app.post(
    '/v1/shop/order/files',
    {
      config: {
        rateLimits: [
          { key: (request) => (request.scope ? `upload:user:${request.scope.userId}` : null), max: uploadsPerHour, windowSeconds: 3600 },
        ],
      },
      schema: {
        tags: ['files'],
        summary: 'Upload a logo for marketing material (multipart field `file`, at most 10,000,000 bytes)',
        consumes: ['multipart/form-data'],
        response: {
          201: fileReferenceSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          413: errorEnvelopeSchema.describe('Larger than 10,000,000 bytes, or an image or archive that unpacks too large'),
          415: errorEnvelopeSchema.describe('Not a jpeg, png, svg, tiff, psd, pdf, postscript, eps, ai or zip by its bytes'),
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await receiveUpload(requestCtx(deps, request), scopeOf(request), request, { kind: 'logo' });
      return reply.status(201).send({ path: file.path, originalName: file.originalName });
    },
  );

  app.get(
    '/files/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'A file of the caller’s company (attachment unless a PNG or JPEG; `download=1` always attachment)',
        params: fileNameParamsSchema,
        querystring: fileQuerySchema,
        response: {
          200: z.unknown().describe('The file’s bytes'),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const scope = scopeOf(request);
      const file = await openFile(
        requestCtx(deps, request),
        { companyId: scope.companyId },
        {
          name: request.params.name,
          download: request.query.download === '1',
        },
      );
      reply.headers(file.headers);
      if (file.size) reply.header('content-length', file.size);
      return reply.send(file.stream);
    },
  );
};
export default routes;
