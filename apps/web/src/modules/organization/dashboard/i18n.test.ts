import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { organizationDashboardTexts } from './i18n.ts';
import { organizationDashboardMenuTexts } from './menu-texts.ts';

describe('organisation dashboard texts', () => {
  it('have French for every English text', () => {
    expect(bundleProblems(organizationDashboardTexts)).toEqual([]);
    expect(bundleProblems(organizationDashboardMenuTexts)).toEqual([]);
  });
});
