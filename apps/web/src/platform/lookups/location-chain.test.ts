import { describe, expect, it } from 'vitest';
import { chooseLocation, isLevelOpen, levelsBelow } from './location-chain.ts';

describe('location chain', () => {
  it('clears the levels below the one that changed', () => {
    expect(levelsBelow('country')).toEqual(['state', 'city']);
    expect(levelsBelow('state')).toEqual(['city']);
    expect(levelsBelow('city')).toEqual([]);
  });
  it('choosing a country empties state and city; choosing a state empties city only', () => {
    const full = { country: 162, state: 25, city: 2509 };
    expect(chooseLocation(full, 'country', 84)).toEqual({ country: 84, state: null, city: null });
    expect(chooseLocation(full, 'state', 15)).toEqual({ country: 162, state: 15, city: null });
    expect(chooseLocation(full, 'city', 2510)).toEqual({ country: 162, state: 25, city: 2510 });
    expect(chooseLocation(full, 'country', null)).toEqual({ country: null, state: null, city: null });
  });
  it('opens a level only when the one above has a value', () => {
    expect(isLevelOpen({}, 'country')).toBe(true);
    expect(isLevelOpen({}, 'state')).toBe(false);
    expect(isLevelOpen({ country: 162 }, 'state')).toBe(true);
    expect(isLevelOpen({ country: 162 }, 'city')).toBe(false);
    expect(isLevelOpen({ country: 162, state: 25 }, 'city')).toBe(true);
  });
});
