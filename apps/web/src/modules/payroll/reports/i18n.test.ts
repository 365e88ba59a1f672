import { describe, expect, it } from 'vitest';
import { PAYROLL_REPORT_WORDS } from '@clockroom/contracts';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { payrollReportMessageTexts, payrollReportTexts } from './i18n.ts';
import { payrollReportMenuTexts } from './menu-texts.ts';

describe('payroll report texts', () => {
  it('have French for every English text', () => {
    expect(bundleProblems(payrollReportTexts)).toEqual([]);
    expect(bundleProblems(payrollReportMessageTexts)).toEqual([]);
    expect(bundleProblems(payrollReportMenuTexts)).toEqual([]);
    expect(bundleProblems(PAYROLL_REPORT_WORDS)).toEqual([]);
  });
});
