// Serves the built web app: hashed assets cached for a year, every other HTML GET gets index.html (the SPA fallback).
// Unknown /v1, /v2 and /api paths stay JSON 404s. The build writes brotli and gzip copies beside each asset
// (apps/web/precompress.ts); they are sent as they are to clients that accept them, with `Vary: Accept-Encoding`,
// so no asset is compressed per request.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { envelope } from './errors.ts';

const API = /^\/(v1|v2|api|dev)(\/|$|\?)/;

export default fp(async function spa(app: FastifyInstance, opts: { root: string }) {
  const indexFile = join(opts.root, 'index.html');
  const hasApp = existsSync(indexFile);
  // Read again when the file changes, so a rebuild while the server runs never serves an index of deleted assets.
  let cached: { mtimeMs: number; html: Buffer } | null = null;
  const indexHtml = (): Buffer | null => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile) };
      return cached.html;
    } catch {
      return null;
    }
  };
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(opts.root, 'assets')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
    // The static plugin would answer the bare directory with 403; the root is the app's home page.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml()),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (request.method === 'GET' && wantsHtml && !API.test(request.url)) {
      const html = indexHtml();
      if (!html) return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return reply.type('text/html').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send(envelope(`Route ${request.method} ${request.url.split('?')[0]} not found.`, 'not_found'));
  });
});
