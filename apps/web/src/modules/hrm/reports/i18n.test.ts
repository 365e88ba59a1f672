import { describe, expect, it } from 'vitest';
import { HRM_REPORT_WORDS } from '@clockroom/contracts';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { hrmReportTexts } from './i18n.ts';
import { hrmReportMenuTexts } from './menu-texts.ts';

describe('HR report texts', () => {
  it('have French for every English text', () => {
    expect(bundleProblems(hrmReportTexts)).toEqual([]);
    expect(bundleProblems(hrmReportMenuTexts)).toEqual([]);
    expect(bundleProblems(HRM_REPORT_WORDS)).toEqual([]);
  });
});
