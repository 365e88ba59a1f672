import { describe, expect, it } from 'vitest';
import { levelErrorPath } from './form-errors.ts';

describe("a level's server error", () => {
  it('lands on the picker of that level', () => {
    expect(levelErrorPath('approval_details.1.approval_person_id')).toEqual([
      'approval_details',
      1,
      'approval_person_id',
    ]);
    expect(levelErrorPath('approval_details.0.alt_approval_person_id')).toEqual([
      'approval_details',
      0,
      'alt_approval_person_id',
    ]);
  });

  it('leaves the other fields to the group form', () => {
    expect(levelErrorPath('approval_details')).toBeNull();
    expect(levelErrorPath('group_name')).toBeNull();
    expect(levelErrorPath('approval_details.x.approval_person_id')).toBeNull();
  });
});
