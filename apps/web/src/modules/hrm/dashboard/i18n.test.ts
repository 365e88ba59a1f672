import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { hrmDashboardTexts } from './i18n.ts';
import { hrmDashboardMenuTexts } from './menu-texts.ts';

describe('HR dashboard texts', () => {
  it('have French for every English text', () => {
    expect(bundleProblems(hrmDashboardTexts)).toEqual([]);
    expect(bundleProblems(hrmDashboardMenuTexts)).toEqual([]);
  });
});
