import { describe, expect, it } from 'vitest';
import type { PagingQuery } from '@clockroom/contracts';
import type { SignedInContext } from './context.ts';
import { AppError } from './errors.ts';
import { filteredReads } from './company-rows.ts';

/** A list narrowed by more than the paging, as the wallet's are. */
type Query = PagingQuery & { status?: string };

const ctx = { tx: {}, companyId: 7 } as unknown as SignedInContext;

describe('filteredReads', () => {
  const asked: unknown[][] = [];
  const reads = filteredReads(
    async (_tx, companyId, q: Query, limit, offset) => {
      asked.push([companyId, q, limit, offset]);
      return { results: ['a'], total: 1 };
    },
    async (_tx, companyId, id) => (companyId === 7 && id === 1 ? 'one' : undefined),
    'Not found.',
  );

  it('lists the page the whole query asks for', async () => {
    expect(await reads.list(ctx, { page: 2, per_page: 10, status: 'failed' })).toEqual({
      results: ['a'],
      total: 1,
    });
    expect(asked).toEqual([[7, { page: 2, per_page: 10, status: 'failed' }, 10, 10]]);
  });

  it('answers one row by id, or the kind’s 404', async () => {
    expect(await reads.get(ctx, 1)).toBe('one');
    await expect(reads.get(ctx, 2)).rejects.toMatchObject({ statusCode: 404, message: 'Not found.' });
    await expect(reads.get(ctx, 2)).rejects.toBeInstanceOf(AppError);
  });
});
