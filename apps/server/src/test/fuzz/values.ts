import fc from 'fast-check';
import { mainBranch, typeOf, type JsonSchema } from './openapi.ts';

/** An id no demo row has: every id a fuzzed request names is unknown, so nothing real is touched. */
export const UNKNOWN_ID = 999_999_999;

/**
 * A plausible value for a schema, sent for the fields that are not being fuzzed so a request gets as
 * far into the handler (and its SQL) as it can. Numbers are unknown ids unless the schema bounds them
 * lower. `salt` makes text unique per request, so a unique name or email taken by an earlier accepted
 * request does not stop every later one at the same 422. Rules that live in refinements (a phone, a
 * password, a time zone) are not in the JSON schema; the field's name stands in for them.
 */
export function baseline(schema: JsonSchema, salt: number, name = ''): unknown {
  const main = mainBranch(schema);
  if (main.const !== undefined) return main.const;
  if (main.enum?.[0] !== undefined) return main.enum[0];
  switch (typeOf(main)) {
    case 'string':
      return baselineText(main, salt, name);
    case 'integer':
    case 'number':
      return main.maximum !== undefined && main.maximum < UNKNOWN_ID ? (main.minimum ?? 1) : UNKNOWN_ID;
    case 'boolean':
      return false;
    case 'array': {
      const item = main.items ? baseline(main.items, salt, name) : 'fuzz';
      return Array.from({ length: main.minItems ?? 0 }, () => item);
    }
    case 'object':
      return Object.fromEntries(
        (main.required ?? []).map((key) => [key, baseline(main.properties?.[key] ?? {}, salt, key)]),
      );
    default:
      return `fuzz${salt}`;
  }
}

const BY_NAME: [RegExp, (salt: number) => string][] = [
  [/phone|mobile/, (salt) => `234-80${String(salt).padStart(8, '0').slice(-8)}`],
  [/password/, () => 'Fuzz#2026pass'],
  [/timezone/, () => 'Africa/Lagos'],
  [/date/, () => '2026-01-15'],
  [/email/, (salt) => `fuzz${salt}@example.com`],
];

function baselineText(schema: JsonSchema, salt: number, name: string): string {
  if (schema.format === 'email') return `fuzz${salt}@example.com`;
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'date-time') return '2026-01-15T09:00:00.000Z';
  const hint = BY_NAME.find(([pattern]) => pattern.test(name));
  if (hint) return hint[1](salt);
  const text = `fuzz${salt}`.padEnd(schema.minLength ?? 0, 'z');
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, 1)) : text;
}

export const NUL_TEXT = 'a\u0000b';
/** A low half before a high half: two lone surrogates, neither one a pair. */
export const LONE_SURROGATE = 'a\uDC00\uD800b';

/** The fixed edge cases every field gets, whatever its type. */
export const EDGE_CASES: readonly unknown[] = [
  NUL_TEXT,
  LONE_SURROGATE,
  'x'.repeat(100_000),
  '',
  1e308,
  -1,
  '2026-02-30',
  'not-a-date',
  true,
  null,
  ['a', 1],
  { a: 1 },
];

/**
 * Only for fields that take a number (or whose type the schema leaves open): for a text field,
 * 1e308 and -1 already stand for "a number where text belongs", and the employee forms have fifty
 * text fields each.
 */
export const NUMBER_CASES: readonly unknown[] = [2 ** 63, 0, 1.5, UNKNOWN_ID];

/** Text that contains something the input guard must refuse, whatever else the request holds. */
export const mustBeRefusedByGuard = (value: unknown): boolean =>
  typeof value === 'string' && value.length < 1_000 && (value.includes('\u0000') || /\p{Cs}/u.test(value));

/**
 * Random values of every JSON kind. Integers stay away from small positive numbers (and strings from
 * bare digits) so a random value never names a real row: deleting the HQ branch or the owner's role
 * mid-run would change what every later request does.
 */
const randomValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }).filter((s) => !/^\s*\d{1,8}\s*$/.test(s)),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).filter((s) => !/^\s*\d{1,8}\s*$/.test(s)),
  fc.oneof(fc.integer({ min: 1_000_000_000 }), fc.integer({ max: -1 })),
  fc.double(),
  fc
    .date({ noInvalidDate: false })
    .map((d) => (Number.isNaN(d.getTime()) ? 'Invalid Date' : d.toISOString())),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Deterministic per field: the same seed (from the field's name) gives the same values every run. */
export function randomValues(key: string, numRuns: number): unknown[] {
  return fc.sample(randomValue, { seed: seedOf(key), numRuns });
}

function seedOf(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return h | 0;
}
