// Rate limits as a route option: `config: { rateLimits: [...] }` on a route counts each hit in the shared
// database-backed counters (modules/rate-limit) before the handler runs, and answers 429 with Retry-After when a
// window's budget is spent. Runs as a preHandler, so the body and query are already validated when keys are built.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../db/client.ts';
import { hit } from '../modules/rate-limit/service.ts';

export interface RouteRateLimit {
  /** The counter's key, e.g. `login:ip:1.2.3.4`; null skips this limit for the request (nothing to count). */
  key: (request: FastifyRequest) => string | null;
  max: number;
  windowSeconds: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Checked in order; the first spent budget answers 429. */
    rateLimits?: readonly RouteRateLimit[];
  }
}

export default fp(async function rateLimit(app: FastifyInstance, opts: { db: Tx; now: () => Date }) {
  app.addHook('preHandler', async (request) => {
    const limits = request.routeOptions.config.rateLimits;
    if (!limits) return;
    const now = opts.now();
    for (const limit of limits) {
      const key = limit.key(request);
      if (key !== null) await hit(opts.db, { key, max: limit.max, windowSeconds: limit.windowSeconds }, now);
    }
  });
});
