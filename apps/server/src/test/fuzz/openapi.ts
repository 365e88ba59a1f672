/** The parts of the OpenAPI document (as @fastify/swagger writes it from the Zod schemas) the fuzz reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented, e.g. `/api/v1/organization/branches/{id}`. */
  path: string;
  params: Parameter[];
  /** The JSON body schema; undefined when the route takes none (or only a multipart upload). */
  body: JsonSchema | undefined;
  /** A GET declared as writing (`config.writes`: an export's file row), held to the writes' rule. */
  writes: boolean;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, RawOperation>>;
}
interface RawOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  'x-writes'?: boolean;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const isMethod = (m: string): m is Operation['method'] => METHODS.has(m);

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [rawMethod, op] of Object.entries(byMethod)) {
      const method = rawMethod.toUpperCase();
      if (!isMethod(method)) continue;
      const params: Parameter[] = [];
      for (const p of op.parameters ?? []) {
        if (p.in !== 'path' && p.in !== 'query') continue;
        params.push({ in: p.in, name: p.name, required: p.required === true, schema: p.schema ?? {} });
      }
      out.push({
        method,
        path,
        params,
        body: op.requestBody?.content?.['application/json']?.schema,
        writes: op['x-writes'] === true,
      });
    }
  }
  return out;
}

export type { OpenApiDoc };

/** The first branch of a union that is not just `null`: what a client would normally send. */
export function mainBranch(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const first = branches.find((b) => b.type !== 'null') ?? branches[0];
    return first ? mainBranch(first) : schema;
  }
  if (schema.allOf?.[0]) return mainBranch({ ...schema.allOf[0], ...withoutAllOf(schema) });
  return schema;
}

function withoutAllOf(schema: JsonSchema): JsonSchema {
  const copy = { ...schema };
  delete copy.allOf;
  return copy;
}

export const typeOf = (schema: JsonSchema): string | undefined => {
  const main = mainBranch(schema);
  if (Array.isArray(main.type)) return main.type.find((t) => t !== 'null');
  if (main.type) return main.type;
  return main.properties ? 'object' : undefined;
};
