import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const schema = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() });
const route = { schema, method: 'GET', url: '/things', httpStatus: '200' };
const compile = (check: boolean, s: z.ZodType = schema) =>
  responseSerializerCompiler({ check })({ ...route, schema: s }) as (data: unknown) => string;

describe('responseSerializerCompiler', () => {
  it('writes only the declared fields', () => {
    const out = compile(false)({ id: 1, name: 'HQ', note: null, password_hash: 'secret' });
    expect(JSON.parse(out)).toEqual({ id: 1, name: 'HQ', note: null });
  });

  it('fails on a missing required field, checked or not', () => {
    expect(() => compile(false)({ id: 1, note: null })).toThrow();
    expect(() => compile(true)({ id: 1, note: null })).toThrow();
  });

  it('with checks, refuses an answer that drifts from its contract', () => {
    expect(() => compile(true)({ id: 'one', name: 'HQ', note: null })).toThrow(/Response doesn't match/);
    expect(JSON.parse(compile(true)({ id: 1, name: 'HQ', note: 'x' }))).toEqual({
      id: 1,
      name: 'HQ',
      note: 'x',
    });
  });

  it('keeps the Zod serializer for a schema JSON Schema cannot express', () => {
    const custom = z.object({ at: z.custom<string>((v) => typeof v === 'string') });
    expect(JSON.parse(compile(false, custom)({ at: 'abc', extra: 1 }))).toEqual({ at: 'abc' });
    expect(() => compile(false, custom)({ at: 3 })).toThrow(/Response doesn't match/);
  });
});
