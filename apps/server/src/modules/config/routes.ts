// GET /v1/config/public (before sign-in: regions, languages, regional settings) and GET /v1/config (the caller's region).
// `?lang=` trims every translated text to that language and English, which keeps the first page a phone loads small.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configSchema, publicConfigSchema, type PublicConfig } from '@club/contract/config';
import { errorEnvelopeSchema } from '@club/contract/common';
import { languageCodeSchema, type LanguageCode } from '@club/contract/regions';
import type { ModulePlugin } from '../../deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { listLanguages, listRegionalSettings, listRegions, regionConfig, regionalSettings } from './queries.ts';
import { onlyLanguages } from './translated.ts';

const etagOf = (text: string) => `"${createHash('sha1').update(text).digest('base64url')}"`;

/** Sends a JSON text with its ETag; answers 304 when the client already has it. */
function sendJson(request: FastifyRequest, reply: FastifyReply, text: string, etag: string, cacheControl: string) {
  reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(text);
}

/** How long a process keeps the public configuration before reading it again (staff edits show within this). */
const PUBLIC_TTL_MS = 30_000;

const publicQuerySchema = z.object({ lang: languageCodeSchema.optional() });

export const publicConfigRoutes: FastifyPluginAsyncZod<Parameters<ModulePlugin>[1]> = async (app, { deps }) => {
  const { db } = deps;
  const cache = new Map<string, { text: string; etag: string; at: number }>();

  async function publicConfig(lang: LanguageCode | undefined): Promise<{ text: string; etag: string }> {
    const key = lang ?? '*';
    const now = deps.now().getTime();
    const hit = cache.get(key);
    if (hit && now - hit.at < PUBLIC_TTL_MS) return hit;
    const [regions, languages, settings] = await Promise.all([listRegions(db), listLanguages(db), listRegionalSettings(db)]);
    const body: PublicConfig = {
      regions,
      languages,
      regional_settings: lang ? settings.map((s) => onlyLanguages(s, ['en', lang])) : settings,
      environment: deps.config.env,
      demo: deps.demo(),
    };
    // Validated once here instead of on every answer: the cached text is what every client gets.
    const text = JSON.stringify(publicConfigSchema.parse(body));
    const entry = { text, etag: etagOf(text), at: now };
    cache.set(key, entry);
    return entry;
  }

  app.get(
    '/v1/config/public',
    {
      schema: {
        tags: ['config'],
        summary: 'Configuration needed before sign-in',
        description: 'With `lang`, translated texts carry only that language and English.',
        querystring: publicQuerySchema,
        response: { 200: publicConfigSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const { text, etag } = await publicConfig(request.query.lang);
      return sendJson(request, reply, text, etag, 'public, max-age=60, must-revalidate');
    },
  );
};

export const installerConfigRoutes: FastifyPluginAsyncZod<Parameters<ModulePlugin>[1]> = async (app, { deps }) => {
  const { db } = deps;
  app.get(
    '/v1/config',
    {
      schema: {
        tags: ['config'],
        summary: "The caller's regional settings, behaviours, tiers and base points",
        response: { 200: configSchema, 304: z.null().describe('Not modified'), 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const regionId = callerOf(request).company.regionsId;
      const settings = await regionalSettings(db, regionId);
      if (!settings) throw new NotFoundError();
      const text = JSON.stringify(
        configSchema.parse({ region_id: regionId, regional_settings: settings, ...(await regionConfig(db, regionId)) }),
      );
      return sendJson(request, reply, text, etagOf(text), 'private, max-age=60, must-revalidate');
    },
  );
};
