import { describe, expect, it } from 'vitest';
import { ORG_REPORT_WORDS } from '@clockroom/contracts';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { orgReportTexts } from './i18n.ts';
import { reportMenuTexts } from './menu-texts.ts';

describe('report texts', () => {
  it('have French for every English text', () => {
    expect(bundleProblems(orgReportTexts)).toEqual([]);
    expect(bundleProblems(reportMenuTexts)).toEqual([]);
    expect(bundleProblems(ORG_REPORT_WORDS)).toEqual([]);
  });
  it('translate every column heading (Religion is spelt the same in French)', () => {
    const words = Object.keys(ORG_REPORT_WORDS.en) as (keyof typeof ORG_REPORT_WORDS.en)[];
    expect(words.filter((w) => ORG_REPORT_WORDS.fr[w] === ORG_REPORT_WORDS.en[w])).toEqual(['religion']);
  });
});
