import { describe, expect, it } from 'vitest';
import { ATTENDANCE_REPORT_WORDS } from '@clockroom/contracts';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { attendanceReportTexts } from './i18n.ts';
import { attendanceReportMenuTexts } from './menu-texts.ts';

describe('attendance report texts', () => {
  it('have French for every English text', () => {
    expect(bundleProblems(attendanceReportTexts)).toEqual([]);
    expect(bundleProblems(attendanceReportMenuTexts)).toEqual([]);
    expect(bundleProblems(ATTENDANCE_REPORT_WORDS)).toEqual([]);
  });
});
