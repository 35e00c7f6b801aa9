// One log line per request, written when the answer is sent: method, path, status and time. Fastify's default writes
// two (received, completed) with the whole request object, which the profile under load showed as a real cost
// (docs/decisions/0025-server-hot-path.md). Query strings are left out: they may carry one-time handoff codes.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLineRequestLog extends LogController {
  override incomingRequest() {
    // nothing: the line is written when the answer is sent
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const q = request.url.indexOf('?');
    const line = {
      method: request.method,
      path: q === -1 ? request.url : request.url.slice(0, q),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
