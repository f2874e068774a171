import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as contractSerializer } from 'fastify-type-provider-zod';
import * as z from 'zod';

type Serialize = (data: unknown) => string;

/**
 * Writes a reply from the JSON Schema of the contract's reply schema (fast-json-stringify, the
 * serializer Fastify itself uses), instead of running zod over the reply and then
 * JSON.stringify. Like zod, it writes only the fields the contract names, so nothing else a
 * handler holds can leave; a missing required field throws (a 500). Unlike zod, it does not
 * refuse a value of the wrong type, so `check` (tests) also runs the contract's zod serializer
 * on every reply and throws when the two do not write the same JSON: every reply the tests see
 * is held to the contract, and the compiled writer to zod's. zod alone cost a tenth of a small
 * read's time (docs/benchmarks.md, "Replies written from their JSON Schema").
 */
export function replySerializerCompiler(
  check: boolean,
): FastifySerializerCompiler<z.core.$ZodType> {
  return (route) => {
    const fast = compile(route.schema);
    if (!check) return fast;
    const contract = contractSerializer(route as never) as Serialize;
    return (data: unknown) => {
      const checked = contract(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(checked))) {
        throw new Error(
          `${route.method} ${route.url}: the compiled serializer wrote ${written}, the contract ${checked}`,
        );
      }
      return written;
    };
  };
}

function compile(schema: z.core.$ZodType): Serialize {
  // What zod's own transforms make cannot be described; the check above covers such fields.
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
  });
  return fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]) as Serialize;
}
