// How an answer leaves the server: written by a serializer compiled once per route from the
// route's zod response schema (fast-json-stringify over the schema's JSON Schema), which writes
// only the properties the schema names. Checking every answer with zod first cost
// as much again as writing it (a page of search results: 130 us of checking on top of 140 us of
// writing), so production skips the check. Everywhere else (tests, development) each answer is
// still checked by zod, and the compiled writer's JSON must be zod's own (the same names and values;
// a union's properties may come in another order), so every answer the test suites see proves the
// two agree (docs/decisions/0087-answers-written-by-compiled-serializers.md).
// A schema JSON Schema cannot describe keeps zod's own check and writer.
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Write = (data: unknown) => string;

/** fastify-type-provider-zod's own way: check with zod, then write what zod gave back. */
const zodWriter =
  (schema: ZodType, method: string, url: string): Write =>
  (data) => {
    const result = z.safeEncode(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };

/**
 * The compiled writer, or null when the schema has a part JSON Schema cannot describe, or one
 * that writes differently from what it reads (a transform, a codec).
 */
const compiledWriter = (schema: ZodType): Write | null => {
  try {
    const written = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw' });
    const read = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    // The output side only adds `additionalProperties: false`, which is how the writer works anyway.
    const shape = (jsonSchema: object) =>
      JSON.stringify(jsonSchema, (key, value) => (key === 'additionalProperties' ? undefined : value));
    if (shape(written) !== shape(read)) return null;
    return fastJson(written as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
};

export const responseSerializer =
  (options: { checkEachAnswer: boolean }): FastifySerializerCompiler<ZodType> =>
  ({ schema, method, url }) => {
    const checked = zodWriter(schema, method, url);
    const compiled = compiledWriter(schema);
    if (!compiled) return checked;
    if (!options.checkEachAnswer) return compiled;
    return (data) => {
      const expected = checked(data);
      const written = compiled(data);
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        // A 500 whose log names the route and both answers (http/error-handler.ts).
        throw new Error(`${method} ${url}: the compiled writer wrote ${written}; zod wrote ${expected}`);
      }
      return written;
    };
  };
