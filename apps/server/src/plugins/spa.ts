// Serves the built web app: hashed assets cached for a year, every other HTML GET gets index.html (the SPA fallback).
// Unknown /v1, /v2 and /api paths stay JSON 404s. The build writes brotli and gzip copies beside each asset
// (apps/web/precompress.ts); they are sent as they are to clients that accept them, with `Vary: Accept-Encoding`,
// so no asset is compressed per request. A page's HTML names its own code and messages as module preloads
// (page-preloads.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { envelope } from './errors.ts';
import { languageCookie, pagePreloadTags, requestLanguage } from './page-preloads.ts';
import { emulationBannerHtml, emulationCookie, emulationHandoffHtml, emulationScriptSources } from '../modules/staff/service.ts';

// Paths that are never a page of the app: an unknown one answers the JSON 404, whatever the client accepts.
const API = /^\/(v1|v2|api|dev|admin\/api|integration|files|media|health|metrics)(\/|$|\?)/;
/** A file name at the end of the path (a missing asset is a 404, not the page). */
const FILE = /\/[^/?]+\.[a-z0-9]+(\?|$)/i;
/** The staff console (its own build, apps/web/vite.admin.config.ts → dist-admin), served under /admin. */
const ADMIN = /^\/admin(\/|$|\?)/;

/** One cookie's raw value from a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

/** Reads an index.html again when the file changes, so a rebuild while the server runs never serves deleted assets. */
function htmlReader(indexFile: string): () => Buffer | null {
  let cached: { mtimeMs: number; html: Buffer } | null = null;
  return () => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile) };
      return cached.html;
    } catch {
      return null;
    }
  };
}

export default fp(async function spa(app: FastifyInstance, opts: { root: string; adminRoot?: string }) {
  const indexFile = join(opts.root, 'index.html');
  const hasApp = existsSync(indexFile);
  const indexHtml = htmlReader(indexFile);
  // The emulation pages' scripts, from our origin (no inline script under the CSP).
  for (const [path, source] of Object.entries(emulationScriptSources))
    app.get(path, { schema: { hide: true } }, (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(source),
    );
  // The page's own code and messages named in its HTML (page-preloads.ts), fetched beside the entry. Each page and
  // language's HTML is made once per build's index.html (a few hundred variants at most), not on every request.
  const preloadTags = pagePreloadTags(opts.root);
  const preloaded = new WeakMap<Buffer, Map<string, Buffer>>();
  const withPreloads = (html: Buffer, tags: string): Buffer => {
    let pages = preloaded.get(html);
    if (!pages) preloaded.set(html, (pages = new Map()));
    let page = pages.get(tags);
    if (!page) pages.set(tags, (page = Buffer.from(html.toString('utf8').replace('</head>', `${tags}</head>`))));
    return page;
  };
  // Staff viewing as a member (`?faker=`; modules/staff/emulation-page.ts): the portal's pages carry the banner.
  const pageHtml = (request: FastifyRequest): Buffer | null => {
    const html = indexHtml();
    if (!html) return null;
    const cookie = cookieValue(request.headers.cookie, emulationCookie);
    const banner = cookie ? emulationBannerHtml(cookie) : null;
    const language = requestLanguage(cookieValue(request.headers.cookie, languageCookie), request.hostname);
    const preload = preloadTags(request.url.split('?')[0] ?? '/', language);
    const page = preload ? withPreloads(html, preload) : html;
    return banner ? Buffer.from(page.toString('utf8').replace('</body>', `${banner}</body>`)) : page;
  };
  const adminRoot = opts.adminRoot ?? join(opts.root, '..', 'dist-admin');
  const adminHtml = htmlReader(join(adminRoot, 'index.html'));
  if (existsSync(join(adminRoot, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: adminRoot,
      prefix: '/admin/',
      wildcard: true,
      index: false,
      preCompressed: true,
      decorateReply: false,
      setHeaders(res, path) {
        if (path.includes(`${join(adminRoot, 'assets')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
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
    app.get('/', { schema: { hide: true } }, (request, reply) => {
      // The handoff of "View as": exchanges the one-time code, then opens the portal read-only.
      if (typeof (request.query as { faker?: unknown }).faker === 'string')
        return reply
          .type('text/html')
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .send(emulationHandoffHtml());
      return reply.type('text/html').header('cache-control', 'no-cache').send(pageHtml(request));
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A page address: the app's index, also for clients that send no Accept (curl, link checkers, HEAD probes).
    const wantsHtml = (request.headers.accept ?? '').includes('text/html') || !FILE.test(request.url);
    const page = (request.method === 'GET' || request.method === 'HEAD') && wantsHtml && !API.test(request.url);
    if (page && ADMIN.test(request.url)) {
      const html = adminHtml();
      if (!html) return reply.status(503).type('text/plain').send('The staff console is not built yet: run `npm run build`.');
      return reply.type('text/html').header('cache-control', 'no-cache').header('x-frame-options', 'DENY').send(html);
    }
    if (page) {
      const html = pageHtml(request);
      if (!html) return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return reply.type('text/html').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send(envelope(`Route ${request.method} ${request.url.split('?')[0]} not found.`, 'not_found'));
  });
});
