import { describe, expect, it } from 'vitest';
import { resolveActiveBranch } from './current-user.ts';

const user = { managingBranches: [{ id: 3, station_name: 'Ikeja', is_hq: false }] };

describe('resolveActiveBranch', () => {
  it("defaults to 'all'", () => {
    expect(resolveActiveBranch(null, user)).toBe('all');
    expect(resolveActiveBranch('all', user)).toBe('all');
  });

  it('keeps a branch the user manages and forgets one they do not', () => {
    expect(resolveActiveBranch('3', user)).toBe('3');
    expect(resolveActiveBranch('9', user)).toBe('all');
  });
});
