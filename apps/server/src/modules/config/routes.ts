// GET /v1/config/public (before sign-in: regions, languages, regional settings) and GET /v1/config (the caller's region).
// Translated texts come in one language (and English, the fallback): `?lang=`, else the host's top-level domain's
// language (`.pl` → Polish, English elsewhere). Never all 15 (issue 18: that answer was 542 kB).
// The public answer is the same bytes for everyone: it is built once per language, compressed once (brotli and gzip),
// and answered from memory with its ETag (304 when the client has it) — no per-request JSON or compression work.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configSchema, publicConfigSchema, type PublicConfig } from '@club/contract/config';
import { errorEnvelopeSchema } from '@club/contract/common';
import { languageCodeSchema, languageForHost, type LanguageCode } from '@club/contract/regions';
import type { ModulePlugin } from '../../deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { preferredEncoding } from '../../lib/encoding.ts';
import { listLanguages, listRegionalSettings, listRegions, regionConfig, regionalSettings } from './queries.ts';
import { onlyLanguages } from './translated.ts';
import { registerPublicConfigCache } from './public-cache.ts';

const etagOf = (text: string) => `"${createHash('sha1').update(text).digest('base64url')}"`;

/** Sends a JSON text with its ETag; answers 304 when the client already has it. */
function sendJson(request: FastifyRequest, reply: FastifyReply, text: string, etag: string, cacheControl: string) {
  reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(text);
}

/** One answer kept in memory: the JSON text and, made on first use, its brotli and gzip bytes. */
interface Prepared {
  text: string;
  etag: string;
  at: number;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function encoded(entry: Prepared, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br')
    return (entry.br ??= brotliCompressSync(entry.raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: entry.raw.length },
    }));
  return (entry.gzip ??= gzipSync(entry.raw, { level: constants.Z_BEST_COMPRESSION }));
}

/** Sends a prepared answer in the best encoding the client accepts; 304 when it already has it. */
function sendPrepared(request: FastifyRequest, reply: FastifyReply, entry: Prepared) {
  // One ETag for every encoding: a client keeps the decoded body, so a 304 is right whichever encoding it got.
  reply.header('etag', entry.etag).header('cache-control', 'public, max-age=60, must-revalidate').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(entry.raw);
  return reply.header('content-encoding', encoding).send(encoded(entry, encoding));
}

/** How long a process keeps the public configuration before reading it again (staff edits show within this). */
const PUBLIC_TTL_MS = 30_000;

const publicQuerySchema = z.object({ lang: languageCodeSchema.optional() });

export const publicConfigRoutes: FastifyPluginAsyncZod<Parameters<ModulePlugin>[1]> = async (app, { deps }) => {
  const { db } = deps;
  const cache = new Map<string, Prepared>();
  registerPublicConfigCache(cache as Map<string, unknown>);

  async function publicConfig(lang: LanguageCode): Promise<Prepared> {
    const key = lang;
    const now = deps.now().getTime();
    const hit = cache.get(key);
    if (hit && now - hit.at < PUBLIC_TTL_MS) return hit;
    const [regions, languages, settings] = await Promise.all([listRegions(db), listLanguages(db), listRegionalSettings(db)]);
    const body: PublicConfig = {
      regions,
      languages,
      regional_settings: settings.map((s) => onlyLanguages(s, ['en', lang])),
      environment: deps.config.env,
      demo: deps.demo(),
    };
    // Validated once here instead of on every answer: the cached text is what every client gets.
    const text = JSON.stringify(publicConfigSchema.parse(body));
    // Unchanged since the last read: keep the compressed bytes already made.
    if (hit && hit.text === text) {
      hit.at = now;
      return hit;
    }
    const entry: Prepared = { text, etag: etagOf(text), at: now, raw: Buffer.from(text) };
    cache.set(key, entry);
    return entry;
  }

  app.get(
    '/v1/config/public',
    {
      // Compressed here, once per language, not by the compression plugin on every request.
      compress: false,
      schema: {
        tags: ['config'],
        summary: 'Configuration needed before sign-in',
        description:
          "Translated texts carry only one language and English: `lang`, or without it the default language of the host's top-level domain.",
        querystring: publicQuerySchema,
        response: { 200: publicConfigSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => sendPrepared(request, reply, await publicConfig(request.query.lang ?? languageForHost(request.hostname))),
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
