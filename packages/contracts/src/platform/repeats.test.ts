import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refuseRepeats } from './repeats.ts';

const row = z.object({ id: z.number() });
const list = z.array(row).superRefine((items, ctx) => refuseRepeats(ctx, items, 'id', 'twice'));
const body = z
  .object({ rows: z.array(row) })
  .superRefine((v, ctx) => refuseRepeats(ctx, v.rows, 'id', 'twice', ['rows']));
const paths = (r: { error?: z.ZodError }) => r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('refuseRepeats', () => {
  it('takes a list whose items differ', () => {
    expect(paths(list.safeParse([{ id: 1 }, { id: 2 }]))).toEqual([]);
  });
  it('refuses every repeat after the first, on its own field', () => {
    expect(paths(list.safeParse([{ id: 1 }, { id: 1 }, { id: 2 }, { id: 1 }]))).toEqual([
      ['1.id', 'twice'],
      ['3.id', 'twice'],
    ]);
  });
  it('places the issue under the list’s field when a body is checked', () => {
    expect(paths(body.safeParse({ rows: [{ id: 4 }, { id: 4 }] }))).toEqual([['rows.1.id', 'twice']]);
  });
});
