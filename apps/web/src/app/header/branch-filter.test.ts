import { describe, expect, it } from 'vitest';
import { branchMatches } from './branch-filter.ts';

describe('branchMatches (spec 1 §5: by name, case-insensitively)', () => {
  it('matches any part of the station name', () => {
    expect(branchMatches('Lagos Island HQ', 'island')).toBe(true);
    expect(branchMatches('Lagos Island HQ', ' LAGOS ')).toBe(true);
    expect(branchMatches('Abuja', 'kano')).toBe(false);
    expect(branchMatches('Abuja', '')).toBe(true);
  });
});
