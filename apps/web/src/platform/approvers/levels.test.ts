import { describe, expect, it } from 'vitest';
import type { ApproverLevel } from '@clockroom/contracts';
import { levelColumn, levelLabel } from './level-label.ts';
import { levelsPayload, resizeLevels, rowsOf, storedLevelNames } from './levels.ts';

const level = (n: number, approver: number, alternate: number | null = null): ApproverLevel => ({
  id: 100 + n,
  level: n,
  approval_person_id: approver,
  alt_approval_person_id: alternate,
  approval_person_name: `Person ${approver}`,
  alt_approval_person: alternate === null ? null : `Person ${alternate}`,
});

describe('the number-of-approvals control', () => {
  const two = [{ approval_person_id: 1 }, { approval_person_id: 2, alt_approval_person_id: 3 }];

  it('adds one empty row when raised by one, keeping the rows filled in', () => {
    expect(resizeLevels(two, 3)).toEqual([...two, {}]);
  });

  it('truncates the rows to the new count on any other change', () => {
    expect(resizeLevels(two, 1)).toEqual([two[0]]);
    expect(resizeLevels(two, 5)).toEqual(two);
    expect(resizeLevels(two, 2)).toEqual(two);
  });

  it('empties the rows when the count is cleared or not a whole positive number', () => {
    expect(resizeLevels(two, null)).toEqual([]);
    expect(resizeLevels(two, 0)).toEqual([]);
    expect(resizeLevels(two, 1.5)).toEqual([]);
  });

  it('reaches a count typed past the rows again one step at a time', () => {
    const one = resizeLevels(two, 1);
    const stuck = resizeLevels(one, 4);
    expect(stuck).toHaveLength(1);
    expect(resizeLevels(stuck, 2)).toHaveLength(2);
  });
});

describe('the levels sent to the server', () => {
  const stored = [level(1, 11, 12), level(2, 21)];

  it('sends the picked ids, an empty alternate as null', () => {
    expect(levelsPayload([{ approval_person_id: 5, alt_approval_person_id: undefined }])).toEqual([
      { approval_person_id: 5, alt_approval_person_id: null },
    ]);
  });

  it('falls back to the stored id of the level when an id is still a string', () => {
    expect(
      levelsPayload(
        [
          { approval_person_id: 'Ada Obi', alt_approval_person_id: 'Bola Ade' },
          { approval_person_id: 7, alt_approval_person_id: null },
        ],
        stored,
      ),
    ).toEqual([
      { approval_person_id: 11, alt_approval_person_id: 12 },
      { approval_person_id: 7, alt_approval_person_id: null },
    ]);
  });

  it('has nothing to fall back to on a level that was not stored', () => {
    expect(levelsPayload([{}, {}, { approval_person_id: 'someone' }], stored)).toEqual([
      { approval_person_id: null, alt_approval_person_id: null },
      { approval_person_id: null, alt_approval_person_id: null },
      { approval_person_id: null, alt_approval_person_id: null },
    ]);
  });

  it('reads the stored levels back as rows in level order', () => {
    expect(rowsOf([level(2, 21), level(1, 11, 12)])).toEqual([
      { approval_person_id: 11, alt_approval_person_id: 12 },
      { approval_person_id: 21, alt_approval_person_id: null },
    ]);
  });
});

describe('level labels', () => {
  it('reads the ordinal followed by Approver, Pending at zero, in both languages', () => {
    expect([1, 2, 3, 11, 0].map((l) => levelLabel(l, 'en'))).toEqual([
      '1st Approver',
      '2nd Approver',
      '3rd Approver',
      '11th Approver',
      'Pending',
    ]);
    expect([1, 2, 0].map((l) => levelLabel(l, 'fr'))).toEqual([
      '1er approbateur',
      '2e approbateur',
      'En attente',
    ]);
  });

  it('gives an inbox column that names level 0 by its fallback when the module has one', () => {
    const render = (fallback?: string) => {
      const column = levelColumn<{ level: number }>('Level', 'en', { fallback });
      return [2, 0].map((l) => (column.render as (v: number) => string)(l));
    };
    expect(render()).toEqual(['2nd Approver', 'Pending']);
    expect(render('Loan approvers')).toEqual(['2nd Approver', 'Loan approvers']);
  });
});

describe('the names the stored levels give the pickers', () => {
  it('names every approver and every alternate a level has', () => {
    expect([...storedLevelNames([level(1, 7, 8), level(2, 9)])]).toEqual([
      [7, 'Person 7'],
      [8, 'Person 8'],
      [9, 'Person 9'],
    ]);
  });

  it('is empty for a new group', () => {
    expect(storedLevelNames().size).toBe(0);
  });
});
