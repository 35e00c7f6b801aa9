// Shapes every call shares: ids, the error envelope and paged lists (DESIGN §3).
import { z } from 'zod';

/** The largest id PostgreSQL's `integer` holds: a larger one would fail in the database instead of answering 400/404. */
export const maxId = 2_147_483_647;

export const uuidSchema = z.uuid();
export const idSchema = z.coerce.number().int().positive().max(maxId);

export const uuidParamsSchema = z.object({ uuid: uuidSchema });
export const idParamsSchema = z.object({ id: idSchema });

/** The body of every 4xx/5xx answer. `errors` lists every problem (translation keys or the spec's texts). */
export const errorEnvelopeSchema = z.object({
  message: z.string(),
  errors: z.array(z.string()),
  code: z.string(),
  /** Field path (dot-separated, e.g. `company.name`) → problems with that field, when the error is about input. */
  fields: z.record(z.string(), z.array(z.string())).optional(),
  /** The request's id (also in the `X-Request-Id` header and the server's log lines): what support asks a user for. */
  request_id: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** Stable codes carried in the envelope's `code`; the web app translates by code when it has no better text. */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'invalid_code',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'maintenance',
  'insufficient_points',
  'account_locked',
  'account_declined',
  'internal_error',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
