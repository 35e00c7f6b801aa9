// MAINTENANCE=1: every /v1 and /v2 call answers 503, so the web app shows /maintenance.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { envelope } from './errors.ts';

export default fp(async function maintenance(app: FastifyInstance, opts: { enabled: () => boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    if (!opts.enabled()) return;
    if (!/^\/v[12](\/|$)/.test(request.url)) return;
    reply.header('retry-after', '60');
    return reply.status(503).send(envelope('The club is under maintenance. Please come back soon.', 'maintenance'));
  });
});
