// One log line per request, written when the answer is sent: method, path, status and time. Fastify's default writes
// two (received, completed) with the whole request object, which the profile under load showed as a real cost
// (docs/decisions/0025-server-hot-path.md). Query strings are left out: they may carry one-time handoff codes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(async function requestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const q = request.url.indexOf('?');
    request.log.info(
      {
        method: request.method,
        path: q === -1 ? request.url : request.url.slice(0, q),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
});
