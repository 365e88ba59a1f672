import { describe, expect, it } from 'vitest';
import {
  fieldsToValidate,
  nextStep,
  previousStep,
  STEP_FIELDS,
  stepActions,
  stepFromSearch,
} from './wizard-steps.ts';

describe('onboarding wizard steps', () => {
  it('continues from step 1 without a check, from step 2 only when valid', () => {
    expect(nextStep(1, false)).toBe(2);
    expect(nextStep(2, false)).toBe(2);
    expect(nextStep(2, true)).toBe(3);
    expect(nextStep(3, true)).toBe(3);
  });
  it('never goes below step 1', () => {
    expect(previousStep(3)).toBe(2);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(1)).toBe(1);
  });
  it('validates nothing on step 1, the step on 2, everything on save', () => {
    expect(fieldsToValidate(1)).toEqual([]);
    expect(fieldsToValidate(2)).toEqual(STEP_FIELDS[2]);
    expect(fieldsToValidate(3)).toEqual([...STEP_FIELDS[2], ...STEP_FIELDS[3]]);
  });
  it('shows log out on step 1, previous after it, save on the last step', () => {
    expect(stepActions(1)).toEqual({ logOut: true, previous: false, continue: true, save: false });
    expect(stepActions(2)).toEqual({ logOut: false, previous: true, continue: true, save: false });
    expect(stepActions(3)).toEqual({ logOut: false, previous: true, continue: false, save: true });
  });
  it('reads the step from the URL, staying within the wizard', () => {
    expect(stepFromSearch('2')).toBe(2);
    expect(stepFromSearch(3)).toBe(3);
    expect(stepFromSearch('4')).toBe(1);
    expect(stepFromSearch(undefined)).toBe(1);
  });
});
