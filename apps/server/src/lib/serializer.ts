// Response serialisation with compiled serializers (issue 10): each route's zod response schema is turned into JSON
// Schema once, at start, and compiled by fast-json-stringify (what Fastify itself uses), which writes only the declared
// fields. fastify-type-provider-zod's own serializer runs the zod schema over every answer and then JSON.stringify —
// docs/decisions/0025-server-hot-path.md has the measurements.
//
// Outside production every answer is also checked against its zod schema, so a handler that drifts from the contract
// fails in tests and development exactly as before. A schema JSON Schema cannot express (a transform, a custom check)
// keeps the zod serializer.
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { $ZodType, safeEncode } from 'zod/v4/core';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type SerializerCompiler = Parameters<typeof zodSerializerCompiler>[0];

function zodSchemaOf(schema: unknown): $ZodType | null {
  if (schema instanceof $ZodType) return schema;
  if (typeof schema === 'object' && schema !== null && 'properties' in schema && schema.properties instanceof $ZodType)
    return schema.properties;
  return null;
}

/** The JSON Schema of a response schema's output, or null when JSON Schema cannot express it. */
export function responseJsonSchema(schema: $ZodType): Record<string, unknown> | null {
  try {
    return z.toJSONSchema(schema as z.ZodType, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
    });
  } catch {
    return null;
  }
}

export function createSerializerCompiler({ checkWithZod }: { checkWithZod: boolean }) {
  return (route: SerializerCompiler): ((data: unknown) => string) => {
    const schema = zodSchemaOf(route.schema);
    const json = schema ? responseJsonSchema(schema) : null;
    if (!schema || !json) return zodSerializerCompiler(route);
    const stringify = fastJson(json);
    if (!checkWithZod) return (data) => stringify(data);
    return (data) => {
      const result = safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
      return stringify(data);
    };
  };
}
