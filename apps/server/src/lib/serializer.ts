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

/**
 * The compiled writer of each response schema, or null where JSON Schema cannot express it: kept per schema object for
 * the process, since the schemas are the modules' constants. Compiling is most of the cost of building an app (about
 * 900 route × status pairs, ~0.3 ms each), which the tests pay for every app they build (decision 0144).
 */
const compiled = new WeakMap<$ZodType, ((data: unknown) => string) | null>();

function compiledWriter(schema: $ZodType): ((data: unknown) => string) | null {
  let stringify = compiled.get(schema);
  if (stringify === undefined) {
    const json = responseJsonSchema(schema);
    stringify = json ? fastJson(json) : null;
    compiled.set(schema, stringify);
  }
  return stringify;
}

export function createSerializerCompiler({ checkWithZod }: { checkWithZod: boolean }) {
  return (route: SerializerCompiler): ((data: unknown) => string) => {
    const schema = zodSchemaOf(route.schema);
    const stringify = schema ? compiledWriter(schema) : null;
    if (!schema || !stringify) return zodSerializerCompiler(route);
    if (!checkWithZod) return (data) => stringify(data);
    return (data) => {
      const result = safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
      return stringify(data);
    };
  };
}
