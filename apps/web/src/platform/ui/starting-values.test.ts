import { describe, expect, it } from 'vitest';
import { startingValues } from './starting-values.ts';

interface Rule {
  id: number;
  name: string;
  note: string | null;
  active: boolean;
}

describe("a form's starting values", () => {
  it('are the defaults for a new record', () => {
    expect(startingValues<Rule, 'name' | 'active'>(undefined, { name: '', active: true })).toEqual({
      name: '',
      active: true,
    });
  });

  it("are the record's own, but for what it holds nothing in, and only the fields asked", () => {
    const rule: Rule = { id: 4, name: 'Weekend', note: null, active: false };
    expect(startingValues(rule, { name: '', note: '', active: true })).toEqual({
      name: 'Weekend',
      note: '',
      active: false,
    });
  });
});
