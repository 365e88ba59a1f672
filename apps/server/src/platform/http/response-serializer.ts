import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declaringMessageCode } from './message-codes.ts';

type Serialize = (data: unknown) => string;

/**
 * Answers are written by fast-json-stringify, compiled once per route from the response's Zod schema
 * (through its JSON Schema), instead of a Zod encode then JSON.stringify on every answer: on a page
 * of 50 employees the encode cost more than the rest of the serialisation (ADR 21). It keeps what
 * matters in production: only the declared fields leave, and a missing required field fails.
 *
 * With `check` (tests, development, the demo), each answer is first encoded by Zod as well, so an
 * answer that drifts from its contract fails loudly there, as before. A schema JSON Schema cannot
 * express (a transform on output) keeps the Zod serializer.
 */
export function responseSerializerCompiler(options: {
  check: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (declared) => {
    const route = { ...declared, schema: declaringMessageCode(declared.schema) };
    const { schema, method, url } = route;
    const zodSerialize = zodSerializerCompiler(route) as Serialize;
    const fast = compiledFast(declared.schema, schema);
    if (!fast) return zodSerialize;
    if (!options.check) return fast;
    return (data) => {
      const checked = z.safeEncode(schema, data);
      if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
      return fast(checked.data);
    };
  };
}

/**
 * Compiled writers by declared schema. Route schemas are the contracts' module-level objects, so an
 * app built again in the same process (each API test file builds one) reuses them: compiling some
 * 450 routes' writers took about 2.5 s of every build, and grew with every route added.
 */
const compiled = new WeakMap<object, Serialize | null>();

function compiledFast(declared: z.ZodType, schema: z.ZodType): Serialize | undefined {
  if (typeof declared !== 'object' || declared === null) return compileFast(schema);
  let fast = compiled.get(declared);
  if (fast === undefined) {
    fast = compileFast(schema) ?? null;
    compiled.set(declared, fast);
  }
  return fast ?? undefined;
}

function compileFast(schema: z.ZodType): Serialize | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(json as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return undefined;
  }
}
