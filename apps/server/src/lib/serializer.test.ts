import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pointsHistorySchema } from '@club/contract/points';
import { createSerializerCompiler } from './serializer.ts';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/v1/thing', httpStatus: '200' });
const item = {
  uuid: '0b0e9f3e-2a5c-4a1b-9b1e-1f2e3d4c5b6a',
  event: 'Welcome points',
  variation: 'positive',
  points: 50,
  created_at: '2026-01-01T00:00:00.000Z',
  options: { order: null, project: { uuid: '0b0e9f3e-2a5c-4a1b-9b1e-1f2e3d4c5b6a', id: 7 } },
};

describe('compiled response serializer', () => {
  it('writes exactly the JSON the zod schema allows, without undeclared fields', () => {
    const serialize = createSerializerCompiler({ checkWithZod: false })(route(pointsHistorySchema));
    const data = {
      data: [{ ...item, companies_id: 42, idempotency_key: 'secret' }],
      meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 },
      internal: true,
    };
    const out = JSON.parse(serialize(data)) as unknown;
    expect(out).toEqual({ data: [item], meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 } });
  });

  it('outside production refuses an answer that breaks the contract', () => {
    const serialize = createSerializerCompiler({ checkWithZod: true })(route(pointsHistorySchema));
    expect(() => serialize({ data: [{ ...item, points: -5 }], meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 } })).toThrow(
      "Response doesn't match the schema",
    );
  });

  it('keeps the zod serializer for a schema JSON Schema cannot express', () => {
    const schema = z.object({ at: z.date() });
    const serialize = createSerializerCompiler({ checkWithZod: false })(route(schema));
    expect(serialize({ at: new Date('2026-01-01T00:00:00Z'), extra: 1 })).toBe('{"at":"2026-01-01T00:00:00.000Z"}');
    expect(() => serialize({ at: 'not a date' })).toThrow("Response doesn't match the schema");
  });
});
