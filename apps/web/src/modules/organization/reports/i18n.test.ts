import { describe, expect, it } from 'vitest';
import { ORG_REPORT_COLUMN_LABELS } from '@clockroom/contracts';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { reportTexts } from './i18n.ts';
import { reportMenuTexts } from './menu-texts.ts';

describe('report texts', () => {
  it('have French for every English text', () => {
    expect(bundleProblems(reportTexts)).toEqual([]);
    expect(bundleProblems(reportMenuTexts)).toEqual([]);
  });
  it('translate every column heading (Religion is spelt the same in French)', () => {
    const untranslated = Object.values(ORG_REPORT_COLUMN_LABELS).filter(
      (label) => reportTexts.fr[label as keyof typeof reportTexts.fr] === label,
    );
    expect(untranslated).toEqual(['Religion']);
  });
});
