import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  approverCount,
  approverLevelList,
  approverPersonId,
  checkApproverLevels,
} from './approver-levels.ts';

const M = { levelsMismatch: 'one level each', alternateInvalid: 'another alternate', person: 'person' };
const schema = z
  .object({
    count: approverCount('count'),
    levels: approverLevelList(
      z.object({ who: approverPersonId(M.person), alt: approverPersonId(M.person).nullable() }),
      M.person,
    ),
  })
  .superRefine((v, ctx) =>
    checkApproverLevels(ctx, v.levels, v.count, { levels: 'levels', approver: 'who', alternate: 'alt' }, M),
  );
const issues = (body: unknown) =>
  schema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('approver levels', () => {
  it('takes one level per approver counted, each with an alternate or none', () => {
    expect(
      issues({
        count: '2',
        levels: [
          { who: 3, alt: null },
          { who: '4', alt: 5 },
        ],
      }),
    ).toEqual([]);
  });
  it('refuses a count of levels other than the count, on the levels', () => {
    expect(issues({ count: 2, levels: [{ who: 3, alt: null }] })).toEqual([['levels', M.levelsMismatch]]);
  });
  it('refuses an alternate who is the level’s own approver, on that alternate', () => {
    expect(issues({ count: 1, levels: [{ who: 3, alt: 3 }] })).toEqual([
      ['levels.0.alt', M.alternateInvalid],
    ]);
  });
  it('needs at least one approver and one level', () => {
    expect(issues({ count: 0, levels: [] }).map(([path]) => path)).toEqual(['count', 'levels']);
  });
});
