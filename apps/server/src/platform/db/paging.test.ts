import { describe, expect, it } from 'vitest';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { containing, pageBound } from './paging.ts';

const items = pgTable('items', { id: integer('id') });
const db = drizzle.mock();

describe('pageBound', () => {
  it('writes LIMIT and OFFSET into the SQL text, so the page shape has no bound parameters', () => {
    const q = db.select().from(items).limit(pageBound(50)).offset(pageBound(100)).toSQL();
    expect(q.sql).toMatch(/limit 50 offset 100$/);
    expect(q.params).toEqual([]);
  });

  it('refuses anything but a non-negative integer, so nothing else can reach the SQL text', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => pageBound(bad)).toThrow(RangeError);
    }
  });
});

describe('containing', () => {
  it('wraps the search in % and takes its %, _ and backslash literally', () => {
    expect(containing('ann')).toBe('%ann%');
    expect(containing('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
