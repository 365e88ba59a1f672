import { mainBranch, typeOf, type JsonSchema, type Operation, type Parameter } from './openapi.ts';
import { baseline, EDGE_CASES, mustBeRefusedByGuard, NUMBER_CASES, randomValues } from './values.ts';

/** One request of the fuzz: what it targets (for the report), and how to send it. */
export interface FuzzCase {
  target: string;
  value: unknown;
  url: string;
  /** JSON body; undefined sends none. */
  body: unknown;
  /** A JSON body sent as these bytes, for bytes no serializer would write. */
  rawBody?: Buffer;
  /** Holds text the input guard refuses, so the answer must be its 422 whatever else is wrong. */
  guarded: boolean;
}

const RANDOM_RUNS = 3;
/** Body fields are fuzzed down to this depth: `items.0.name` is depth 3. */
const MAX_DEPTH = 3;

const valuesFor = (key: string, schema: JsonSchema): unknown[] => {
  const type = typeOf(schema);
  const numeric = type === undefined || type === 'integer' || type === 'number';
  return [...EDGE_CASES, ...(numeric ? NUMBER_CASES : []), ...randomValues(key, RANDOM_RUNS)];
};

/** Every bad request for one operation: each parameter, each body field, and the body as a whole. */
export function casesOf(op: Operation): FuzzCase[] {
  const key = `${op.method} ${op.path}`;
  const basePath = Object.fromEntries(
    op.params.filter((p) => p.in === 'path').map((p) => [p.name, baseline(p.schema, 0, p.name)]),
  );
  const cases: FuzzCase[] = [];
  let salt = saltOf(key);
  const body = () => (op.body ? baseline(op.body, ++salt) : undefined);
  const send = (
    target: string,
    value: unknown,
    path: Record<string, unknown>,
    query: string,
    payload: unknown,
  ) =>
    cases.push({
      target,
      value,
      url: urlOf(op.path, path, query),
      body: payload,
      guarded: mustBeRefusedByGuard(value),
    });

  for (const p of op.params) {
    for (const value of valuesFor(`${key} ${p.in}:${p.name}`, p.schema)) {
      if (p.in === 'path') send(`path:${p.name}`, value, { ...basePath, [p.name]: value }, '', body());
      else send(`query:${p.name}`, value, basePath, queryOf(p, value), body());
    }
  }
  // Escapes that decode to no UTF-8 at all, which the parsed query would hide.
  for (const p of op.params.filter((q) => q.in === 'query')) {
    cases.push({
      target: `query:${p.name}`,
      value: '%FF%ED%A0%80',
      url: urlOf(op.path, basePath, `${encodeURIComponent(p.name)}=%FF%ED%A0%80`),
      body: body(),
      guarded: true,
    });
  }
  if (op.body) {
    for (const [field, schema] of fieldsOf(op.body, '', 1)) {
      for (const value of valuesFor(`${key} body:${field}`, schema)) {
        send(`body:${field}`, value, basePath, '', withValue(body(), field, value));
      }
    }
    for (const field of mainBranch(op.body).required ?? []) {
      send(`body:${field}`, '(missing)', basePath, '', withValue(body(), field, undefined));
    }
    for (const whole of [{}, [], 'x', 1e308, null]) send('body', whole, basePath, '', whole);
    // Nested deeper than JSON.stringify (or any recursive walk) can go.
    const depth = 100_000;
    cases.push({
      target: 'body',
      value: `(arrays nested ${depth} deep)`,
      url: urlOf(op.path, basePath, ''),
      body: undefined,
      rawBody: Buffer.from(`${'['.repeat(depth)}"deep"${']'.repeat(depth)}`),
      guarded: false,
    });
    const first = Object.keys(mainBranch(op.body).properties ?? {})[0] ?? 'x';
    cases.push({
      target: `body:${first}`,
      value: '(bytes that are not UTF-8)',
      url: urlOf(op.path, basePath, ''),
      body: undefined,
      guarded: true,
      rawBody: Buffer.concat([
        Buffer.from(JSON.stringify({ [first]: 'a' }).slice(0, -2)),
        Buffer.from([0xff, 0x22, 0x7d]),
      ]),
    });
  }
  return cases;
}

/** Where an operation's salts start: apart from every other operation's, and the same every run. */
function saltOf(key: string): number {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) % 100_000;
  return h * 1_000;
}

/** `[dot path, schema]` of every property, array item and nested property down to MAX_DEPTH. */
function fieldsOf(schema: JsonSchema, prefix: string, depth: number): [string, JsonSchema][] {
  const main = mainBranch(schema);
  const out: [string, JsonSchema][] = [];
  const type = typeOf(main);
  if (type === 'object') {
    for (const [name, child] of Object.entries(main.properties ?? {})) {
      const path = prefix === '' ? name : `${prefix}.${name}`;
      out.push([path, child]);
      if (depth < MAX_DEPTH) out.push(...fieldsOf(child, path, depth + 1));
    }
  } else if (type === 'array' && main.items && prefix !== '') {
    const path = `${prefix}.0`;
    out.push([path, main.items]);
    if (depth < MAX_DEPTH) out.push(...fieldsOf(main.items, path, depth + 1));
  }
  return out;
}

/** A copy of `body` with `value` at the dot path (undefined removes it), building what is missing. */
function withValue(body: unknown, path: string, value: unknown): unknown {
  const root: unknown = structuredClone(body ?? {});
  const keys = path.split('.');
  let node: unknown = root;
  keys.forEach((k, i) => {
    if (node === null || typeof node !== 'object') return;
    const holder = node as Record<string, unknown>;
    if (i === keys.length - 1) {
      if (value === undefined) Reflect.deleteProperty(holder, k);
      else holder[k] = value;
      return;
    }
    const next = holder[k];
    if (next === null || typeof next !== 'object') holder[k] = /^\d+$/.test(keys[i + 1] ?? '') ? [] : {};
    node = holder[k];
  });
  return root;
}

function queryOf(p: Parameter, value: unknown): string {
  const name = encodeURIComponent(p.name);
  if (value === null) return name;
  if (Array.isArray(value)) return value.map((v) => `${name}=${encodeText(textOf(v))}`).join('&');
  return `${name}=${encodeText(textOf(value))}`;
}

function urlOf(path: string, params: Record<string, unknown>, query: string): string {
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeText(textOf(params[name] ?? 'fuzz')));
  return query === '' ? filled : `${filled}?${query}`;
}

const textOf = (v: unknown): string =>
  typeof v === 'string' ? v : v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);

/** encodeURIComponent, except that a lone surrogate is sent as the three bytes it would be (WTF-8). */
function encodeText(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}
