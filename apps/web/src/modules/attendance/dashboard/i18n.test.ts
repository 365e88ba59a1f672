import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { attendanceDashboardTexts } from './i18n.ts';
import { attendanceDashboardMenuTexts } from './menu-texts.ts';

describe('attendance dashboard texts', () => {
  it('have French for every English text', () => {
    expect(bundleProblems(attendanceDashboardTexts)).toEqual([]);
    expect(bundleProblems(attendanceDashboardMenuTexts)).toEqual([]);
  });
});
