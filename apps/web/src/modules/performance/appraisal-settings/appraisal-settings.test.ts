import { describe, expect, it } from 'vitest';
import { scorecardInputSchema } from '@clockroom/contracts';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { appraisalReportMenuTexts } from '../appraisal-reports/menu-texts.ts';
import { appraisalReportMessageTexts, appraisalReportTexts } from '../appraisal-reports/i18n.ts';
import { parseAppraisalReportSearch } from '../appraisal-reports/search.ts';
import { appraisalDashboardTexts } from '../dashboard/appraisal-i18n.ts';
import { uncovered } from './components/grade-bands.ts';
import {
  bodyOf,
  emptySection,
  nestedPath,
  scalePoints,
  valuesOf,
} from './components/scorecard-form-values.ts';
import { sumOf } from './components/weight-sum.tsx';
import { appraisalSettingsTexts } from './i18n.ts';
import { appraisalSettingsMenuTexts } from './menu-texts.ts';

describe('the scorecard editor’s values', () => {
  it('sums weights, blanks counting as 0', () => {
    expect(sumOf([60, '40', null, undefined, 'x'])).toBe(100);
  });
  it('sends the scale’s own labels only, blanks left out, and the server takes the body', () => {
    const v = valuesOf(undefined);
    v.name = 'Card';
    v.sections = [
      {
        ...emptySection(),
        name: 'A',
        weight: 100,
        kpis: [{ name: 'K', description: '', target: '10 a day', weight: 100 }],
      },
    ];
    v.rating_scale = { min: 1, max: 3, labels: { '1': ' Poor ', '2': '', '3': 'Good', '9': 'Far' } };
    const body = bodyOf(v);
    expect(body.rating_scale).toEqual({ min: 1, max: 3, labels: { '1': 'Poor', '3': 'Good' } });
    expect(body.sections[0]?.kpis[0]).toEqual({
      name: 'K',
      description: null,
      target: '10 a day',
      weight: 100,
    });
    expect(scorecardInputSchema.safeParse(body).success).toBe(true);
  });
  it('lists a scale’s points and puts a 422’s field on its form path', () => {
    expect(scalePoints(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(scalePoints(5, 1)).toEqual([]);
    expect(nestedPath('sections.1.kpis.0.weight')).toEqual(['sections', 1, 'kpis', 0, 'weight']);
    expect(nestedPath('sections.1.kpis')).toBeNull();
  });
  it('names the scores no grade band covers', () => {
    expect(
      uncovered([
        { min_score: 50, max_score: 100 },
        { min_score: 0, max_score: 29 },
      ]),
    ).toEqual([[30, 49]]);
    expect(uncovered([{ min_score: 0, max_score: 100 }])).toEqual([]);
  });
});

describe('the appraisal report’s address', () => {
  it('keeps valid filters and drops the rest', () => {
    expect(
      parseAppraisalReportSearch({
        general_setting_id: '3',
        period: 'H1',
        department_ids: '2,x,2,5',
        branch_ids: [],
        view: 'teams',
      }),
    ).toEqual({ general_setting_id: 3, period: 'H1', department_ids: [2, 5] });
  });
});

describe('the appraisal settings, report and dashboard texts', () => {
  it('have French for every English text, with the same placeholders', () => {
    for (const bundle of [
      appraisalSettingsTexts,
      appraisalSettingsMenuTexts,
      appraisalReportTexts,
      appraisalReportMessageTexts,
      appraisalReportMenuTexts,
      appraisalDashboardTexts,
    ])
      expect(bundleProblems(bundle)).toEqual([]);
  });
});
