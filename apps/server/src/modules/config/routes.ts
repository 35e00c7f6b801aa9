// GET /v1/config/public (before sign-in: regions, languages, regional settings) and GET /v1/config (the caller's region).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configSchema, publicConfigSchema } from '@club/contract/config';
import { errorEnvelopeSchema } from '@club/contract/common';
import type { Db } from '../../db/client.ts';
import { caller } from '../../plugins/auth.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { listLanguages, listRegionalSettings, listRegions, regionConfig, regionalSettings } from './queries.ts';

/** Sends `body` with a strong ETag; answers 304 when the client already has it. */
function withEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T, maxAge: number): T | undefined {
  const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', `${maxAge > 0 ? 'public' : 'private'}, max-age=${Math.abs(maxAge)}, must-revalidate`);
  if (request.headers['if-none-match'] === etag) {
    reply.status(304);
    return undefined;
  }
  return body;
}

const routes: FastifyPluginAsyncZod<{ db: Db; environment: 'development' | 'test' | 'production'; demo: () => boolean }> = async (app, opts) => {
  const { db } = opts;
  app.get(
    '/v1/config/public',
    { schema: { tags: ['config'], summary: 'Configuration needed before sign-in', response: { 200: publicConfigSchema, 304: z.null().describe('Not modified') } } },
    async (request, reply) => {
      const [regions, languages, regional_settings] = await Promise.all([listRegions(db), listLanguages(db), listRegionalSettings(db)]);
      return withEtag(request, reply, { regions, languages, regional_settings, environment: opts.environment, demo: opts.demo() }, 60);
    },
  );

  app.register(async (authed) => {
    authed.addHook('onRequest', authed.authenticate);
    authed.get(
      '/v1/config',
      {
        schema: {
          tags: ['config'],
          summary: "The caller's regional settings, behaviours, tiers and base points",
          security: [{ bearer: [] }],
          response: { 200: configSchema, 304: z.null().describe('Not modified'), 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const regionId = caller(request).company.regionsId;
        const settings = await regionalSettings(db, regionId);
        if (!settings) throw new NotFoundError();
        return withEtag(request, reply, { region_id: regionId, regional_settings: settings, ...(await regionConfig(db, regionId)) }, -60);
      },
    );
  });
};
export default routes;
