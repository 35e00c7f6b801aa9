// One error handler: typed domain errors and zod failures become the envelope of DESIGN §3; 5xx never leak internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorEnvelope } from '@club/contract/common';
import { DomainError } from '../lib/errors.ts';

const statusCodes: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  406: 'invalid_code',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'maintenance',
};

export function envelope(message: string, code: ErrorCode, errors: string[] = [message], fields?: Record<string, string[]>): ErrorEnvelope {
  return fields ? { message, errors, code, fields } : { message, errors, code };
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      return reply.status(error.status).send(envelope(error.message, error.code, error.errors, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (fields[path] ??= []).push(issue.message ?? 'validation.invalid');
      }
      const errors = Object.entries(fields).flatMap(([path, msgs]) => msgs.map((m) => `${path}: ${m}`));
      return reply.status(400).send(envelope('The given data was invalid.', 'validation_failed', errors, fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type...).
      return reply.status(status).send(envelope(error.message, statusCodes[status] ?? 'bad_request'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope('Something went wrong. Please try again.', 'internal_error'));
  });
});
