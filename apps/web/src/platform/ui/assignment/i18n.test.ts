import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../i18n/bundle-check.ts';
import { assignmentTexts } from './i18n.ts';

describe('assignment texts', () => {
  it('have French for every English text', () => {
    expect(bundleProblems(assignmentTexts)).toEqual([]);
  });
});
